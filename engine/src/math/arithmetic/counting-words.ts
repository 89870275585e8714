import { display, explanation } from "../explain";
import { POLYGONS } from "../geometry/angles";
import { similar } from "../rng";
import type { Solver, SolverOutput } from "../types";

/**
 * Selections said in words (NCERT class 11, chapter 7), each a closed sentence read whole:
 * - a team, committee or group of r chosen from n people: ⁿCᵣ;
 * - a committee of a of one kind and b of another from m and k of them: ᵐCₐ × ᵏC_b;
 * - handshakes among n people (each pair once): ⁿC₂; lines through n points, no three collinear: ⁿC₂;
 *   triangles from n points, no three collinear: ⁿC₃; diagonals of an n-gon: ⁿC₂ − n.
 * A condition word ("at least", "including", "always", "not") is another question and declines.
 */
export const countingWordsSolver: Solver = {
  id: "counting-words",
  topic: "arithmetic",
  solve(q) {
    const t = q.text.replace(/[.?!]+\s*$/, "").trim();
    // "if each shakes hands with every other" restates what a handshake count is, no condition.
    const bare = t.replace(
      /,?\s*(?:if|when|where)\s+each\s+(?:one\s+|person\s+)?shakes hands? with (?:every|each|all the) other(?:s| once| person| exactly once)*$/,
      "",
    );
    if (
      /\b(?:at least|at most|atleast|atmost|including|excluding|always|never|not|except|particular|specified|together|if)\b/.test(
        bare,
      )
    )
      return null;
    return team(q, t) ?? mixedCommittee(q, t) ?? pairsAndPolygons(q, t);
  },
};

const MAX_N = 30;
const PEOPLE = `(?:people|persons|players|students|boys|girls|men|women|members|candidates|teachers|children|friends|cricketers)`;

function nCr(n: number, r: number): number {
  let v = 1;
  for (let i = 1; i <= r; i++) v = (v * (n - r + i)) / i;
  return Math.round(v);
}

const cTex = (n: number, r: number) => `{}^{${n}}C_{${r}}`;
const falling = (n: number, r: number) => Array.from({ length: r }, (_, i) => n - i).join(" \\times ");

function team(q: { seed: number; raw: string }, t: string): SolverOutput | null {
  const m =
    t.match(
      new RegExp(
        String.raw`^(?:find )?(?:in how many (?:different )?ways can|the number of ways (?:in which|to))\s+(?:we\s+)?(?:a|an|one)\s+(team|committee|group|set|panel|squad)\s+of\s+(\d+)(?:\s+${PEOPLE})?\s+(?:be\s+)?(?:chosen|selected|formed|made|picked|choose|select|form|pick)\s+(?:from|out of)\s+(?:a (?:group|set|class|team) of\s+)?(\d+)(?:\s+${PEOPLE})?$`,
      ),
    ) ?? null;
  if (!m) return null;
  const r = Number(m[2]);
  const n = Number(m[3]);
  if (!(n >= r && r > 0 && n <= MAX_N)) return null;
  const value = nCr(n, r);
  return out(
    q,
    `A ${m[1]} is a selection: the order of its members does not matter, so it is a combination of ${r} from ${n}.`,
    [
      { title: "The formula", body: display(`${cTex(n, r)} = \\frac{${n}!}{${r}!\\,(${n} - ${r})!}`) },
      {
        title: "Work it out",
        body: display(`\\frac{${falling(n, r)}}{${falling(r, r)}} = ${value}`),
      },
    ],
    value,
    (g) => `In how many ways can a team of ${g.int(2, 5)} be chosen from ${g.int(6, 12)} players?`,
  );
}

function mixedCommittee(q: { seed: number; raw: string }, t: string): SolverOutput | null {
  const kinds = `(men|women|boys|girls|teachers|students|ladies|gentlemen)`;
  const m = t.match(
    new RegExp(
      String.raw`^(?:find )?(?:in how many (?:different )?ways can|the number of ways (?:in which|to))\s+(?:we\s+)?(?:a|an)\s+(?:committee|team|group|panel)\s+(?:of|consisting of)\s+(\d+)\s+${kinds}\s+and\s+(\d+)\s+${kinds}\s+(?:be\s+)?(?:chosen|selected|formed|made|choose|select|form)\s+(?:from|out of)\s+(\d+)\s+${kinds}\s+and\s+(\d+)\s+${kinds}$`,
    ),
  );
  if (!m) return null;
  const [a, kindA, b, kindB, m1, kind1, m2, kind2] = [
    Number(m[1]),
    m[2],
    Number(m[3]),
    m[4],
    Number(m[5]),
    m[6],
    Number(m[7]),
    m[8],
  ] as [number, string, number, string, number, string, number, string];
  if (kindA === kindB || kind1 === kind2) return null;
  // Each kind chosen from its own pool, matched by name whichever order the pools are given in.
  const poolA = kind1 === kindA ? m1 : kind2 === kindA ? m2 : null;
  const poolB = kind1 === kindB ? m1 : kind2 === kindB ? m2 : null;
  if (poolA === null || poolB === null || a > poolA || b > poolB || poolA > MAX_N || poolB > MAX_N)
    return null;
  const ca = nCr(poolA, a);
  const cb = nCr(poolB, b);
  return out(
    q,
    `The ${a} ${kindA} are chosen from the ${poolA} ${kindA}, and, for each such choice, the ${b} ${kindB} from the ${poolB} ${kindB}: multiply the two counts.`,
    [
      { title: `Choose the ${kindA}`, body: display(`${cTex(poolA, a)} = ${ca}`) },
      { title: `Choose the ${kindB}`, body: display(`${cTex(poolB, b)} = ${cb}`) },
      { title: "Multiply", body: display(`${ca} \\times ${cb} = ${ca * cb}`) },
    ],
    ca * cb,
    (g) =>
      `In how many ways can a committee of ${g.int(2, 3)} men and ${g.int(1, 2)} women be chosen from ${g.int(5, 7)} men and ${g.int(3, 5)} women?`,
  );
}

function pairsAndPolygons(q: { seed: number; raw: string }, t: string): SolverOutput | null {
  const hands = t.match(
    new RegExp(
      String.raw`^(?:find )?(?:how many|the number of) handshakes (?:are there|take place|will there be|happen)?\s*(?:among|between|in a (?:group|party|meeting) of)\s+(\d+)\s+${PEOPLE}(?:\s+(?:at a party|in a room|in a group))?(?:,?\s*(?:if|when|where)\s+each\s+(?:one\s+|person\s+)?shakes hands? with (?:every|each|all the) other(?:s| once| person| exactly once)*)?$`,
    ),
  );
  if (hands) {
    const n = Number(hands[1]);
    if (!(n >= 2 && n <= 1000)) return null;
    const v = (n * (n - 1)) / 2;
    return out(
      q,
      "Each person shakes hands with every other person once, so each handshake is one pair of people, counted once: the number of pairs from the group.",
      [{ title: "Pairs", body: display(`${cTex(n, 2)} = \\frac{${n} \\times ${n - 1}}{2} = ${v}`) }],
      v,
      (g) =>
        `How many handshakes take place among ${g.int(5, 20)} people if each shakes hands with every other?`,
    );
  }
  const points = t.match(
    /^(?:find )?(?:how many|the number of) (triangles|straight lines|lines) (?:can be |are )?(?:formed|drawn|made)?\s*(?:by joining|through|from|using|with)\s+(\d+) points(?:,?\s*(?:no (?:three|3) of (?:which|them) (?:are|is|lie on a line and)|of which no (?:three|3) are) collinear)$/,
  );
  if (points) {
    const n = Number(points[2]);
    const r = points[1] === "triangles" ? 3 : 2;
    if (!(n >= r && n <= MAX_N)) return null;
    const v = nCr(n, r);
    return out(
      q,
      `With no three points on one line, every ${r === 3 ? "three points make one triangle" : "two points make one line, and no line passes through a third"}: choose ${r} of the ${n}.`,
      [
        {
          title: "Choose",
          body: display(`${cTex(n, r)} = \\frac{${falling(n, r)}}{${falling(r, r)}} = ${v}`),
        },
      ],
      v,
      (g) => `How many triangles can be formed from ${g.int(5, 12)} points, no three of which are collinear?`,
    );
  }
  const polygon = t.match(
    /^(?:find )?(?:how many diagonals (?:does|do|has|have|are there in) (?:a|an|the) (?:(\d+)[- ]sided polygon|polygon (?:of|with) (\d+) sides|regular )?([a-z]+)?(?: have| has)?|(?:find )?the number of diagonals (?:of|in) (?:a|an) (?:(\d+)[- ]sided polygon|polygon (?:of|with) (\d+) sides|([a-z]+)))$/,
  );
  if (polygon) {
    const word = polygon[3] ?? polygon[6];
    const n = Number(
      polygon[1] ?? polygon[2] ?? polygon[4] ?? polygon[5] ?? (word ? POLYGONS[word] : undefined),
    );
    if (word && word !== "polygon" && POLYGONS[word] === undefined && !(polygon[1] ?? polygon[2]))
      return null;
    if (!(n >= 3 && n <= 1000) || !Number.isInteger(n)) return null;
    const v = (n * (n - 3)) / 2;
    return out(
      q,
      `A diagonal joins two vertices that are not next to each other: all pairs of the ${n} vertices, less the ${n} sides.`,
      [
        {
          title: "Pairs less sides",
          body: display(`${cTex(n, 2)} - ${n} = ${(n * (n - 1)) / 2} - ${n} = ${v}`),
        },
      ],
      v,
      (g) => `How many diagonals does a polygon with ${g.int(5, 12)} sides have?`,
    );
  }
  return null;
}

function out(
  q: { seed: number; raw: string },
  intro: string,
  steps: { title: string; body: string }[],
  value: number,
  make: (g: { int(a: number, b: number): number }) => string,
): SolverOutput {
  return {
    explanation: explanation({ intro, steps, answer: `**${value}**` }),
    finalAnswer: String(value),
    similarQuestions: similar(q.seed, q.raw, make),
    verified: true,
  };
}
