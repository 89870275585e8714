import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

/**
 * The mean, third and fourth proportionals (class 8 and ICSE ratio and proportion):
 * a : x = x : b gives x = √(ab); a : b = b : x gives x = b²/a; a : b = c : x gives x = bc/a.
 * The answer is checked by putting it back into the proportion (the two ratios are equal).
 */
export const proportionalSolver: Solver = {
  id: "proportionals",
  topic: "problem-solving",
  solve(q) {
    const t = q.text.replace(/[.?!]+\s*$/, "").trim();
    const m = t.match(PROPORTIONAL);
    if (!m) return null;
    const kind = m[1] as "mean" | "third" | "fourth";
    const nums = (m[2]?.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    if (nums.length !== (kind === "fourth" ? 3 : 2) || nums.some((v) => !(v > 0))) return null;
    const [a, b, c] = nums as [number, number, number];
    const x = kind === "mean" ? Math.sqrt(a * b) : kind === "third" ? (b * b) / a : (b * c) / a;
    // The proportion p : r = s : u, checked by cross-multiplying.
    const [p, r, s, u] = kind === "mean" ? [a, x, x, b] : kind === "third" ? [a, b, b, x] : [a, b, c, x];
    if (Math.abs(p * u - r * s) > 1e-9 * Math.max(1, p * u)) return null;
    const exact = Math.abs(x - Math.round(x * 100) / 100) < 1e-9;
    const value = exact ? show(Math.round(x * 100) / 100) : dec(x, 2);
    const setUp =
      kind === "mean"
        ? `${show(a)} : x = x : ${show(b)} \\;\\Rightarrow\\; x^{2} = ${show(a)} \\times ${show(b)} = ${show(a * b)}`
        : kind === "third"
          ? `${show(a)} : ${show(b)} = ${show(b)} : x \\;\\Rightarrow\\; x = \\frac{${show(b)}^{2}}{${show(a)}}`
          : `${show(a)} : ${show(b)} = ${show(c)} : x \\;\\Rightarrow\\; x = \\frac{${show(b)} \\times ${show(c)}}{${show(a)}}`;
    return {
      explanation: explanation({
        intro:
          kind === "mean"
            ? `The mean proportional $x$ of ${show(a)} and ${show(b)} sits between them: $${show(a)} : x = x : ${show(b)}$.`
            : kind === "third"
              ? `The third proportional $x$ to ${show(a)} and ${show(b)} continues the proportion: $${show(a)} : ${show(b)} = ${show(b)} : x$.`
              : `The fourth proportional $x$ to ${show(a)}, ${show(b)} and ${show(c)} completes $${show(a)} : ${show(b)} = ${show(c)} : x$.`,
        steps: [
          { title: "Set up the proportion", body: display(setUp) },
          {
            title: "Work it out",
            body: display(`x = ${kind === "mean" ? `\\sqrt{${show(a * b)}} = ` : ""}${value}`),
          },
        ],
        answer: `The ${kind} proportional is **${value}**.`,
      }),
      finalAnswer: value,
      similarQuestions: similar(q.seed, q.raw, (g) => {
        const u = g.int(2, 6);
        return kind === "mean"
          ? `Find the mean proportional between ${u} and ${u * g.pick([4, 9, 16])}.`
          : kind === "third"
            ? `Find the third proportional to ${u} and ${u * g.int(2, 4)}.`
            : `Find the fourth proportional to ${u}, ${u * g.int(2, 5)} and ${g.int(3, 12)}.`;
      }),
      verified: true,
    };
  },
};

const PROPORTIONAL =
  /^(?:find|calculate|determine|what is|work out)?\s*(?:the\s+)?(mean|third|fourth)\s+proportional\s+(?:between|of|to|for)\s+((?:-?\d+(?:\.\d+)?)(?:\s*,\s*-?\d+(?:\.\d+)?)*(?:\s*,?\s*and\s+-?\d+(?:\.\d+)?)?)$/;
