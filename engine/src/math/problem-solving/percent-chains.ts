import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { numbersIn } from "../reading-check";
import { similar } from "../rng";
import type { Solver } from "../types";
import { rupees } from "./money";

const UP = /\b(?:increas\w*|rises?|rose|risen|raised|goes up|went up|grows?|grew|appreciat\w*|hiked?|up)\b/g;
const DOWN =
  /\b(?:decreas\w*|falls?|fell|fallen|drops?|dropped|reduc\w*|discounts?|declin\w*|depreciat\w*|cuts?|lowered|down)\b/g;

/** The last direction word of a stretch of text: +1 for a rise, -1 for a fall, 0 for none. */
function lastDirection(text: string): { sign: number; word: string } {
  const marks = [
    ...[...text.matchAll(UP)].map((m) => ({ at: m.index ?? 0, sign: 1, word: m[0] })),
    ...[...text.matchAll(DOWN)].map((m) => ({ at: m.index ?? 0, sign: -1, word: m[0] })),
  ].sort((a, b) => a.at - b.at);
  return marks.at(-1) ?? { sign: 0, word: "" };
}

/**
 * Successive percentage changes ("rises 10% then falls 10%", "successive discounts of 10% and 5%",
 * "increases by 10% in the first year and by 20% in the second"): each change, in order, with its own
 * direction (a change without a verb keeps the one before), multiplies the value by (1 ± p/100). The
 * answer is the final value when a starting value is given and a value is asked, or the net change.
 */
export const percentChainSolver: Solver = {
  id: "percent-chain",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    if (
      !/\bthen\b|\bsuccessive\w*|\bfollowed by\b|\bafter that\b|\bagain\b|\bsecond year\b|\bnext year\b/.test(
        t,
      )
    )
      return null;
    if (
      /\binterest\b|\bcompound\b|\bprofit\b|\bloss\b|\bgain\b|\bgst\b|\btax\b|\bper annum\b|%\s*of\b/.test(t)
    )
      return null;
    // What is asked: after "find"/"what is", or before them when Hinglish puts them last ("net change batao").
    const asked =
      t.match(/\b(?:find|what is|what will be|what was|calculate|determine)\b([^.?;]*)/)?.[1]?.trim() ||
      t.match(/([^.?;,]*)\b(?:find|what is|how much is)\s*[?.]?$/)?.[1] ||
      // Typed with no asking verb: "… and then by 5% new salary".
      t.match(
        /\b((?:the |its |his |her )?(?:new|final|resulting) (?:price|value|salary|population|amount|cost|income|bill))\s*[?.]?$/,
      )?.[1] ||
      "";
    const ask = asked.split(/\b(?:if|when|given)\b/)[0] ?? "";
    if (ask === "" || /\boriginal\b|\binitial\b|\bbefore\b|\bmarked\b|\bcost price\b|\bby what\b/.test(ask))
      return null;
    const changes: { p: number; sign: number; word: string }[] = [];
    let from = 0;
    let previous = 0;
    for (const m of t.matchAll(/(\d+(?:\.\d+)?)\s*%/g)) {
      const before = lastDirection(t.slice(from, m.index));
      const end = (m.index ?? 0) + m[0].length;
      // "a 10% increase", Hinglish "10% badhta hai": the direction just after the percentage, used up.
      const next = t.slice(end).match(/^\s*(?:an? )?([a-z]+)/);
      const after = next ? lastDirection(next[1]) : { sign: 0, word: "" };
      if (before.sign !== 0 && after.sign !== 0 && before.sign !== after.sign) return null;
      const dir = after.sign !== 0 ? after : before;
      const sign = dir.sign || previous;
      if (sign === 0) return null;
      changes.push({ p: Number(m[1]), sign, word: dir.word || changes.at(-1)?.word || "" });
      previous = sign;
      from = after.sign !== 0 && next ? end + next[0].length : end;
    }
    // Anything after the last change that turns it ("… and then decreased") has no number: not read.
    // (The ask's own words, "find the total increase percent", turn nothing.)
    const beforeAsk =
      t.slice(from).split(/\b(?:find|what is|what will be|what was|calculate|determine)\b/)[0] ?? "";
    if (changes.length < 2 || lastDirection(beforeAsk).sign !== 0) return null;
    if (changes.some((c) => c.sign < 0 && c.p > 100)) return null;
    const rest = t.replace(/\d+(?:\.\d+)?\s*%/g, " ");
    const years = rest.match(/\b(?:after|in) (\d+) years?\b/);
    const dismissed = years && Number(years[1]) === changes.length ? [Number(years[1])] : [];
    const others = numbersIn(rest).filter((n) => !dismissed.includes(n));
    if (others.length > 1) return null;
    const base = others[0];
    const factor = changes.reduce((f, c) => f * (1 + (c.sign * c.p) / 100), 1);
    const net = (factor - 1) * 100;
    const money = /₹|\brupees\b|\bprice\b|\bcost\b|\bsalary\b|\bincome\b|\bbill\b/.test(t);
    const valueAsked =
      /\b(?:final|new|resulting|selling|present|reduced|changed) (?:price|value|salary|population|amount|cost|income|bill)\b|\b(?:price|value|salary|population|amount|cost|income|bill)(?: now| after)\b|^\s*(?:the|its|his|her) (?:price|value|salary|population|income)\b/.test(
        ask,
      );
    const netAsked =
      /\bnet\b|\boverall\b|\beffective\b|\bequivalent\b|\bsingle discount\b|\bpercent\w* (?:change|increase|decrease)\b|\bchange\b|\btotal (?:increase|decrease)\b|\b(?:increase|decrease) (?:percent|%)/.test(
        ask,
      );
    const single = /\bsingle discount\b|\bequivalent\b/.test(ask);
    if (valueAsked === netAsked) return null;
    if (valueAsked && base === undefined) return null;
    const steps = changes.map((c, i) => ({
      title: `Change ${i + 1}: ${c.sign > 0 ? "an increase" : `a ${c.word === "discount" || c.word === "discounts" ? "discount" : "decrease"}`} of ${show(c.p)}%`,
      body: `Multiply by $${c.sign > 0 ? "1 +" : "1 -"} \\frac{${show(c.p)}}{100} = ${show(1 + (c.sign * c.p) / 100)}$.`,
    }));
    const product = changes.map((c) => show(1 + (c.sign * c.p) / 100)).join(" \\times ");
    steps.push({
      title: "All the changes together",
      body: display(`${product} = ${show(Math.round(factor * 1e8) / 1e8)}`),
    });
    let answer: string;
    let final: string;
    if (valueAsked && base !== undefined) {
      const value = base * factor;
      const fmt = (v: number) => (money ? rupees(v) : dec(v, 2));
      steps.push({
        title: "Apply them to the starting value",
        body: display(`${show(base)} \\times ${show(Math.round(factor * 1e8) / 1e8)} = ${dec(value, 2)}`),
      });
      answer = `The final value is **${fmt(value)}**.`;
      final = fmt(value);
    } else if (single) {
      if (changes.some((c) => c.sign > 0)) return null;
      steps.push({
        title: "The single discount",
        body: display(`(1 - ${show(Math.round(factor * 1e8) / 1e8)}) \\times 100\\% = ${dec(-net, 2)}\\%`),
      });
      answer = `A single discount of **${dec(-net, 2)}%** does the same.`;
      final = `${dec(-net, 2)}%`;
    } else {
      const size = dec(Math.abs(net), 2);
      steps.push({
        title: "The net change",
        body: display(`(${show(Math.round(factor * 1e8) / 1e8)} - 1) \\times 100\\% = ${dec(net, 2)}\\%`),
      });
      answer =
        Math.abs(net) < 1e-9
          ? "There is **no net change** (0%)."
          : `A net **${net > 0 ? "increase" : "decrease"} of ${size}%**.`;
      final =
        Math.abs(net) < 1e-9
          ? "0%"
          : `${net > 0 ? "" : "-"}${size}% (net ${net > 0 ? "increase" : "decrease"})`;
    }
    return {
      explanation: explanation({
        intro:
          "Successive percentage changes multiply: each one acts on the value left by the one before, so the percentages are **not** simply added.",
        steps,
        answer,
      }),
      finalAnswer: final,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a = r.pick([10, 20, 25, 30]);
        const b = r.pick([5, 10, 15, 20]);
        return `The price of a bag is ₹${r.int(4, 20) * 100}. It is increased by ${a}% and then decreased by ${b}%. Find the final price.`;
      }),
      dismissed,
      verified: true,
    };
  },
};
