import { display, explanation } from "../explain";
import { similar } from "../rng";
import type { Solver } from "../types";

const VALUE = String.raw`(-?\d+(?:\.\d+)?(?:\s*/\s*\d+)?%?)`;

/** A fraction, a decimal or a percentage as written, with its value. */
function readValue(s: string): { text: string; v: number; n?: number; d?: number } | null {
  const t = s.replace(/\s+/g, "");
  const frac = t.match(/^(-?\d+)\/(\d+)$/);
  if (frac) {
    const d = Number(frac[2]);
    return d === 0 ? null : { text: t, v: Number(frac[1]) / d, n: Number(frac[1]), d };
  }
  if (/%$/.test(t)) return { text: t, v: Number(t.slice(0, -1)) / 100 };
  const v = Number(t);
  return Number.isFinite(v) ? { text: t, v } : null;
}

/**
 * Two numbers compared (class 5–7): "which is greater, 3/5 or 4/7?", "compare 0.7 and 0.65". Fractions
 * are compared by cross-multiplying (the check is the decimals); the one asked for is the answer, or
 * the relation when only a comparison is asked.
 */
export const compareSolver: Solver = {
  id: "compare",
  topic: "arithmetic",
  solve(q) {
    const t = q.text
      .replace(/\s+/g, " ")
      .replace(/[?.]\s*$/, "")
      .trim();
    const which = t.match(
      new RegExp(
        String.raw`^(?:find )?which (?:one )?(?:is|of these is|number is) (greater|larger|bigger|more|smaller|less|lesser)(?: of the 2| of these)?,?\s*:?\s*${VALUE} or ${VALUE}$|^(?:find )?which is (greater|larger|bigger|more|smaller|less|lesser),? ${VALUE} or ${VALUE}$`,
      ),
    );
    const compare = t.match(new RegExp(String.raw`^compare ${VALUE} and ${VALUE}$`));
    const m = which ?? compare;
    if (!m) return null;
    const word = which ? (which[1] ?? which[4]) : undefined;
    const a = readValue((which ? (which[2] ?? which[5]) : compare?.[1]) as string);
    const b = readValue((which ? (which[3] ?? which[6]) : compare?.[2]) as string);
    if (!a || !b) return null;
    const cross = a.n !== undefined && b.n !== undefined && a.d !== undefined && b.d !== undefined;
    const left = cross ? (a.n as number) * (b.d as number) : a.v;
    const right = cross ? (b.n as number) * (a.d as number) : b.v;
    // Check: the cross products and the decimals agree on the order.
    if (Math.sign(left - right) !== Math.sign(a.v - b.v)) return null;
    const rel = left > right ? ">" : left < right ? "<" : "=";
    const steps = [
      cross
        ? {
            title: "Cross-multiply",
            body: display(
              `${a.n} \\times ${b.d} = ${left}, \\quad ${b.n} \\times ${a.d} = ${right}, \\text{ so } \\frac{${a.n}}{${a.d}} ${rel} \\frac{${b.n}}{${b.d}}`,
            ),
          }
        : {
            title: "Compare the values",
            body: display(
              `${a.text.replace("%", "\\%")} = ${a.v}, \\quad ${b.text.replace("%", "\\%")} = ${b.v}`,
            ),
          },
      {
        title: "Check with decimals",
        body: `$${a.text} ≈ ${a.v.toFixed(4)}$ and $${b.text} ≈ ${b.v.toFixed(4)}$.`,
      },
    ];
    let finalAnswer: string;
    if (word) {
      if (rel === "=") finalAnswer = `they are equal`;
      else {
        const wantGreater = /^(?:greater|larger|bigger|more)$/.test(word);
        finalAnswer = (wantGreater === (rel === ">") ? a : b).text;
      }
    } else finalAnswer = `${a.text} ${rel} ${b.text}`;
    return {
      explanation: explanation({
        intro: `We compare ${a.text} and ${b.text}${word ? ` to find the ${word} one` : ""}.`,
        steps,
        answer: `**${finalAnswer}**`,
      }),
      finalAnswer,
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) => `Which is greater, ${r.int(1, 4)}/${r.int(5, 9)} or ${r.int(1, 4)}/${r.int(5, 9)}?`,
      ),
      verified: true,
    };
  },
};
