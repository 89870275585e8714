import { describe, expect, it } from "vitest";
import { FRESH, type Probe } from "./fresh-wording.data";
import { solveMath } from "./math-engine";

export type Sort = "right+checked" | "right+unverified" | "wrong+checked" | "wrong+unverified" | "declined";

/** The numbers an answer states: "x = 3, x = 4" → [3, 4]; "3/8" → 0.375; "14π" → 43.98…; "2:3" → [2, 3]. */
export function numbersOf(answer: string): number[] {
  const s = answer
    .replace(/(\d),(?=\d)/g, "$1")
    .replace(/−/g, "-")
    .replace(/\\pi|π/g, "π")
    .replace(/\^\s*\{?\d+\}?/g, "");
  const out: number[] = [];
  for (const m of s.matchAll(/(-?\d+(?:\.\d+)?)(?:\s*\/\s*(\d+(?:\.\d+)?))?\s*(π)?/g)) {
    let v = Number(m[1]);
    if (m[2]) v /= Number(m[2]);
    if (m[3]) v *= Math.PI;
    out.push(v);
  }
  return out;
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1e-6 + 5e-3 * Math.abs(b);

/** Right when the answer states exactly the numbers wanted (in any order, with nothing else). */
function isRight(p: Probe, answer: string): boolean {
  const got = numbersOf(answer);
  if (got.length !== p.want.length) return false;
  const left = [...got];
  for (const w of p.want) {
    const i = left.findIndex((g) => near(g, w));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

export function sortOf(p: Probe): { sort: Sort; answer: string | null } {
  const r = solveMath(p.q);
  if (r.kind !== "solved") return { sort: "declined", answer: null };
  const { finalAnswer, verified } = r.solution;
  const right = isRight(p, finalAnswer);
  const sort: Sort = `${right ? "right" : "wrong"}+${verified ? "checked" : "unverified"}`;
  return { sort, answer: finalAnswer };
}

/**
 * Questions of the probe the engine still declines (families left for general readers). Every other
 * question that is not a near miss must be answered right.
 */
const STILL_DECLINED = new Set<string>([]);

describe("fresh wording probe (issue 29)", () => {
  const sorted = FRESH.map((p) => ({ p, ...sortOf(p) }));

  it("has at least 120 questions", () => {
    expect(FRESH.length).toBeGreaterThanOrEqual(120);
  });

  it("never checks a wrong answer", () => {
    const bad = sorted.filter((s) => s.sort === "wrong+checked").map((s) => `${s.p.q} → ${s.answer}`);
    expect(bad).toEqual([]);
  });

  it("answers every other question right", () => {
    const missed = sorted
      .filter((s) => !s.p.near && !STILL_DECLINED.has(s.p.q) && !s.sort.startsWith("right"))
      .map((s) => `${s.p.q} → ${s.answer}`);
    expect(missed).toEqual([]);
  });

  it("declines a near miss, leaves it unverified, or answers it right", () => {
    const bad = sorted
      .filter(
        (s) =>
          s.p.near && !["declined", "right+checked", "right+unverified", "wrong+unverified"].includes(s.sort),
      )
      .map((s) => `${s.p.q} → ${s.answer}`);
    expect(bad).toEqual([]);
  });

  it("prints the table", () => {
    const counts: Record<string, number> = {};
    for (const s of sorted) counts[s.sort] = (counts[s.sort] ?? 0) + 1;
    if (process.env.PROBE_TABLE) {
      console.log(JSON.stringify(counts));
      for (const s of sorted)
        console.log(`${s.sort.padEnd(17)} ${s.p.near ? "N" : " "} ${s.p.q} → ${s.answer}`);
    }
  });
});

describe("fresh wording: the near misses that were wrongly checked", () => {
  // The asked quantity was a word the reader never accounted for: the ask had no asking verb, so no
  // word of it was accounted at all; "how many more … than" asks one number, not the two parts.
  it.each([
    "difference of the roots of x² − 7x + 12 = 0",
    "difference between the roots of x^2 - 9x + 20 = 0",
  ])("%s is not checked", (q) => {
    const r = solveMath(q);
    expect(r.kind === "solved" && r.solution.verified).toBe(false);
  });
  // Read since as the difference of the two shares (one number), and checked only as that.
  it.each([
    ["ratio of boys to girls is 3:5 in a class of 40 how many more girls than boys", 10],
    ["in a class of 45 the ratio of girls to boys is 4:5 how many fewer girls are there than boys", 5],
  ])("%s is not checked, or checked as the one difference %d", (q, difference) => {
    const r = solveMath(q);
    if (r.kind === "solved" && r.solution.verified)
      expect(numbersOf(r.solution.finalAnswer)).toEqual([difference]);
  });
});

describe("fresh wording: Hinglish spending (kitne bache)", () => {
  it.each([
    ["mere paas ₹500 the maine ₹180 ki kitab aur ₹75 ka pen liya kitne bache", 245],
    ["ravi ke paas 1200 rupaye hain usne 450 kharch kiye kitne bache", 750],
    ["sita ke paas 300 rupaye the usne 120 rupaye kharch kiye ab uske paas kitne bache", 180],
    ["mere paas 250 rupaye the maine 75 kharch kiye kitne bache", 175],
  ])("%s → ₹%d", (q, want) => {
    const r = solveMath(q);
    expect(r.kind).toBe("solved");
    if (r.kind === "solved") expect(numbersOf(r.solution.finalAnswer)).toEqual([want]);
  });
});

describe("fresh wording: a count's letters given their values", () => {
  it.each([
    ["find nc2 if n = 6", 15],
    ["if n = 7 and r = 3 find ncr", 35],
    ["find the value of nc3 when n = 8", 56],
    ["if n = 5 find np2", 20],
  ])("%s → %d", (q, want) => {
    const r = solveMath(q);
    expect(r.kind === "solved" && r.solution.verified).toBe(true);
    if (r.kind === "solved") expect(numbersOf(r.solution.finalAnswer)).toEqual([want]);
  });
});
