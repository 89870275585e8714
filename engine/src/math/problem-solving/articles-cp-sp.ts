import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

const PRICE = String.raw`(cost price|c\.?\s?p\.?|selling price|s\.?\s?p\.?)`;
const cost = (w: string) => /^c/.test(w);

/**
 * "The cost price of 12 articles equals the selling price of 10": one article sells for 12/10 of its
 * cost, so the gain is (12 - 10)/10 = 20% of the cost. Reversed (CP of 10 = SP of 12) it is a loss of
 * 2/12 = 16.67%. A side asked that the numbers do not give (a gain when there is a loss) is declined.
 */
export const articlesCostSellSolver: Solver = {
  id: "articles-cp-sp",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    const m = t.match(
      new RegExp(
        String.raw`\b${PRICE} of (\d+) ([a-z]+)\b[^.?;]*?(?:\b(?:equals?|equal to|is equal to|is the same as|same as)\b|=)\s*(?:to )?(?:the )?${PRICE} of (\d+)\b`,
      ),
    );
    // "sells 10 articles at the cost price of 12": the selling price of 10 is the cost price of 12.
    const sells = t.match(/\bsells? (\d+) ([a-z]+) (?:at|for) (?:the )?(cost price|c\.?\s?p\.?) of (\d+)\b/);
    if (!m && !sells) return null;
    if (m && cost(m[1]) === cost(m[4])) return null;
    const [x, y] = m
      ? cost(m[1])
        ? [Number(m[2]), Number(m[5])]
        : [Number(m[5]), Number(m[2])]
      : [Number(sells?.[4]), Number(sells?.[1])];
    if (x <= 0 || y <= 0 || x === y) return null;
    const ask = t.match(/\b(?:find|what is|calculate|determine)\b([^.?;]*)/)?.[1] ?? t;
    const wantsGain = /\b(?:gain|profit)\b/.test(ask);
    const wantsLoss = /\bloss\b/.test(ask);
    // Only the gain or loss percent follows from the counts; a price asked needs a price given.
    if ((!wantsGain && !wantsLoss) || !/%|\bpercent|\bper cent/.test(ask)) return null;
    const gain = x > y;
    if ((wantsGain && !wantsLoss && !gain) || (wantsLoss && !wantsGain && gain)) return null;
    const pct = (Math.abs(x - y) / y) * 100;
    const side = gain ? "gain" : "loss";
    const item = m ? m[3] : (sells?.[2] ?? "article");
    return {
      explanation: explanation({
        intro: `Let the cost price of one ${item.replace(/s$/, "")} be ₹1. Then ${show(x)} cost ₹${show(x)}, and that is the selling price of ${show(y)}.`,
        steps: [
          {
            title: "Cost and selling price of the same articles",
            body: `On ${show(y)} articles: cost price ₹${show(y)}, selling price ₹${show(x)}, so there is a ${side} of ₹${show(Math.abs(x - y))}.`,
          },
          {
            title: `${side === "gain" ? "Gain" : "Loss"} percent`,
            body: display(`\\frac{${show(Math.abs(x - y))}}{${show(y)}} \\times 100\\% = ${dec(pct, 2)}\\%`),
          },
        ],
        answer: `There is a **${side}** of **${dec(pct, 2)}%**.`,
      }),
      finalAnswer: wantsGain !== wantsLoss ? `${dec(pct, 2)}%` : `${side} of ${dec(pct, 2)}%`,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const b = r.pick([8, 10, 12, 15, 16, 20]);
        return `The cost price of ${b + r.int(1, 4)} pens is equal to the selling price of ${b} pens. Find the gain percent.`;
      }),
      verified: true,
    };
  },
};
