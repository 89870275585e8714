import { display, explanation, type Step } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver, SolverOutput } from "../types";
import { amountAfter, percentAfter, rupees } from "./money";

const CP =
  "cost price|c\\.p\\.|cp|costing|bought (?:it |an? [a-z]+ )?for|buys (?:a [a-z]+ |an? [a-z]+ |it )?(?:for|at)|purchased (?:[a-z ]+)?for|costs?";
const SP =
  "selling price|s\\.p\\.|sp|sold (?:it |the [a-z]+ )?(?:for|at)|sells (?:it |the [a-z]+ )?(?:for|at)|selling (?:it|an? [a-z]+) (?:for|at)";
const MP = "marked price|marked at|m\\.p\\.|list price|labelled at|priced at|marked";

function out(
  q: { seed: number; raw: string },
  intro: string,
  steps: Step[],
  final: string,
  kind: string,
): SolverOutput {
  return {
    explanation: explanation({ intro, steps, answer: `**${final}**` }),
    finalAnswer: final,
    similarQuestions: similar(q.seed, q.raw, (r) => {
      const cp = r.int(4, 40) * 50;
      const p = r.pick([5, 10, 12, 15, 20, 25]);
      if (kind === "discount")
        return `A ${r.pick(["shirt", "watch", "bag", "pair of shoes"])} marked at ₹${cp} is sold at a discount of ${p}%. Find the selling price.`;
      if (kind === "cp")
        return `By selling an article for ₹${(cp * (100 + p)) / 100}, a shopkeeper gains ${p}%. Find the cost price.`;
      if (kind === "sp") return `A book costing ₹${cp} is sold at a profit of ${p}%. Find the selling price.`;
      const gain = r.next() < 0.5;
      return `A shopkeeper buys a ${r.pick(["radio", "fan", "chair", "lamp"])} for ₹${cp} and sells it for ₹${(cp * (100 + (gain ? p : -p))) / 100}. Find his ${gain ? "profit" : "loss"} percent.`;
    }),
    verified: true,
  };
}

/** Profit and loss (on cost price), selling price or cost price from a percentage, discounts on marked price. */
export const profitLossSolver: Solver = {
  id: "profit-loss-discount",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    if (!/profit|loss|gain|discount|cost price|selling price|marked|sold|sells|bought|buys/.test(t))
      return null;
    // "The cost price of 10 articles": a count of articles, never a price of ₹10.
    if (
      /\b(?:cost|selling|sale|marked) price of \d+(?:\.\d+)? (?!rupees\b|rs\b|paise\b)[a-z]+|\bcost of \d+(?:\.\d+)? (?!rupees\b|rs\b|paise\b)[a-z]+|\b(?:c\.?p|s\.?p)\.? of \d+ (?!rupees\b|rs\b|paise\b)[a-z]+/.test(
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
    const mp = amountAfter(t, MP);
    const disc = percentAfter(t, "discount of|discount|rebate of|off");
    const markup = t.match(
      /marks? (?:his |the |its )?(?:goods|price|articles?)? ?(\d+(?:\.\d+)?)\s*% (?:above|more than)/,
    );
    if (markup && disc !== null) {
      const m = Number(markup[1]);
      const factor = (1 + m / 100) * (1 - disc / 100);
      const p = (factor - 1) * 100;
      return out(
        q,
        "Take the cost price as ₹100 — percentages then read off directly.",
        [
          {
            title: "Marked price",
            body: `Marked ${show(m)}% above cost: $100 + ${show(m)} = ${show(100 + m)}$.`,
          },
          {
            title: "Selling price after discount",
            body: `A ${show(disc)}% discount leaves $100 - ${show(disc)} = ${show(100 - disc)}$% of the marked price:${display(
              `${show(100 + m)} \\times \\frac{${show(100 - disc)}}{100} = ${dec(100 * factor, 2)}`,
            )}`,
          },
          {
            title: p >= 0 ? "Profit percent" : "Loss percent",
            body: `On a cost of 100 the ${p >= 0 ? "profit" : "loss"} is $${dec(Math.abs(p), 2)}$, so it is ${dec(Math.abs(p), 2)}%.`,
          },
        ],
        `${dec(Math.abs(p), 2)}%`,
        "pl",
      );
    }
    if (
      mp !== null &&
      disc !== null &&
      /selling price|sale price|pay|find the price|amount paid|cost to|how much/.test(t)
    ) {
      const sp = mp * (1 - disc / 100);
      return out(
        q,
        "A discount is always a percentage of the **marked price**.",
        [
          {
            title: "Find the discount",
            body: display(`\\frac{${show(disc)}}{100} \\times ${show(mp)} = ${dec((mp * disc) / 100, 2)}`),
          },
          {
            title: "Subtract from the marked price",
            body: display(`${show(mp)} - ${dec((mp * disc) / 100, 2)} = ${dec(sp, 2)}`),
          },
        ],
        rupees(sp),
        "discount",
      );
    }
    const sp = amountAfter(t, SP);
    if (mp !== null && sp !== null && /discount/.test(t)) {
      const d = ((mp - sp) / mp) * 100;
      return out(
        q,
        "Discount percent is calculated on the marked price.",
        [
          { title: "Discount", body: display(`${show(mp)} - ${show(sp)} = ${show(mp - sp)}`) },
          {
            title: "As a percentage of the marked price",
            body: display(`\\frac{${show(mp - sp)}}{${show(mp)}} \\times 100\\% = ${dec(d, 2)}\\%`),
          },
        ],
        `${dec(d, 2)}%`,
        "discount",
      );
    }
    const cp = amountAfter(t, CP);
    const gainPct = percentAfter(t, "profit of|gain of|gains|profit|gain");
    const lossPct = percentAfter(t, "loss of|loses|loss");
    const pct = gainPct ?? lossPct;
    const sign = gainPct !== null ? 1 : -1;
    // Only a percent is worked here: "find his loss" asks an amount in rupees, not 20%.
    if (cp !== null && sp !== null && cp > 0 && /%|\bper ?cent|\bpercentage/.test(t)) {
      const diff = sp - cp;
      const p = (Math.abs(diff) / cp) * 100;
      const word = diff >= 0 ? "profit" : "loss";
      return out(
        q,
        "Profit or loss percent is always calculated on the **cost price**.",
        [
          {
            title: `Find the ${word}`,
            body: `SP − CP = $${show(sp)} - ${show(cp)} = ${show(diff)}$, so there is a **${word}** of ₹${show(Math.abs(diff))}.`,
          },
          {
            title: `${word === "profit" ? "Profit" : "Loss"} percent`,
            body: display(`\\frac{${show(Math.abs(diff))}}{${show(cp)}} \\times 100\\% = ${dec(p, 2)}\\%`),
          },
        ],
        `${dec(p, 2)}%`,
        "pl",
      );
    }
    // What is asked is read in the ask, not the story: "sells it at a loss of 12%. Find the loss" asks
    // the loss in rupees, not the selling price the story's "sells" names.
    const ask =
      t.match(/\b(?:find|what is|what was|what will be|how much|calculate|determine)\b([^.?;]*)/)?.[1] ?? t;
    if (
      cp !== null &&
      pct !== null &&
      /\b(?:profit|gain|loss)\b/.test(ask) &&
      !/%|\bper ?cent|\bpercentage|\bselling|\bcost\b|\bprice\b/.test(ask)
    ) {
      const amount = (cp * pct) / 100;
      const word = sign > 0 ? "profit" : "loss";
      return out(
        q,
        `A ${word} of ${show(pct)}% is ${show(pct)}% of the cost price.`,
        [
          {
            title: word === "profit" ? "Profit" : "Loss",
            body: display(`\\frac{${show(pct)}}{100} \\times ${show(cp)} = ${dec(amount, 2)}`),
          },
        ],
        rupees(amount),
        "pl",
      );
    }
    if (cp !== null && pct !== null && /selling price|sell|find the sp|at what price|\bsp\b/.test(ask)) {
      const s = cp * (1 + (sign * pct) / 100);
      return out(
        q,
        `A ${sign > 0 ? "profit" : "loss"} of ${show(pct)}% means SP is $${100 + sign * pct}\\%$ of CP.`,
        [
          {
            title: "Selling price",
            body: display(
              `\\text{SP} = ${show(cp)} \\times \\frac{${show(100 + sign * pct)}}{100} = ${dec(s, 2)}`,
            ),
          },
        ],
        rupees(s),
        "sp",
      );
    }
    if (sp !== null && pct !== null && /cost price|cost of|find the cp|\bcp\b|bought|buy/.test(ask)) {
      const c = sp / (1 + (sign * pct) / 100);
      return out(
        q,
        `A ${sign > 0 ? "gain" : "loss"} of ${show(pct)}% makes the selling price $100 ${sign > 0 ? "+" : "-"} ${show(pct)} = ${100 + sign * pct}\\%$ of the cost price, so we divide.`,
        [
          {
            title: "Cost price",
            body: display(
              `\\text{CP} = \\frac{${show(sp)} \\times 100}{${show(100 + sign * pct)}} = ${dec(c, 2)}`,
            ),
          },
        ],
        rupees(c),
        "cp",
      );
    }
    return null;
  },
};
