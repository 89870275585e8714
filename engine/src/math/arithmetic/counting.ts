import { display, explanation } from "../explain";
import { similar } from "../rng";
import type { Solver, SolverOutput } from "../types";

/**
 * Counting (class 11, permutations and combinations) in the forms a school question takes:
 * "5C2", "C(8, 3)", "8 choose 3", "7P3", "P(7, 3)"; the arrangements of a word's letters (with
 * repeated letters divided out: BANANA = 6!/(3!·2!)); and "in how many ways can 5 people sit in a
 * row". Any other condition in the question ("together", "at least", "vowels", "begin with")
 * changes the count, so such a question is left to decline rather than be counted plainly.
 */
export const countingSolver: Solver = {
  id: "counting",
  topic: "arithmetic",
  solve(q) {
    const t = q.text.replace(/[.?!]+\s*$/, "").trim();
    if (CONDITIONS.test(t)) return null;
    const choose = t.match(CHOOSE);
    if (choose) {
      const n = Number(choose[1] ?? choose[3] ?? choose[5]);
      const r = Number(choose[2] ?? choose[4] ?? choose[6]);
      return selection(q, n, r, false);
    }
    const chosen = t.match(CHOSEN_FROM);
    if (chosen) {
      const r = Number(chosen[1] ?? chosen[3]);
      const n = Number(chosen[2] ?? chosen[4]);
      return selection(q, n, r, false);
    }
    const perm = t.match(PERMUTE);
    if (perm) return selection(q, Number(perm[1] ?? perm[3]), Number(perm[2] ?? perm[4]), true);
    const word = t.match(WORD);
    if (word) return wordArrangements(q, (word[1] as string).toUpperCase());
    const row = t.match(IN_A_ROW);
    if (row) return selection(q, Number(row[1]), Number(row[1]), true);
    return null;
  },
};

const CHOOSE =
  /^(?:(?:find|evaluate|calculate|compute|what is|work out)\s+)?(?:the value of\s+)?(?:\^?(\d+)\s*c_?\{?(\d+)\}?|c\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)|(\d+)\s+choose\s+(\d+))$/;
/** "In how many ways can 3 students be chosen from 10?", "the number of ways to select 4 books out of 9". */
const CHOSEN_FROM =
  /^(?:find )?(?:in how many (?:different )?ways can (\d+) [a-z]+(?: [a-z]+)? be (?:chosen|selected|picked) (?:from|out of) (?:a (?:group|set|class) of )?(\d+)(?: [a-z]+)?|(?:the )?number of ways (?:to|of|in which we can|in which one can) (?:choose|select|pick|choosing|selecting|picking) (\d+) [a-z]+(?: [a-z]+)? (?:from|out of) (?:a (?:group|set|class) of )?(\d+)(?: [a-z]+)?)$/;
const PERMUTE =
  /^(?:(?:find|evaluate|calculate|compute|what is|work out)\s+)?(?:the value of\s+)?(?:\^?(\d+)\s*p_?\{?(\d+)\}?|p\s*\(\s*(\d+)\s*,\s*(\d+)\s*\))$/;
const WORD =
  /^(?:find |in )?(?:how many|the number of)\s+(?:different\s+|distinct\s+)?(?:ways can the letters of the word|arrangements (?:are there )?of the letters (?:of|in) the word|(?:words|arrangements)(?: with or without meaning)?,?\s*(?:can be )?(?:formed|made)?\s*(?:by|from|using|with) (?:all )?(?:the )?letters of the word|permutations of the letters (?:of|in) the word|ways to arrange the letters of the word)\s+"?'?([a-z]{2,12})'?"?(?:\s+(?:be arranged|are there|can be formed|can be made))?(?:\s*,?\s*using (?:all )?(?:the )?letters)?$/;
const IN_A_ROW =
  /^(?:find )?in how many (?:different )?ways can (\d+) (?:people|persons|students|children|boys|girls|friends|books|different books|letters|men|women) (?:sit|stand|be seated|be arranged|be placed|line up)(?: in a (?:row|line|queue)| on a shelf)$/;
// Words that add a condition the plain count does not meet.
const CONDITIONS =
  /\b(?:together|adjacent|next to|at least|at most|vowels?|consonants?|begin|start|end|between|not|except|always|never|circular|round|circle|repetition|repeated|more than|less than|even|odd|divisible|committee|including|excluding)\b/;

const MAX_N = 20;

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

function selection(
  q: { seed: number; raw: string },
  n: number,
  r: number,
  ordered: boolean,
): SolverOutput | null {
  if (!Number.isInteger(n) || !Number.isInteger(r) || n < 0 || r < 0 || r > n || n > MAX_N) return null;
  const perms = factorial(n) / factorial(n - r);
  const value = ordered ? perms : perms / factorial(r);
  // The product of r falling factors, the same count a second way.
  let check = 1;
  for (let i = 0; i < r; i++) check *= n - i;
  if (!ordered) check /= factorial(r);
  if (Math.round(check) !== value) return null;
  const name = ordered ? "P" : "C";
  const formula = ordered
    ? `{}^{${n}}P_{${r}} = \\frac{${n}!}{(${n} - ${r})!}`
    : `{}^{${n}}C_{${r}} = \\frac{${n}!}{${r}!\\,(${n} - ${r})!}`;
  const falling = Array.from({ length: r }, (_, i) => n - i).join(" \\times ") || "1";
  return {
    explanation: explanation({
      intro: ordered
        ? `Arranging ${r} of ${n} different things in order: there are ${n} choices for the first place, ${n - 1} for the next, and so on (${name} for permutations).`
        : `Choosing ${r} of ${n} different things where order does not matter: the ordered choices divided by the $${r}!$ orders of each choice (${name} for combinations).`,
      steps: [
        { title: "The formula", body: display(formula) },
        {
          title: "Work it out",
          body: display(
            ordered
              ? `${falling} = ${value}`
              : `\\frac{${falling}}{${r}!} = \\frac{${perms}}{${factorial(r)}} = ${value}`,
          ),
        },
      ],
      answer: `**${value}**`,
    }),
    finalAnswer: String(value),
    similarQuestions: similar(q.seed, q.raw, (g) => {
      const m = g.int(5, 10);
      return ordered ? `Find ${m}P${g.int(2, 4)}` : `Find the value of ${m}C${g.int(2, 4)}`;
    }),
    verified: true,
  };
}

function wordArrangements(q: { seed: number; raw: string }, word: string): SolverOutput | null {
  const counts = new Map<string, number>();
  for (const ch of word) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const repeats = [...counts].filter(([, k]) => k > 1);
  const n = word.length;
  let value = factorial(n);
  for (const [, k] of repeats) value /= factorial(k);
  if (!Number.isInteger(value)) return null;
  const denominator = repeats.map(([, k]) => `${k}!`).join(" \\times ");
  return {
    explanation: explanation({
      intro: `The word ${word} has ${n} letters${repeats.length ? `, with ${repeats.map(([c, k]) => `${c} repeated ${k} times`).join(", ")}` : ", all different"}.`,
      steps: [
        {
          title: repeats.length ? "Divide out the repeated letters" : "Arrange all the letters",
          body: repeats.length
            ? `Swapping equal letters gives the same arrangement, so the $${n}!$ orders are divided by the orders of each repeated letter:\n\n${display(`\\frac{${n}!}{${denominator}} = \\frac{${factorial(n)}}{${repeats.reduce((p, [, k]) => p * factorial(k), 1)}} = ${value}`)}`
            : display(`${n}! = ${value}`),
        },
      ],
      answer: `There are **${value}** arrangements.`,
    }),
    finalAnswer: String(value),
    similarQuestions: similar(q.seed, q.raw, (g) => {
      const words = ["APPLE", "LETTER", "SCHOOL", "INDIA", "BANANA", "PEPPER", "MOTHER", "KERALA"];
      return `How many arrangements of the letters of the word ${words[g.int(0, words.length - 1)]} are there?`;
    }),
    verified: true,
  };
}
