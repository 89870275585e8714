import { display, explanation } from "../explain";
import { show } from "../format";
import { similar } from "../rng";
import type { Solver, SolverOutput } from "../types";

/**
 * A pair of complementary (sum 90°) or supplementary (sum 180°) angles fixed by one more fact:
 * "differ by 40°", "in the ratio 2 : 3", "an angle equal to its complement", "the supplement of an
 * angle is 3 times the angle", "an angle 20° more than its complement". The answer is checked by
 * the pair's sum and the fact itself.
 */
export const anglePairSolver: Solver = {
  id: "angle-pairs",
  topic: "geometry",
  solve(q) {
    const t = q.text
      .replace(/\s*degrees?\b/g, "°")
      .replace(/\btwo\b/g, "2")
      .replace(/\btwice\b/g, "2 times")
      .replace(/\bthrice\b/g, "3 times")
      .replace(/\s+/g, " ");
    const kind = t.match(/\b(complement|supplement)(?:ary|s)?\b/)?.[1] as
      | "complement"
      | "supplement"
      | undefined;
    if (!kind) return null;
    if (/\b(?:triangle|polygon|parallel|transversal|linear pair|vertically)\b/.test(t)) return null;
    const total = kind === "complement" ? 90 : 180;
    const differ = t.match(
      /\b2 (?:complementary|supplementary) angles (?:differ by|have a difference of) (\d+(?:\.\d+)?)°?|\b2 angles are (?:complementary|supplementary),? (?:and )?(?:they )?differ by (\d+(?:\.\d+)?)°?/,
    );
    if (differ) {
      const d = Number(differ[1] ?? differ[2]);
      return pair(
        q,
        kind,
        total,
        [(total + d) / 2, (total - d) / 2],
        `they differ by ${show(d)}°`,
        `x + (x - ${show(d)}) = ${total}`,
      );
    }
    const ratio = t.match(
      /\b2 (?:complementary|supplementary) angles are in (?:the )?ratio (\d+)\s*:\s*(\d+)|\b2 angles are (?:complementary|supplementary),? (?:and )?(?:are )?in (?:the )?ratio (\d+)\s*:\s*(\d+)/,
    );
    if (ratio) {
      const a = Number(ratio[1] ?? ratio[3]);
      const b = Number(ratio[2] ?? ratio[4]);
      if (!(a > 0 && b > 0)) return null;
      const unit = total / (a + b);
      return pair(
        q,
        kind,
        total,
        [a * unit, b * unit],
        `they are in the ratio ${a} : ${b}`,
        `${a}x + ${b}x = ${total}`,
      );
    }
    const single = one(t, kind);
    if (!single) return null;
    const [x, fact, equation] = single;
    if (!(x > 0 && x < total)) return null;
    return pair(q, kind, total, [x], fact, equation);
  },
};

/** "An angle equal to its complement", "k times", "d° more/less than": the angle x. */
function one(t: string, kind: string): [number, string, string] | null {
  const total = kind === "complement" ? 90 : 180;
  const ask = /\b(?:find|what is|calculate|determine) (?:the |each )?(?:angle|measure)/.test(t);
  if (!ask) return null;
  if (
    new RegExp(
      `\\bangle (?:which|that|whose measure) is equal to its ${kind}\\b|\\bangle equal to its ${kind}\\b`,
    ).test(t)
  )
    return [total / 2, `the angle equals its ${kind}`, `x = ${total} - x`];
  const kTimesAngle = t.match(
    new RegExp(
      `\\b(?:the )?${kind} of an angle is (\\d+(?:\\.\\d+)?) (?:\\* |times )(?:the angle|itself)\\b`,
    ),
  );
  if (kTimesAngle) {
    const k = Number(kTimesAngle[1]);
    return [total / (1 + k), `its ${kind} is ${show(k)} times the angle`, `${total} - x = ${show(k)}x`];
  }
  const angleKTimes = t.match(new RegExp(`\\ban angle is (\\d+(?:\\.\\d+)?) (?:\\* |times )its ${kind}\\b`));
  if (angleKTimes) {
    const k = Number(angleKTimes[1]);
    return [
      (k * total) / (1 + k),
      `the angle is ${show(k)} times its ${kind}`,
      `x = ${show(k)}(${total} - x)`,
    ];
  }
  const moreLess = t.match(
    new RegExp(`\\ban angle is (\\d+(?:\\.\\d+)?)°? (more|greater|less|smaller) than its ${kind}\\b`),
  );
  if (moreLess) {
    const d = Number(moreLess[1]);
    const more = moreLess[2] === "more" || moreLess[2] === "greater";
    return [
      (total + (more ? d : -d)) / 2,
      `the angle is ${show(d)}° ${more ? "more" : "less"} than its ${kind}`,
      `x = (${total} - x) ${more ? "+" : "-"} ${show(d)}`,
    ];
  }
  return null;
}

function pair(
  q: { seed: number; raw: string },
  kind: string,
  total: number,
  angles: number[],
  fact: string,
  equation: string,
): SolverOutput | null {
  if (angles.some((a) => !(a > 0 && a < total))) return null;
  const both = angles.length === 2 ? angles : [angles[0] as number, total - (angles[0] as number)];
  if (Math.abs((both[0] as number) + (both[1] as number) - total) > 1e-9) return null;
  const deg = (x: number) => `${show(Math.round(x * 100) / 100)}°`;
  const answer = angles.length === 2 ? angles.map(deg).join(", ") : deg(angles[0] as number);
  return {
    explanation: explanation({
      intro: `${kind === "complement" ? "Complementary" : "Supplementary"} angles add up to ${total}°, and ${fact}.`,
      steps: [
        { title: "Write the equation", body: display(equation.replace(/°/g, "^{\\circ}")) },
        {
          title: "Solve and check",
          body: `The angles are ${both.map(deg).join(" and ")}: together $${show(both[0] as number)}° + ${show(both[1] as number)}° = ${total}°$ ✓`,
        },
      ],
      answer: `**${answer}**`,
    }),
    finalAnswer: answer,
    similarQuestions: similar(q.seed, q.raw, (r) =>
      kind === "complement"
        ? `Two complementary angles differ by ${2 * r.int(5, 30)}°. Find the angles.`
        : `Two supplementary angles are in the ratio ${r.int(1, 4)}:${r.int(5, 8)}. Find the angles.`,
    ),
    verified: true,
  };
}
