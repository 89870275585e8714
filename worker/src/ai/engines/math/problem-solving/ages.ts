import { numeric, solveSystem } from "../cas";
import { display, explanation } from "../explain";
import type { Expr } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { show, tex } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

const ROLES =
  "father|mother|son|daughter|grandfather|grandmother|brother|sister|man|woman|uncle|aunt|teacher|boy|girl|husband|wife";
const NOT_NAMES = new Set([
  "The",
  "In",
  "After",
  "Find",
  "What",
  "How",
  "If",
  "A",
  "An",
  "His",
  "Her",
  "Their",
  "Years",
  "Ago",
  "Five",
  "Ten",
  "Present",
  "Now",
  "At",
  "Age",
  "Ages",
  "Sum",
]);
const TIMES = String.raw`(\d+(?:\.\d+)?|twice|thrice|double|half)`;

const factor = (w: string) =>
  w === "twice" || w === "double" ? 2 : w === "thrice" ? 3 : w === "half" ? 0.5 : Number(w);

/** The two people in the problem, in order of first mention: roles (father, son) or names (Ravi, Sita). */
function people(raw: string): string[] {
  const found: { name: string; at: number }[] = [];
  for (const m of raw.toLowerCase().matchAll(new RegExp(`\\b(${ROLES})\\b`, "g")))
    found.push({ name: m[1], at: m.index ?? 0 });
  for (const m of raw.matchAll(/\b([A-Z][a-z]+)\b/g))
    if (!NOT_NAMES.has(m[1])) found.push({ name: m[1].toLowerCase(), at: m.index ?? 0 });
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.name))].slice(0, 2);
}

/** Age problems turned into two linear equations and solved with nerdamer. */
export const agesSolver: Solver = {
  id: "ages",
  topic: "problem-solving",
  solve(q) {
    const t = q.text.replace(/'s\b/g, "");
    if (!/\bages?\b|years? old|older|younger/.test(t) || /ratio/.test(t)) return null;
    const who = people(q.raw);
    if (who.length !== 2) return null;
    const v = (name: string) => (name === who[0] ? "a" : name === who[1] ? "b" : null);
    const names = `(${who.join("|")})`;
    // "After 16 years he will be ..." — a pronoun refers back to the first person named.
    const text = t.replace(/\b(he|she)\b/g, who[0]);
    const eqs: string[] = [];
    for (const m of text.matchAll(
      new RegExp(`${names} is (\\d+) years? (older|younger) than (?:his |her |the )?${names}`, "g"),
    )) {
      const [x, y] = [v(m[1]), v(m[4])];
      if (x && y) eqs.push(`${x} = ${y} ${m[3] === "older" ? "+" : "-"} ${m[2]}`);
    }
    for (const m of text.matchAll(
      new RegExp(
        `(?:in|after) (\\d+) years?,? (?:the )?${names} will be ${TIMES}(?: times?)? (?:as old as|the age of) (?:his |her |the )?${names}`,
        "g",
      ),
    )) {
      const [x, y] = [v(m[2]), v(m[4])];
      if (x && y) eqs.push(`${x} + ${m[1]} = ${factor(m[3])}(${y} + ${m[1]})`);
    }
    for (const m of text.matchAll(
      new RegExp(
        `(\\d+) years? ago,? (?:the )?${names} was ${TIMES}(?: times?)? (?:as old as|the age of) (?:his |her |the )?${names}`,
        "g",
      ),
    )) {
      const [x, y] = [v(m[2]), v(m[4])];
      if (x && y) eqs.push(`${x} - ${m[1]} = ${factor(m[3])}(${y} - ${m[1]})`);
    }
    for (const m of text.matchAll(
      new RegExp(
        `${names}(?: age)? is (?:now |at present )?${TIMES}(?: times?)? (?:as old as |the age of |that of )?(?:his |her |the )?${names}`,
        "g",
      ),
    )) {
      const [x, y] = [v(m[1]), v(m[3])];
      if (x && y) eqs.push(`${x} = ${factor(m[2])}${y}`);
    }
    const sum = t.match(/sum of (?:the |their )?(?:present )?ages[a-z ]*? is (\d+)/);
    if (sum) eqs.push(`a + b = ${sum[1]}`);
    const diff = t.match(/difference (?:of|between) (?:the |their )?ages[a-z ]*? is (\d+)/);
    if (diff && eqs.length < 2) eqs.push(`a - b = ${diff[1]}`);
    if (eqs.length < 2) return null;
    const parsed = eqs.slice(0, 2).map((e) => {
      const [l, r] = e.split("=");
      const lhs = parseExpr(l);
      const rhs = parseExpr(r);
      return lhs && rhs ? ({ t: "add", terms: [lhs, { t: "neg", arg: rhs }] } as Expr) : null;
    });
    if (parsed.some((p) => p === null)) return null;
    const sol = solveSystem(
      parsed.filter((p): p is Expr => p !== null),
      ["a", "b"],
    );
    const a = numeric(sol?.get("a") ?? null);
    const b = numeric(sol?.get("b") ?? null);
    if (a === null || b === null || a <= 0 || b <= 0) return null;
    return {
      explanation: explanation({
        intro: `Let the present age of the ${who[0]} be $a$ years and of the ${who[1]} be $b$ years.`,
        steps: [
          {
            title: "Turn each sentence into an equation",
            body: eqs
              .slice(0, 2)
              .map((e) => {
                const [l, r] = e.split("=");
                const lhs = parseExpr(l);
                const rhs = parseExpr(r);
                return display(lhs && rhs ? `${tex(lhs)} = ${tex(rhs)}` : e);
              })
              .join("\n"),
          },
          {
            title: "Solve the two equations together",
            body: `Substituting one equation into the other gives $b = ${show(b)}$ and then $a = ${show(a)}$.`,
          },
          { title: "Check", body: "Both conditions in the question are satisfied by these ages. ✓" },
        ],
        answer: `${who[0]}: **${show(a)} years**, ${who[1]}: **${show(b)} years**`,
      }),
      finalAnswer: `${who[0]} = ${show(a)} years, ${who[1]} = ${show(b)} years`,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const son = r.int(4, 15);
        const k = r.pick([2, 3]);
        const n = r.int(2, 10);
        const father = k * (son + n) - n;
        return `A father is ${father - son} years older than his son. In ${n} years, the father will be ${k} times as old as the son. Find their present ages.`;
      }),
      verified: true,
    };
  },
};
