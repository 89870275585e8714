import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

const N = String.raw`(-?\d+(?:\.\d+)?)`;
const END = String.raw`\s*[?.]?$`;

/**
 * Two numbers, what they make together, and one of them: "the sum of two numbers is 50; one of them is
 * 18, find the other", "the product of two numbers is 96 and one number is 8", "the difference of two
 * numbers is 12 and the larger is 30: find the smaller". The other is found by the inverse operation
 * and put back as the check.
 */
export const twoNumbersSolver: Solver = {
  id: "two-numbers-one-given",
  topic: "problem-solving",
  solve(q) {
    const t = q.text
      .replace(/[,;:]/g, ".")
      .replace(/\s*\.\s*/g, ". ")
      .trim();
    const m = t.match(
      new RegExp(
        String.raw`^(?:if\s+)?(?:the\s+)?(sum|product|difference) of (?:2|the) numbers is ${N}\.? (?:and |if |while )?(?:(?:1|one) of them|(?:1|one) number|the (larger|greater|bigger|smaller|lesser)(?: one| 1| number)?)\s*is ${N}\.? (?:find|what is|what's) the (other|larger|greater|bigger|smaller|lesser)(?: one| 1| number)?${END}`,
      ),
    );
    if (!m) return null;
    const op = m[1] as "sum" | "product" | "difference";
    const total = Number(m[2]);
    const givenRole = m[3];
    const one = Number(m[4]);
    const asked = m[5] as string;
    let other: number;
    let body: string;
    let check: string;
    if (op === "sum") {
      if (givenRole || asked !== "other") return null;
      other = total - one;
      body = display(
        `\\text{other} = ${show(total)} - ${one < 0 ? `(${show(one)})` : show(one)} = ${show(other)}`,
      );
      check = `${show(one)} + ${other < 0 ? `(${show(other)})` : show(other)} = ${show(one + other)}`;
    } else if (op === "product") {
      if (givenRole || asked !== "other" || one === 0) return null;
      other = total / one;
      body = display(`\\text{other} = \\frac{${show(total)}}{${show(one)}} = ${dec(other, 4)}`);
      check = `${show(one)} \\times ${dec(other, 4)} = ${dec(one * other, 4)}`;
    } else {
      // A difference names which one is given: the larger, then the smaller is asked, or the other way.
      const larger = /^(?:larger|greater|bigger)$/;
      if (!givenRole || total < 0) return null;
      const givenLarge = larger.test(givenRole);
      const askedLarge = larger.test(asked);
      if (asked === "other" ? false : givenLarge === askedLarge) return null;
      other = givenLarge ? one - total : one + total;
      body = display(
        `${givenLarge ? `\\text{smaller} = ${show(one)} - ${show(total)}` : `\\text{larger} = ${show(one)} + ${show(total)}`} = ${show(other)}`,
      );
      check = `${givenLarge ? `${show(one)} - ${show(other)}` : `${show(other)} - ${show(one)}`} = ${show(total)}`;
    }
    const what = op === "sum" ? "sum" : op === "product" ? "product" : "difference";
    return {
      explanation: explanation({
        intro: `Two numbers have ${what} $${show(total)}$, and one of them is $${show(one)}$.`,
        steps: [
          { title: `Undo the ${what}`, body },
          { title: "Check", body: display(check) },
        ],
        answer: `The ${asked === "other" ? "other" : asked} number is **${dec(other, 4)}**.`,
      }),
      finalAnswer: dec(other, 4),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a = r.int(10, 90);
        const b = r.int(2, 60);
        return `The sum of two numbers is ${a + b}. One of them is ${a}. Find the other.`;
      }),
      verified: true,
    };
  },
};
