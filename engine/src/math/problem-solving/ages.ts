import { numeric, solveSystem } from "../cas";
import { display, explanation } from "../explain";
import type { Expr } from "../expr/ast";
import { parseExpr } from "../expr/parse";
import { show, tex } from "../format";
import { similar } from "../rng";
import type { Solver, SolverOutput } from "../types";

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
  if (found.length === 0) {
    // "A is twice as old as B": single capital letters used as names (not the article "A man").
    for (const m of raw.matchAll(/\b([A-Z])\b(?='s|\s+(?:is|was|will|and|were|are)\b|\s*[.,?;]|\s*$)/g))
      if (m[1] !== "I") found.push({ name: m[1].toLowerCase(), at: m.index ?? 0 });
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.name))].slice(0, 2);
}

const OLDER = new Set([
  "father",
  "mother",
  "grandfather",
  "grandmother",
  "man",
  "woman",
  "uncle",
  "aunt",
  "teacher",
]);
const YOUNGER = new Set(["son", "daughter", "boy", "girl"]);

/** Years from now a sentence speaks of: "5 years ago" is -5, "in 10 years" +10, none 0; null when two. */
function shiftOf(sentence: string): number | null {
  const found: number[] = [];
  for (const m of sentence.matchAll(/\b(\d+) years? (ago|before|hence|later|from now)\b/g))
    found.push(m[2] === "ago" || m[2] === "before" ? -Number(m[1]) : Number(m[1]));
  for (const m of sentence.matchAll(/\b(?:in|after) (\d+) years?\b/g)) found.push(Number(m[1]));
  if (found.length > 1) return null;
  return found[0] ?? 0;
}

const sign = (s: number) => (s === 0 ? "" : s > 0 ? ` + ${s}` : ` - ${-s}`);

/** Age problems turned into two linear equations and solved with nerdamer. */
export const agesSolver: Solver = {
  id: "ages",
  topic: "problem-solving",
  solve(q) {
    const t = q.text.replace(/'s\b/g, "");
    if (!/\bages?\b|years? old|older|younger/.test(t)) return null;
    // The ages found are the present ones: an age asked at another time ("find the son's age after 5
    // years") is another number, so such a question is not answered with these.
    const ask =
      t.match(/\b(?:find|what (?:is|are|was|were|will be)|how old|determine|calculate)\b([^.?;]*)/)?.[1] ??
      "";
    if (/\d+\s*years?\s*(?:ago|hence|later|from now|before|back)|\b(?:after|in)\s+\d+\s*years?/.test(ask))
      return null;
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
    // Sums, ratios and products of the two ages, each at the time its own sentence speaks of.
    let product: { shift: number; value: number } | null = null;
    for (const sentence of t.split(/[.;?]\s*|,\s*(?=and\b)/)) {
      if (!/\b(?:sum|ratio|product)\b/.test(sentence)) continue;
      const shift = shiftOf(sentence);
      if (shift === null) return null;
      // "After 5 years the ratio will be 4:5" speaks of the same two ages without naming them.
      if (!/\bages?\b|\bthem\b|\bthey\b/.test(sentence) && shift === 0) continue;
      const at = (x: string) => `${x}${sign(shift)}`;
      const order = sentence.match(
        new RegExp(`\\bof (?:the |a |an )?${names} and (?:the |his |her |a |an )?${names}`),
      );
      const [x, y] = order ? [v(order[1]), v(order[2])] : ["a", "b"];
      if (!x || !y || x === y) return null;
      const sum = sentence.match(/\bsum of [a-z ]*?ages?[a-z ]*? (?:is|was|will be|=) (\d+(?:\.\d+)?)/);
      if (sum) eqs.push(shift === 0 ? `a + b = ${sum[1]}` : `(${at("a")}) + (${at("b")}) = ${sum[1]}`);
      const ratio = sentence.match(/\bratio\b[a-z ]*? (\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)\b(?!\s*:)/);
      if (ratio) eqs.push(`${ratio[2]}(${at(x)}) = ${ratio[1]}(${at(y)})`);
      const prod = sentence.match(/\bproduct of [a-z ]*?ages?[a-z ]*? (?:is|was|will be|=) (\d+(?:\.\d+)?)/);
      if (prod) product = { shift, value: Number(prod[1]) };
      if ([sum, ratio, prod].filter(Boolean).length !== 1) return null;
    }
    if (product) return productOfAges(q, who, eqs, product);
    const diff = t.match(/difference (?:of|between) (?:the |their )?ages[a-z ]*? is (\d+)/);
    if (diff && eqs.length < 2) eqs.push(`a - b = ${diff[1]}`);
    if (eqs.length < 2) return null;
    const all = eqs.map((e) => {
      const [l, r] = e.split("=");
      const lhs = parseExpr(l);
      const rhs = parseExpr(r);
      return lhs && rhs ? ({ t: "add", terms: [lhs, { t: "neg", arg: rhs }] } as Expr) : null;
    });
    if (all.some((p) => p === null)) return null;
    const parsed = all.slice(0, 2);
    const sol = solveSystem(
      parsed.filter((p): p is Expr => p !== null),
      ["a", "b"],
    );
    const a = numeric(sol?.get("a") ?? null);
    const b = numeric(sol?.get("b") ?? null);
    if (a === null || b === null || a <= 0 || b <= 0) return null;
    // A third condition of the question must hold too, or the question was read wrongly.
    for (const e of all) {
      const value = numeric(e, { a, b });
      if (value === null || Math.abs(value) > 1e-6) return null;
    }
    const [nameA, nameB] = who.map((w) => (w.length === 1 ? w.toUpperCase() : w));
    return {
      explanation: explanation({
        intro: `Let the present age of ${who[0].length === 1 ? "" : "the "}${nameA} be $a$ years and of ${who[1].length === 1 ? "" : "the "}${nameB} be $b$ years.`,
        steps: [
          {
            title: "Turn each sentence into an equation",
            body: eqs
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
        answer: `${nameA}: **${show(a)} years**, ${nameB}: **${show(b)} years**`,
      }),
      finalAnswer: `${nameA} = ${show(a)} years, ${nameB} = ${show(b)} years`,
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

/**
 * "The sum of their ages is 45; 5 years ago the product of their ages was 124": the two ages then are
 * the roots of a quadratic, and which is whose follows from the roles (a father is the elder). Names
 * without an order (Ravi and Sita) leave two answers, and the question is declined.
 */
function productOfAges(
  q: Parameters<Solver["solve"]>[0],
  who: string[],
  eqs: string[],
  product: { shift: number; value: number },
): SolverOutput | null {
  if (eqs.length !== 1) return null;
  const sum = eqs[0].match(/^(?:a \+ b|\(a(?: ([+-]) (\d+))?\) \+ \(b(?: [+-] \d+)?\)) = (\d+(?:\.\d+)?)$/);
  if (!sum) return null;
  const sumShift = sum[2] ? (sum[1] === "-" ? -Number(sum[2]) : Number(sum[2])) : 0;
  const present = Number(sum[3]) - 2 * sumShift;
  const s = product.shift;
  const total = present + 2 * s;
  const disc = total * total - 4 * product.value;
  if (disc < 0) return null;
  const elder = (total + Math.sqrt(disc)) / 2 - s;
  const younger = (total - Math.sqrt(disc)) / 2 - s;
  const firstOlder = OLDER.has(who[0]) && YOUNGER.has(who[1]);
  const secondOlder = YOUNGER.has(who[0]) && OLDER.has(who[1]);
  if (!firstOlder && !secondOlder && disc !== 0) return null;
  const [a, b] = secondOlder ? [younger, elder] : [elder, younger];
  if (a + s <= 0 || b + s <= 0 || !Number.isFinite(a) || !Number.isFinite(b)) return null;
  const when = s === 0 ? "now" : s < 0 ? `${-s} years ago` : `${s} years from now`;
  return {
    explanation: explanation({
      intro: `Let the present age of the ${who[0]} be $a$ years and of the ${who[1]} be $b$ years; $a + b = ${show(present)}$.`,
      steps: [
        {
          title: `Their ages ${when}`,
          body: `${when === "now" ? "Now" : `${when[0].toUpperCase()}${when.slice(1)}`} they were $a${sign(s)}$ and $b${sign(s)}$, which add up to $${show(present)}${sign(2 * s)} = ${show(total)}$ and multiply to $${show(product.value)}$.`,
        },
        {
          title: "Two numbers from their sum and product",
          body: display(
            `u^2 - ${show(total)}u + ${show(product.value)} = 0 \\Rightarrow u = \\frac{${show(total)} \\pm \\sqrt{${show(disc)}}}{2} = ${show(elder + s)} \\text{ or } ${show(younger + s)}`,
          ),
        },
        {
          title: "Whose age is whose",
          body: `The ${firstOlder || secondOlder ? (firstOlder ? who[0] : who[1]) : who[0]} is the elder, so the ${who[0]} was ${show(a + s)} and the ${who[1]} ${show(b + s)} then; today they are ${show(a)} and ${show(b)} years old. Check: $${show(a)} + ${show(b)} = ${show(present)}$ and $${show(a + s)} \\times ${show(b + s)} = ${show(product.value)}$ ✓`,
        },
      ],
      answer: `${who[0]}: **${show(a)} years**, ${who[1]}: **${show(b)} years**`,
    }),
    finalAnswer: `${who[0]} = ${show(a)} years, ${who[1]} = ${show(b)} years`,
    similarQuestions: similar(q.seed, q.raw, (r) => {
      const son = r.int(6, 15);
      const father = son + r.int(22, 32);
      const n = r.int(2, 5);
      return `The sum of the ages of a father and his son is ${father + son} years. ${n} years ago, the product of their ages was ${(father - n) * (son - n)}. Find their present ages.`;
    }),
    verified: Math.abs((a + s) * (b + s) - product.value) < 1e-6 && Math.abs(a + b - present) < 1e-6,
  };
}
