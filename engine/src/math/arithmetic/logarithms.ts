import { display, explanation } from "../explain";
import { fracPlain, fracTex, ratio, toRatio } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

/**
 * "log₂ 64", "log base 2 of 64", "log_3 81", "log 1000" (base 10, the school convention; "ln" is
 * base e and left to the calculus pages): answered only when the value is exact, a whole number or
 * a simple fraction p/q with base^(p/q) = the number, which is also the check. "log 7" (1.845…)
 * is a table value, not a worked answer, and declines.
 */
export const logarithmSolver: Solver = {
  id: "logarithm",
  topic: "arithmetic",
  solve(q) {
    const t = q.text
      .replace(/[.?!]+\s*$/, "")
      .replace(/[₀-₉]+/g, (d) => `_${[...d].map((c) => c.charCodeAt(0) - 0x2080).join("")} `)
      .trim();
    const m = t.match(LOG);
    if (!m) return null;
    const named = m[1] ?? m[2] ?? m[3] ?? m[6];
    if ((m[1] || m[2] || m[3]) && m[6]) return null;
    const base = Number(named ?? 10);
    const x = Number(m[4] ?? m[5]);
    if (!(base > 0) || base === 1 || !(x > 0) || base > 1e6 || x > 1e12) return null;
    const exact = toRatio(Math.log(x) / Math.log(base), 12);
    if (!exact) return null;
    // base^(p/q) = x, checked in whole numbers: base^p = x^q.
    if (Math.abs(base ** exact.n - x ** exact.d) > 1e-9 * Math.max(1, x ** exact.d)) return null;
    const value = ratio(exact.n, exact.d);
    const shown = value.d === 1 ? String(value.n) : fracPlain(value);
    const valueTex = value.d === 1 ? String(value.n) : fracTex(value);
    const baseTex = named ? `_{${base}}` : "";
    return {
      explanation: explanation({
        intro: `$\\log${baseTex} ${x}$ is the power to which ${base} must be raised to give ${x}${baseTex ? "" : " (log with no base written means base 10)"}.`,
        steps: [
          {
            title: `Write ${x} as a power of ${base}`,
            body: display(`${x} = ${base}^{${valueTex}}`),
          },
          { title: "Read off the power", body: display(`\\log${baseTex} ${x} = ${valueTex}`) },
        ],
        answer: `**${shown}**`,
      }),
      finalAnswer: shown,
      similarQuestions: similar(q.seed, q.raw, (g) => {
        const b = g.pick([2, 3, 5, 10]);
        return `Find log base ${b} of ${b ** g.int(2, 4)}`;
      }),
      verified: true,
    };
  },
};

const LOG =
  /^(?:(?:find|evaluate|calculate|compute|what is|simplify|work out)\s+)?(?:the value of\s+)?log(?:arithm)?(?:\s*_\s*\{?(\d+(?:\.\d+)?)\}?|\s+(?:to the )?base\s+(\d+(?:\.\d+)?)\s+(?:of\s+)?|(\d+)(?=\s*\(|\s+\d))?\s*(?:\(\s*(\d+(?:\.\d+)?)\s*\)|(?:of\s+)?(\d+(?:\.\d+)?))(?:\s+(?:to |with )?(?:the )?base\s*(?:=\s*)?(\d+(?:\.\d+)?))?$/;
