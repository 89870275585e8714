import { dec } from "../format";
import type { Question, Solver, SolverOutput } from "../types";
import { type Frame, num, solveFrame } from "./frame";
import { near, ofKind, quantities } from "./quantities";

const rupee = (v: number) => `₹${dec(v, 2)}`;

/** Every number of the question, so a frame can insist on having a role for each. */
const allNumbers = (q: Question) => quantities(q.text);

/**
 * Discounts and taxes on a price, in any wording: "A shirt costs ₹800 and is sold at a 15%
 * discount", "₹2,500 plus 18% GST", "a discount of ₹120 on a marked price of ₹800".
 */
function priceFrame(q: Question): Frame | null {
  const t = q.text;
  const qs = allNumbers(q);
  const money = ofKind(qs, "money");
  const pct = ofKind(qs, "percent");
  if (qs.length !== 2 || money.length !== 1 || pct.length !== 1) return null;
  const price = money[0].value;
  const rate = pct[0].value;
  const discount = near(pct[0], /\b(?:discount|off|rebate|reduction|reduced|sale)\b/);
  const tax = near(pct[0], /\b(?:gst|tax|vat)\b/, 40);
  if (discount === tax) return null;
  // Hinglish puts the ask last: "the GST at 18% on ₹2500 nikalo" (normalised "… find") asks for the GST.
  const askedLast = /^\s*(?:the |what )?(?:gst|tax|discount)\b[^.;?]*\bfind\s*[?.]?$/.test(t);
  const amountAsked =
    askedLast ||
    (discount
      ? /\b(?:how much|what) (?:is )?(?:the )?discount\b|\bfind the discount\b|\bdiscount (?:amount|given)\b|\bhow much (?:is )?saved\b|\bsave\b/.test(
          t,
        )
      : /\b(?:how much|what|find) (?:is )?(?:the )?(?:gst|tax)\b|\bamount of (?:gst|tax)\b|\b(?:gst|tax) (?:amount|paid|charged)\b/.test(
          t,
        ) &&
        // A total asked ("the total bill", "the amount to pay including GST") is the price with the tax;
        // only the ask decides ("a bill of ₹500 … find the GST" asks the GST, ₹590 was checked).
        !/\btotal\b|\bincluding\b|\bbill\b|\bpay\b/.test(
          t
            .split(/(?<=[.?!;])\s+/)
            .filter((x) => /\b(?:find|what|how much|calculate|determine)\b/.test(x))
            .pop() ?? t,
        ));
  const backward = backwardPrice(t, price, rate, discount);
  if (backward) return backward;
  const sign = discount ? "-" : "+";
  const frame: Frame = {
    idea: discount
      ? "A discount is a percentage of the marked (listed) price, taken off that price."
      : "GST (a tax) is a percentage of the price, added on top of it.",
    givens: [
      { role: discount ? "marked price" : "price before tax", value: price, text: rupee(price) },
      { role: discount ? "rate of discount" : "rate of tax", value: rate, text: `${num(rate)}%` },
    ],
    unknowns: amountAsked
      ? [{ name: "d", meaning: discount ? "the discount in rupees" : "the tax in rupees" }]
      : [
          {
            name: "p",
            meaning: discount ? "the price paid after the discount" : "the price including the tax",
          },
        ],
    equations: amountAsked ? [`d = ${price} * ${rate}/100`] : [`p = ${price} ${sign} ${price} * ${rate}/100`],
    target: amountAsked ? "d" : "p",
    answer: rupee,
  };
  return frame;
}

/**
 * A price given after its change, worked back: "₹1180 including 18% GST — the price without GST?"
 * (b + 18% of b = 1180), "after a 10% discount it sells for ₹900 — the marked price?" (m − 10% of m =
 * 900), and the GST or discount in rupees that was in (or taken off) the price. Null when the
 * question gives the price before the change, which the forward frame reads.
 */
function backwardPrice(t: string, price: number, rate: number, discount: boolean): Frame | null {
  const sentences = t.split(/(?<=[.?!;])\s+/);
  const askAt = sentences.findLastIndex((x) => /\b(?:find|what|how much|calculate|determine)\b/.test(x));
  if (askAt < 0) return null;
  const ask = sentences[askAt].replace(/^.*?\b(?:find|what|how much|calculate|determine)\b/, "");
  const given = sentences.filter((_x, i) => i !== askAt).join(" ") || t.slice(0, t.indexOf(ask));
  const before =
    /\b(?:before|without|excluding|exclusive of|original|originally|base|basic|pre-?tax|marked|list(?:ed)?)\b/;
  const rupees = (v: number) => `₹${dec(v, 2)}`;
  if (!discount) {
    const included =
      /\b(?:inclusive of|including|includes?|incl\.?|with)\b[^.?]*\b(?:gst|tax|vat)\b|\b(?:gst|tax|vat)[- ](?:inclusive|included)\b/.test(
        given,
      );
    if (!included || /\bincluding\b|\bwith (?:gst|tax)\b/.test(ask)) return null;
    const taxAsked = /\b(?:gst|tax|vat)\b/.test(ask) && !before.test(ask);
    if (!taxAsked && !before.test(ask)) return null;
    return {
      idea: "The price given already includes the GST, so it is the price before tax plus that tax: work back from it.",
      givens: [
        { role: "price including tax", value: price, text: rupees(price) },
        { role: "rate of tax", value: rate, text: `${num(rate)}%` },
      ],
      unknowns: [
        { name: "b", meaning: "the price before tax" },
        ...(taxAsked ? [{ name: "d", meaning: "the tax in rupees" }] : []),
      ],
      equations: [`b + b * ${rate}/100 = ${price}`, ...(taxAsked ? [`d = ${price} - b`] : [])],
      target: taxAsked ? "d" : "b",
      positive: true,
      answer: rupees,
    };
  }
  const paidAfter =
    /\b(?:after|on)\b[^.?]*\bdiscount\b[^.?]*\b(?:sold|sells|sell|costs?|paid|pays|bought|buys|for|at|is)\b|\b(?:sold|sells|paid|pays|bought|buys|costs?)\b[^.?]*\bafter\b[^.?]*\bdiscount\b/.test(
      given,
    );
  if (!paidAfter || !/\b(?:marked|list(?:ed)?|original|printed|tag)\b|\bbefore\b/.test(ask)) return null;
  return {
    idea: "The price paid is the marked price less the discount, and the discount is a percentage of the marked price: work back from the price paid.",
    givens: [
      { role: "price after the discount", value: price, text: rupees(price) },
      { role: "rate of discount", value: rate, text: `${num(rate)}%` },
    ],
    unknowns: [{ name: "m", meaning: "the marked price" }],
    equations: [`m - m * ${rate}/100 = ${price}`],
    target: "m",
    positive: true,
    answer: rupees,
  };
}

/** Depreciation and growth at a yearly rate: "A machine worth ₹50,000 depreciates at 10% per year". */
function compoundRateFrame(q: Question): Frame | null {
  const t = q.text;
  const qs = allNumbers(q);
  if (qs.length !== 3) return null;
  const pct = ofKind(qs, "percent");
  const years = qs.filter((x) => x.kind === "time" && x.unit === "year");
  const rest = qs.filter((x) => x.kind !== "percent" && !(x.kind === "time" && x.unit === "year"));
  if (pct.length !== 1 || years.length !== 1 || rest.length !== 1) return null;
  const down = /\bdepreciat|\bdecreas|\bdeclin|\bfalls?\b|\breduc/.test(t);
  const up = /\bgrows?\b|\bgrew\b|\bgrowth\b|\bincreas|\bappreciat|\brises?\b|\brose\b/.test(t);
  if (
    down === up ||
    !/\bper (?:year|annum)\b|\bevery year\b|\beach year\b|\bannual|\ba year\b|\bp\.?a\.?\b|\byearly\b/.test(t)
  )
    return null;
  if (/\binterest\b|\bsimple\b/.test(t)) return null;
  const v0 = rest[0].value;
  const r = pct[0].value;
  const n = years[0].value;
  if (!Number.isInteger(n) || n <= 0 || n > 50) return null;
  const isMoney = rest[0].kind === "money";
  const fmt = (v: number) => (isMoney ? rupee(v) : dec(v, 2));
  // The direction of time: "its value now is ₹81000; what was it 2 years ago?" works back (÷ the
  // factor), "it was 50000 two years ago; what is it now?" and "after 2 years" work forwards.
  const ask =
    t
      .split(/(?<=[.?!])\s+/)
      .filter((x) => /\b(?:find|what|how|calculate|determine)\b/.test(x))
      .pop() ?? "";
  const stated = t.slice(0, t.length - ask.length);
  const BACK =
    /\b(?:ago|back|before|earlier|originally|initially|at first|in the beginning|previous(?:ly)?|last year)\b/;
  const askBack = BACK.test(ask);
  if (askBack && (BACK.test(stated) || /\b(?:after|hence|later|will be|from now)\b/.test(ask))) return null;
  if (askBack) {
    if (
      /\b(?:find|what is|what was|calculate|determine)\s+(?:the\s+)?(?:total\s+)?(?:depreciation|increase|decrease|growth|rise|fall|change)\b|\bby how much\b/.test(
        t,
      )
    )
      return null;
    const factor = `(1 ${down ? "-" : "+"} ${r}/100)^${n}`;
    return {
      idea: down
        ? `Working back: each year the value was multiplied by (1 − rate/100), so the value ${num(n)} years ago (before the depreciation) is today's value divided by that factor ${num(n)} times.`
        : `Working back: each year the value was multiplied by (1 + rate/100), so the value ${num(n)} years ago (before the growth) is today's value divided by that factor ${num(n)} times.`,
      givens: [
        { role: "value now (present)", value: v0, text: fmt(v0) },
        { role: down ? "rate of depreciation" : "rate of growth", value: r, text: `${num(r)}% per year` },
        { role: "time ago", value: n, text: `${num(n)} years` },
      ],
      unknowns: [{ name: "p", meaning: `the value ${num(n)} years ago` }],
      equations: [`p * ${factor} = ${v0}`],
      target: "p",
      answer: fmt,
    };
  }
  // "Find the depreciation in 2 years", "the increase in population", "by how much": the change asked,
  // not the value it leads to.
  const change =
    /\b(?:find|what is|what will be|calculate|determine)\s+(?:the\s+)?(?:total\s+)?(?:depreciation|increase|decrease|growth|rise|fall|drop|change|loss in value|reduction)\b(?!\s*(?:rate|percent|%))|\bby how much\b/.test(
      t,
    );
  const changed = change
    ? {
        unknowns: [
          { name: "v", meaning: `the value after ${num(n)} years` },
          {
            name: "d",
            meaning: `the ${down ? "depreciation (fall in value)" : "increase"} over ${num(n)} years`,
          },
        ],
        equations: [
          `v = ${v0} * (1 ${down ? "-" : "+"} ${r}/100)^${n}`,
          down ? `d = ${v0} - v` : `d = v - ${v0}`,
        ],
        target: "d",
      }
    : null;
  return {
    idea: down
      ? "A value that depreciates by a fixed percentage each year is multiplied by (1 − rate/100) once per year."
      : "A value that grows by a fixed percentage each year is multiplied by (1 + rate/100) once per year.",
    givens: [
      { role: "value now", value: v0, text: fmt(v0) },
      { role: down ? "rate of depreciation" : "rate of growth", value: r, text: `${num(r)}% per year` },
      { role: "time", value: n, text: `${num(n)} years` },
    ],
    unknowns: [{ name: "v", meaning: `the value after ${num(n)} years` }],
    equations: [`v = ${v0} * (1 ${down ? "-" : "+"} ${r}/100)^${n}`],
    target: "v",
    ...changed,
    answer: fmt,
  };
}

/** Run rates in cricket: runs per over, now or required. */
function runRateFrame(q: Question): Frame | null {
  const t = q.text;
  if (!/\brun rate\b|\bruns per over\b/.test(t)) return null;
  const qs = allNumbers(q);
  const runs = qs.filter((x) => /^\s*runs?\b/.test(x.after));
  const overs = qs.filter((x) => /^\s*overs?\b/.test(x.after));
  if (runs.length !== 1 || overs.length !== 1 || qs.length !== 2) return null;
  return {
    idea: "Run rate is runs divided by overs (runs per over).",
    givens: [
      { role: "runs", value: runs[0].value, text: `${num(runs[0].value)} runs` },
      { role: "overs", value: overs[0].value, text: `${num(overs[0].value)} overs` },
    ],
    unknowns: [{ name: "r", meaning: "the run rate (runs per over)" }],
    equations: [`r = ${runs[0].value} / ${overs[0].value}`],
    target: "r",
    answer: (v) => dec(v, 2),
  };
}

/** Unitary method: "If 5 pens cost ₹60, what do 8 pens cost?" — the price of one, then of many. */
function unitaryFrame(q: Question): Frame | null {
  const t = q.text;
  const qs = allNumbers(q);
  const money = ofKind(qs, "money");
  const counts = ofKind(qs, "count");
  const noun = (x: (typeof qs)[number]) => x.after.match(/^\s*([a-z]+)/)?.[1]?.replace(/e?s$/, "");
  // "A pen costs ₹12.50 … 8 pens": the article before the thing priced is a count of one, said only
  // right before its price ("a pen costs", "the price of a pen is", "a kg of sugar costs").
  if (qs.length === 2 && money.length === 1 && counts.length === 1 && money[0].at < counts[0].at) {
    const item = noun(counts[0]);
    const before = t.slice(0, money[0].at);
    const one =
      item &&
      (new RegExp(
        String.raw`(?:^|[.,;]\s*|\bif\s+)(?:a|an|one|each)\s+${item}(?:e?s)?(?:\s+of\s+[a-z]+)?\s+(?:costs?|is priced at|sells for|is sold for)\s*$`,
      ).test(before) ||
        new RegExp(
          String.raw`(?:^|[.,;]\s*|\bif\s+)the\s+(?:cost|price)\s+of\s+(?:a|an|one|each)\s+${item}(?:e?s)?\s+is\s*$`,
        ).test(before));
    if (one) counts.unshift({ ...counts[0], value: 1, at: -1 });
  }
  if (counts.length !== 2 || money.length !== 1 || qs.length + (counts[0]?.at === -1 ? 1 : 0) !== 3)
    return null;
  const [a, b] = counts;
  if (!noun(a) || noun(a) !== noun(b) || !(a.at < money[0].at && money[0].at < b.at)) return null;
  if (!/\bcosts?\b|\bprice\b|\bpay\b/.test(t) || !/\b(?:what|how much|find)\b/.test(t)) return null;
  // The price is the price of those things, its clause ending there: not "₹12 more than a pencil".
  if (
    !/^\s*(?:each\b|only\b|in all\b|altogether\b)?\s*(?:[.,;?!]|$|then\b|so\b|what\b|how\b|find\b)/.test(
      money[0].after,
    )
  )
    return null;
  const item = a.after.match(/^\s*([a-z]+)/)?.[1] ?? "items";
  return {
    idea: "Unitary method: find the cost of one, then multiply by how many are wanted.",
    givens: [
      { role: `number of ${item} first`, value: a.value, text: num(a.value) },
      { role: "their cost", value: money[0].value, text: rupee(money[0].value) },
      { role: `number of ${item} asked about`, value: b.value, text: num(b.value) },
    ],
    unknowns: [
      { name: "u", meaning: `the cost of one` },
      { name: "c", meaning: `the cost of ${num(b.value)} ${item}` },
    ],
    equations: [`${a.value} * u = ${money[0].value}`, `c = ${b.value} * u`],
    target: "c",
    answer: rupee,
  };
}

/**
 * Shopping with a purse (class 3–5): "Priya had ₹250. She bought a book for ₹120 and a pen for ₹35.
 * How much money is left?" (250 − 120 − 35), "Rohan bought 3 notebooks at ₹25 each and 2 pens at ₹10
 * each. How much did he spend?" (3 × 25 + 2 × 10). Every number has a role: the money had at first,
 * a price paid, or a count of things bought at a price each; anything else is declined.
 */
function shoppingFrame(q: Question): Frame | null {
  const t = q.text;
  const ask = t.replace(/[?.]\s*$/, "").match(/\b(?:how much|what)\b[^.?]*$/)?.[0];
  if (!ask) return null;
  const asksLeft =
    /\b(?:left|remaining|remain|remains|change|get back|got back|balance)\b|\bhave now\b|\bhas now\b|\bnow have\b/.test(
      ask,
    );
  const asksSpent =
    /\b(?:spend|spent|pay|paid|total cost|cost in all|total amount|altogether|in all|bill)\b/.test(ask) &&
    !asksLeft;
  if (asksLeft === asksSpent) return null;
  const qs = allNumbers(q);
  if (qs.length < 2 || qs.length > 8) return null;
  if (!qs.every((x) => x.kind === "money" || x.kind === "count")) return null;
  // The money one had at first: the first amount, after "had", "has", "with"…
  const first = qs[0];
  const startWords =
    /\b(?:had|has|have|with|took|carried|carries|got|gets|was given|received|saved|withdrew)\b[^.]*$/;
  const hasStart =
    first?.kind === "money" &&
    startWords.test(first.before) &&
    !/\b(?:for|at|costs?|paid)\s*$/.test(first.before);
  const rest = hasStart ? qs.slice(1) : qs;
  // Only spending after the start: money coming in, lent, or taken off a price is another story.
  const after = t.slice(hasStart && first ? first.at + 1 : 0, t.length - ask.length);
  if (
    /\b(?:sold|sells?|selling|earn(?:s|ed)?|receiv(?:e|es|ed)|won|wins?|found|finds|got|gets|gave|gives|given|returned|returns?|refund\w*|lent|lends?|borrow\w*|sav(?:e|es|ed)|more|less|discount|off|profit|loss|interest|shared?|divided|split|some|few|several|rest|remaining|half|quarter|third|twice|double)\b/.test(
      after,
    )
  )
    return null;
  const items: { value: number; text: string }[] = [];
  for (let i = 0; i < rest.length; i++) {
    const x = rest[i] as (typeof rest)[number];
    if (x.kind === "count") {
      // "3 notebooks at ₹25 each": a count followed by its price each.
      const price = rest[i + 1];
      if (price?.kind !== "money" || !/^\s*(?:each|per|apiece|a piece|for each|every)\b/.test(price.after))
        return null;
      if (!/\b(?:at|for|costing|@)\s*$/.test(price.before)) return null;
      items.push({ value: x.value * price.value, text: `${num(x.value)} × ${rupee(price.value)}` });
      i++;
      continue;
    }
    // A price paid: "for ₹120", "costing ₹35", "spent ₹40", "paid ₹60".
    // "spent ₹120 on a book and ₹35 on a pen": the verb said once carries the amounts after it.
    const carried = items.length > 0 && /\band\s*$/.test(x.before) && /^\s*on\b/.test(x.after);
    if (!carried && !/\b(?:for|costing|costs?|spent|spends|spend|paid|pays|pay|worth|of)\s*$/.test(x.before))
      return null;
    if (/^\s*(?:each|per)\b/.test(x.after)) return null;
    items.push({ value: x.value, text: rupee(x.value) });
  }
  if (items.length === 0 || (asksLeft && !hasStart) || (asksSpent && hasStart)) return null;
  const total = items.reduce((a, b) => a + b.value, 0);
  const start = first?.value ?? 0;
  if (asksLeft && total > start) return null;
  return {
    idea: asksLeft
      ? "The money left is what there was at first less everything spent."
      : "The money spent is the cost of every purchase added up (count × price each where things are bought at a price each).",
    givens: [
      ...(hasStart ? [{ role: "money at first", value: start, text: rupee(start) }] : []),
      ...items.map((it, i) => ({ role: `purchase ${i + 1}`, value: it.value, text: it.text })),
    ],
    unknowns: [{ name: "m", meaning: asksLeft ? "the money left" : "the money spent" }],
    equations: [
      asksLeft
        ? `m = ${start} - (${items.map((it) => it.value).join(" + ")})`
        : `m = ${items.map((it) => it.value).join(" + ")}`,
    ],
    target: "m",
    answer: rupee,
  };
}

const PRONOUN = `(?:he|she|they|i|we)`;
const MONEY = String.raw`₹\d+(?:\.\d+)?`;
const THING = String.raw`(?:(?:a|an|the|one|some)\s+)?[a-z]+(?:\s+[a-z]+)?`;
const SEP = String.raw`\s*[.,;]+\s*|\s+and\s+|\s*[.,;]+\s*and\s+`;

/**
 * The purse story accounted for word by word (issue 29): "<name> had ₹A. He spent ₹B on a book and
 * ₹C on a pen. How much money is left?" Every word of the question has a place in this closed
 * grammar: the one person (a name, then only pronouns or that name again), the money at first, each
 * amount spent or each thing bought for an amount, and the money left (or spent) asked of that person.
 * Only then is the shopping reading's answer checked; any other word (another person, "more", a
 * price "each", money coming in) leaves it unverified, as the cue-word reading is.
 */
export function shoppingAccounted(text: string): boolean {
  const t = text.trim().replace(/\s+/g, " ");
  const start = t.match(
    new RegExp(`^([a-z]+) (?:had|has|has got|had got) ${MONEY}(?: with (?:him|her|them))?(?:${SEP})`),
  );
  if (!start) return false;
  const name = start[1] as string;
  if (/^(?:he|she|they|it|there|a|an|the)$/.test(name)) return false;
  const who = `(?:${PRONOUN}|${name})`;
  const spend = `(?:(?:${who} )?(?:then )?(?:spent|spends|paid|pays|used|uses|gave the shopkeeper|paid the shopkeeper) ${MONEY}(?: on ${THING})?|(?:${who} )?(?:then )?(?:bought|buys|purchased) ${THING} (?:for|worth|costing) ${MONEY})`;
  const more = `(?:(?:${SEP})(?:${spend}|(?:on )?${MONEY} on ${THING}|${THING} for ${MONEY}))*`;
  const ask = `(?:how much (?:money )?(?:is|was|will be) (?:left|remaining)(?: with (?:him|her|them|me|us|${name}))?(?: now)?|how much (?:money )?(?:does|did|do|will) ${who} (?:have|has) (?:left|now)|how much (?:money )?(?:does|did|will) ${who} (?:have )?left)`;
  const whole = new RegExp(
    String.raw`^${start[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${spend}${more}(?:${SEP})?(?:so |then )?${ask}\s*[?.]?$`,
  );
  return whole.test(t);
}

function accountedOrUnverified(solver: Solver): Solver {
  return {
    ...solver,
    solve(q) {
      const out = solver.solve(q);
      return out ? { ...out, verified: out.verified && shoppingAccounted(q.text) } : null;
    },
  };
}

function frameSolver(id: string, read: (q: Question) => Frame | null): Solver {
  const solver: Solver = {
    id,
    topic: "problem-solving",
    solve(q: Question): SolverOutput | null {
      const frame = read(q);
      return frame ? solveFrame(q, frame, (v) => solver.solve(v)) : null;
    },
  };
  return solver;
}

/** Money situations read by roles: discounts and GST, depreciation and growth, run rates. */
export const MONEY_FRAME_SOLVERS: Solver[] = [
  frameSolver("reader-price", priceFrame),
  frameSolver("reader-compound-rate", compoundRateFrame),
  frameSolver("reader-run-rate", runRateFrame),
  frameSolver("reader-unitary", unitaryFrame),
  // Roles read from cue words ("had", "for", "each"), like the one-step stories: never marked checked.
  // …unless the purse story is accounted for word by word (`shoppingAccounted`).
  accountedOrUnverified(frameSolver("reader-shopping", shoppingFrame)),
];

export { frameSolver };
