import { display, explanation, type Step } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver, SolverOutput } from "../types";
import { rupees } from "./money";

const CP_CUE =
  /\b(?:cost price|c\.?\s?p\.?|bought|buys?|buying|purchased?|purchases|purchasing|costs?|costing)\b/;
const SP_CUE = /\b(?:selling price|sale price|s\.?\s?p\.?|sold|sells?|selling)\b/;
// Words a number can stand before without being a count of articles.
const NOT_ITEM = /^(?:for|at|is|are|was|were|and|each|per|rupees?|paise|years?|months?|days?|of|in|on|to)$/;
const singular = (w: string) => w.replace(/(?:es|s)$/, "");

interface Price {
  role: "cp" | "sp";
  value: number;
  /** How many articles the amount is for: a number, 1 for "each"/"a pen", null when not said. */
  count: number | null;
  item: string | null;
  /** "at 10 for ₹50": a rate, not a total for the articles bought. */
  rate: boolean;
  /** The count was written as a number (it is one of the question's numbers). */
  digits: boolean;
  /** "5 pens at ₹20 each": the number of articles a price of one is for. */
  of?: number;
  /** Written "at ₹24": often the price of one article, so it never silently takes another's count. */
  at?: boolean;
}

/** The articles an amount is for, read from the words between the previous amount and this one. */
function countOf(seg: string, tail: string, other: string | null): Omit<Price, "role" | "value"> | null {
  const rate = seg.match(/\bat (\d+) (?:([a-z]+) )?for\s*$/);
  if (rate) return { count: Number(rate[1]), item: rate[2] ?? null, rate: true, digits: true };
  const counts = [...seg.matchAll(/\b(\d+(?:\.\d+)?) ([a-z]+)\b/g)].filter(
    (m) => !NOT_ITEM.test(m[2] as string),
  );
  if (counts.length > 1) return null;
  const c = counts[0];
  const each = /^\s*(?:each|apiece|a piece|per piece|per ([a-z]+))\b/.exec(tail) ?? /\beach\b/.exec(seg);
  if (c) {
    // "5 pens at ₹20 each": a price of one article, stated for 5.
    if (each) return { count: 1, item: c[2] as string, rate: false, digits: true, of: Number(c[1]) };
    return { count: Number(c[1]), item: c[2] as string, rate: false, digits: true };
  }
  if (each) return { count: 1, item: each[1] ?? null, rate: false, digits: false };
  const one = [...seg.matchAll(/\b(?:a|an|one) ([a-z]+)\b/g)].find(
    (m) => other !== null && singular(m[1] as string) === singular(other),
  );
  if (one) return { count: 1, item: one[1] as string, rate: false, digits: false };
  return { count: null, item: null, rate: false, digits: false };
}

function reply(q: { seed: number; raw: string }, intro: string, steps: Step[], final: string): SolverOutput {
  return {
    explanation: explanation({ intro, steps, answer: `**${final}**` }),
    finalAnswer: final,
    similarQuestions: similar(q.seed, q.raw, (r) => {
      const n = r.pick([4, 5, 8, 10, 12]);
      const c = r.int(2, 20) * 5;
      const p = r.pick([10, 20, 25]);
      const item = r.pick(["pens", "notebooks", "pencils", "erasers"]);
      return `A shopkeeper buys ${n} ${item} for ₹${n * c} and sells them for ₹${(n * c * (100 + p)) / 100}. Find his gain percent.`;
    }),
    verified: true,
  };
}

/**
 * Cost and selling prices read as quantities with roles: "the cost price of 5 pens is ₹100 and they are
 * sold for ₹120", "buys 5 pens for ₹100 and sells each for ₹24", "bought a cycle for ₹1500". Every
 * amount must get one role and one count of articles (the same articles on both sides unless a count or
 * "each" says otherwise); then the gain or loss (amount or percent) follows, or a price from a percent.
 * A side asked that the numbers do not give, or counts that cannot be matched, is declined.
 */
export const costSellRolesSolver: Solver = {
  id: "cp-sp-roles",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    if (!/profit|loss|gain|cost|selling price|sold|sells?\b|bought|buys?\b|purchase/.test(t)) return null;
    if (
      /discount|marked|\bm\.?\s?p\b|list price|overhead|repair|transport|tax|gst|commission|dozen|score|gross|quintal|tonnes?|equal|same as|=/.test(
        t,
      )
    )
      return null;
    // A gain or loss "on the selling price" is another base; this reads percents of the cost price only.
    if (
      /(?:%|\bper ?cent|\bpercentage|\bprofit|\bgain|\bloss)\s+(?:[a-z]+\s+){0,3}?(?:on|of) (?:the |its )?(?:selling price|sale price|s\.?\s?p\b)/.test(
        t,
      )
    )
      return null;
    if (/\bper (?:annum|year|month|day)\b|\bp\.\s?a\b/.test(t)) return null;
    const asked = t.match(
      /\b(?:find|what is|what was|what will|calculate|determine|compute|how much)\b([^.?;₹]*)/,
    );
    // Hinglish puts the verb last ("munafa pratishat batao" is "profit % find"): the last sentence.
    const ask = /[a-z%]/.test(asked?.[1] ?? "")
      ? (asked?.[1] as string)
      : (t
          .split(/[.?;]/)
          .filter((s) => /\S/.test(s) && !/₹/.test(s))
          .pop() ?? "");
    if (!ask || /₹/.test(ask)) return null;
    const amounts = [...t.matchAll(/₹(\d+(?:\.\d+)?)/g)];
    if (amounts.length === 0 || amounts.length > 2) return null;
    const words = [...t.matchAll(/\b(\d+(?:\.\d+)?) ([a-z]+)\b/g)].find(
      (m) => !NOT_ITEM.test(m[2] as string),
    );
    const itemWord = words ? (words[2] as string) : null;
    const prices: Price[] = [];
    let from = 0;
    for (const a of amounts) {
      const at = a.index ?? 0;
      const seg = t.slice(from, at);
      const tail = t.slice(at + a[0].length, at + a[0].length + 20);
      // "₹20 each", "₹45 per kg" belong to this amount, never to the next one's words.
      from = at + a[0].length + (/^\s*(?:each|apiece|a piece|per [a-z]+)\b/.exec(tail)?.[0].length ?? 0);
      const isCp = CP_CUE.test(seg);
      const isSp = SP_CUE.test(seg);
      if (isCp === isSp) return null;
      const c = countOf(seg, tail, itemWord);
      if (!c) return null;
      prices.push({ role: isCp ? "cp" : "sp", value: Number(a[1]), ...c, at: /\bat\s*$/.test(seg) });
    }
    // A price of one article stated for n of them is the total for the n.
    const given: Step[] = [];
    for (const p of prices) {
      if (p.of === undefined) continue;
      given.push({
        title: `${p.role === "cp" ? "Cost" : "Selling"} price of the ${show(p.of)} ${p.item ?? "article"}`,
        body: display(`${show(p.value)} \\times ${show(p.of)} = ${show(p.value * p.of)}`),
      });
      p.value *= p.of;
      p.count = p.of;
    }
    // Every number of the question is an amount, a count or the one percentage.
    const pcts = [...t.matchAll(/(\d+(?:\.\d+)?)\s*%/g)];
    if (pcts.length > 1) return null;
    const askN = ask.match(/\b(?:of|on|for) (\d+) [a-z]+/);
    const used = prices.filter((p) => p.digits).length + amounts.length + pcts.length + (askN ? 1 : 0);
    if (q.numbers.length !== used) return null;
    const items = new Set(
      prices
        .map((p) => p.item)
        .filter((i): i is string => i !== null)
        .map(singular),
    );
    // "bought a book … sold a pen": the two prices must be of the same articles.
    for (const m of t.matchAll(
      /\b(?:bought|buys?|purchased?|sold|sells?|costing|cost price of|selling price of|cost of) (?:a|an|one|the|\d+(?:\.\d+)?) ([a-z]+)/g,
    ))
      items.add(singular(m[1] as string));
    items.delete("kg");
    if (items.size > 1 || /\bback\b/.test(t)) return null;
    const item = itemWord ? singular(itemWord) : "article";
    const cp = prices.find((p) => p.role === "cp");
    const sp = prices.find((p) => p.role === "sp");
    const wantsPct = /%|\bpercent|\bper cent|\bpercentage/.test(ask);
    const wantsGain = /\b(?:gain|profit)\b/.test(ask);
    const wantsLoss = /\bloss\b/.test(ask);
    // "Per pen", "of one pen", "on each": the ask is for one article; "of 10 pens" for ten.
    const askEach = /\b(?:each|per [a-z]+|(?:of|on|for) (?:one|a|an|1) [a-z]+)\b/.test(ask);
    if (/\d/.test(askN ? ask.replace(askN[0], "") : ask)) return null;

    if (cp && sp && pcts.length === 0) {
      if (cp.role === sp.role || (!wantsGain && !wantsLoss) || /\b(?:cost|selling) price\b/.test(ask))
        return null;
      // Prices of one article, or totals for the same articles.
      let n: number | null;
      let cpv: number;
      let spv: number;
      const steps: Step[] = [...given];
      if (cp.rate || sp.rate) {
        if (!cp.rate || !sp.rate || !wantsPct || cp.count === null || sp.count === null) return null;
        cpv = cp.value / cp.count;
        spv = sp.value / sp.count;
        n = 1;
        steps.push({
          title: `Prices of one ${item}`,
          body: `Cost price $${show(cp.value)} \\div ${show(cp.count)} = ${dec(cpv, 4)}$, selling price $${show(sp.value)} \\div ${show(sp.count)} = ${dec(spv, 4)}$.`,
        });
      } else if (cp.count === sp.count || cp.count === null || sp.count === null) {
        // "buys 5 pens for ₹100 and sells them at ₹24": ₹24 for each, or for the five? Not said.
        const bare = cp.count === null ? cp : sp.count === null ? sp : null;
        const other = bare === cp ? sp : cp;
        if (bare?.at && other.count !== null && other.count > 1) return null;
        // "buys pens for ₹100 and sells 5 pens for ₹120": how many were bought is not said. A price
        // without a count takes the other's only when it comes after it ("… and sells them for").
        if (bare && other.count !== null && other.count > 1 && prices.indexOf(bare) < prices.indexOf(other))
          return null;
        n = cp.count ?? sp.count;
        cpv = cp.value;
        spv = sp.value;
        steps.push({
          title:
            n !== null && n > 1 ? `Prices of the same ${show(n)} ${item}s` : "Cost price and selling price",
          body: `CP = ₹${show(cpv)}, SP = ₹${show(spv)}${n !== null && n > 1 ? `, both for ${show(n)} ${item}s` : ""}.`,
        });
      } else if (cp.count === 1 || sp.count === 1) {
        // One side per article ("each"), the other a total for n articles.
        n = (cp.count === 1 ? sp.count : cp.count) as number;
        cpv = cp.count === 1 ? cp.value * n : cp.value;
        spv = sp.count === 1 ? sp.value * n : sp.value;
        steps.push({
          title: `Prices of all ${show(n)} ${item}s`,
          body: `${cp.count === 1 ? `CP = $${show(cp.value)} \\times ${show(n)} = ${show(cpv)}$` : `CP = ₹${show(cpv)}`}, ${sp.count === 1 ? `SP = $${show(sp.value)} \\times ${show(n)} = ${show(spv)}$` : `SP = ₹${show(spv)}`}.`,
        });
      } else return null;
      const diff = spv - cpv;
      if (diff === 0 || cpv <= 0) return null;
      const gain = diff > 0;
      // A gain asked of a loss (or the other way round) is not answered with the wrong side.
      if ((wantsGain && !wantsLoss && !gain) || (wantsLoss && !wantsGain && gain)) return null;
      const side = gain ? "gain" : "loss";
      const Side = gain ? "Gain" : "Loss";
      const both = wantsGain && wantsLoss;
      steps.push({
        title: Side,
        body: `SP − CP = $${show(spv)} - ${show(cpv)} = ${dec(diff, 2)}$, so there is a **${side}** of ₹${dec(Math.abs(diff), 2)}.`,
      });
      if (wantsPct) {
        const p = (Math.abs(diff) / cpv) * 100;
        steps.push({
          title: `${Side} percent (on the cost price)`,
          body: display(`\\frac{${dec(Math.abs(diff), 2)}}{${dec(cpv, 2)}} \\times 100\\% = ${dec(p, 2)}\\%`),
        });
        const final = both ? `${side} of ${dec(p, 2)}%` : `${dec(p, 2)}%`;
        return reply(q, `${Side} percent is always worked on the **cost price**.`, steps, final);
      }
      // The amount: of all the articles priced, or of one when the ask says so.
      let amount = Math.abs(diff);
      if (askEach && n !== null && n > 1) {
        amount /= n;
        steps.push({
          title: `On one ${item}`,
          body: display(`${dec(Math.abs(diff), 2)} \\div ${show(n)} = ${dec(amount, 2)}`),
        });
      } else if (askEach && n === null) return null;
      if (askN && !askEach && Number(askN[1]) !== (n ?? -1)) return null;
      return reply(
        q,
        `The ${side} is the difference between selling price and cost price.`,
        steps,
        both ? `${side} of ${rupees(amount)}` : rupees(amount),
      );
    }

    // One price and a gain or loss percent: the other price.
    const price = cp ?? sp;
    if (!price || prices.length !== 1 || pcts.length !== 1 || price.rate) return null;
    const p = Number(pcts[0]?.[1]);
    const near = t.slice(Math.max(0, (pcts[0]?.index ?? 0) - 25), (pcts[0]?.index ?? 0) + 20);
    const g = /\b(?:gain|gains|gained|profit)\b/.test(near);
    const l = /\b(?:loss|loses|lost)\b/.test(near);
    if (g === l || wantsGain || wantsLoss || wantsPct) return null;
    const sign = g ? 1 : -1;
    const askSp = /\b(?:selling price|sale price|s\.?\s?p\b|sell)/.test(ask);
    const askCp = /\b(?:cost price|c\.?\s?p\b|cost\b|bought|buy|purchase)/.test(ask);
    if (askSp === askCp || (askSp && price.role !== "cp") || (askCp && price.role !== "sp")) return null;
    // The price asked is for the articles priced, one of them, or a count named in the ask.
    const n = price.count;
    let want = n;
    if (askEach) want = 1;
    else if (askN) want = Number(askN[1]);
    if (want !== n && (n === null || want === null)) return null;
    const per = price.value / (n ?? 1);
    const base = (want ?? 1) === (n ?? 1) ? price.value : per * (want ?? 1);
    const steps: Step[] = [...given];
    if (price.digits) {
      steps.push({
        title: "What is given",
        body: `The ${price.role === "cp" ? "cost" : "selling"} price of ${show(n ?? 1)} ${item}s is ₹${show(price.value)}.`,
      });
    }
    if (base !== price.value) {
      steps.push({
        title: `${price.role === "cp" ? "Cost" : "Selling"} price of ${want === 1 ? `one ${item}` : `${show(want ?? 1)} ${item}s`}`,
        body: display(
          `\\frac{${show(price.value)}}{${show(n ?? 1)}} \\times ${show(want ?? 1)} = ${dec(base, 2)}`,
        ),
      });
    }
    const factor = 100 + sign * p;
    if (factor <= 0) return null;
    const ans = price.role === "cp" ? (base * factor) / 100 : (base * 100) / factor;
    steps.push({
      title: price.role === "cp" ? "Selling price" : "Cost price",
      body:
        price.role === "cp"
          ? display(`\\text{SP} = ${dec(base, 2)} \\times \\frac{${show(factor)}}{100} = ${dec(ans, 2)}`)
          : display(`\\text{CP} = \\frac{${dec(base, 2)} \\times 100}{${show(factor)}} = ${dec(ans, 2)}`),
    });
    return reply(
      q,
      `A ${g ? "gain" : "loss"} of ${show(p)}% makes the selling price $100 ${g ? "+" : "-"} ${show(p)} = ${show(factor)}\\%$ of the cost price.`,
      steps,
      rupees(ans),
    );
  },
};
