import { similar } from "../rng";
import type { Solver } from "../types";
import { probabilityAnswer } from "./probability-common";

/**
 * One whole number chosen at random from a run of them ("a number is chosen from 1 to 20", "cards
 * numbered 1, 2, 3, …, 50", "one of the first 30 natural numbers") and the chance that it has a
 * property: prime, composite, even, odd, a multiple of k (divisible by k), a factor of k, a perfect
 * square or cube, a one-, two- or three-digit number, greater or less than k; joined by "or", "and",
 * "both … and", "neither … nor", "not". Every word of the event must belong to that grammar, or the
 * question is declined; the favourable numbers are listed in the working.
 */
export const numbersDrawnSolver: Solver = {
  id: "probability-numbers",
  topic: "statistics",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ");
    if (!/\bprobab|\bchance\b/.test(t)) return null;
    // Two numbers drawn, or drawn again, or dice and cards, are other experiments.
    if (
      /\b(?:two|2|three|3) (?:numbers|cards|tickets|discs|integers)\b|\b(?:dice|die|coins?|deck|pack|replacement|again|second|successively|one after)\b/.test(
        t,
      )
    )
      return null;
    if (!/\b(?:chosen|selected|picked|drawn|taken(?: out)?|choose|select|pick|draw)\b/.test(t)) return null;
    const run = numberRun(t);
    if (!run) return null;
    const { lo, hi, said } = run;
    if (!(hi > lo) || hi - lo > 1000 || lo < 0) return null;
    // "A box contains 90 discs numbered 1 to 90": a count said must be the run's own.
    const count = t.match(/\b(\d+) (?:cards|tickets|discs|balls|slips|chits|counters|tokens)\b/);
    if (count && Number(count[1]) !== hi - lo + 1) return null;
    const ev = eventOf(t);
    if (!ev) return null;
    const space = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
    const favourable = space.filter(ev.test);
    const shown =
      favourable.length === 0
        ? "None of them."
        : favourable.length <= 60
          ? `They are ${favourable.join(", ")}.`
          : `They are ${favourable.slice(0, 5).join(", ")}, …, ${favourable.slice(-2).join(", ")}.`;
    return probabilityAnswer({
      intro: `One number is chosen at random from ${said}: each of the ${space.length} numbers is equally likely.`,
      space: `The numbers ${lo}, ${lo + 1}, …, ${hi}: $${hi} - ${lo} + 1 = ${space.length}$ equally likely outcomes.`,
      event: `the number is ${ev.words}`,
      favourable: favourable.length,
      total: space.length,
      listed: `The numbers from ${lo} to ${hi} that are ${ev.words}: ${shown}`,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const n = r.pick([20, 25, 30, 40, 50]);
        const what = r.pick([
          "a prime number",
          "an even number",
          "a multiple of 3",
          "a perfect square",
          "a multiple of 5",
        ]);
        return `A number is chosen at random from 1 to ${n}. Find the probability that it is ${what}.`;
      }),
    });
  },
};

/** The run of numbers chosen from, and how the question said it. */
function numberRun(t: string): { lo: number; hi: number; said: string } | null {
  const firstN = t.match(/\bfirst (\d+) (?:natural numbers|positive integers|whole numbers)\b/);
  if (firstN) {
    const n = Number(firstN[1]);
    const whole = /whole/.test(firstN[0]);
    return {
      lo: whole ? 0 : 1,
      hi: whole ? n - 1 : n,
      said: `the first ${n} ${whole ? "whole" : "natural"} numbers`,
    };
  }
  const list = t.match(/\b(\d+), (\d+), (\d+),? (?:\.\.\.|…|\.\.),? (\d+)\b/);
  if (list) {
    const [a, b, c, z] = [1, 2, 3, 4].map((i) => Number(list[i]));
    if (b !== (a as number) + 1 || c !== (b as number) + 1) return null;
    return { lo: a as number, hi: z as number, said: `the numbers ${a} to ${z}` };
  }
  const range = [
    ...t.matchAll(
      /\b(?:from|numbered|marked|bearing|of|integers|numbers)(?: the)?(?: (?:numbers|integers|natural numbers|whole numbers))?(?: from)? (\d+) (?:to|through|till|until|-) (\d+)\b/g,
    ),
  ];
  if (range.length !== 1) return null;
  const m = range[0] as RegExpMatchArray;
  return { lo: Number(m[1]), hi: Number(m[2]), said: `the numbers ${m[1]} to ${m[2]}` };
}

type Test = (n: number) => boolean;
const isPrime: Test = (n) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};
const isSquare: Test = (n) => Number.isInteger(Math.sqrt(n));
const isCube: Test = (n) => Math.round(Math.cbrt(n)) ** 3 === n;

/** One property of a number, in the words a question uses. */
function atom(phrase: string): { test: Test; words: string } | null {
  const p = phrase
    .replace(
      /\b(?:a|an|the|number|numbers|integer|one|which|that|it|is|are|be|will|on it|on the card|card|ticket|disc)\b/g,
      " ",
    )
    .replace(/\s+/g, " ")
    .trim();
  // "an even prime number", "an odd composite number": every adjective holds.
  const adjectives = p.split(" ");
  if (adjectives.length > 1 && adjectives.every((w) => ["prime", "composite", "even", "odd"].includes(w))) {
    const parts = adjectives.map((w) => atom(w) as { test: Test; words: string });
    return { test: (n) => parts.every((a) => a.test(n)), words: adjectives.join(" ") };
  }
  if (p === "prime") return { test: isPrime, words: "prime" };
  if (p === "composite") return { test: (n) => n > 1 && !isPrime(n), words: "composite" };
  if (p === "even") return { test: (n) => n % 2 === 0, words: "even" };
  if (p === "odd") return { test: (n) => n % 2 !== 0, words: "odd" };
  if (/^(?:perfect )?square$/.test(p)) return { test: isSquare, words: "a perfect square" };
  if (/^(?:perfect )?cube$/.test(p)) return { test: isCube, words: "a perfect cube" };
  const multiple = p.match(/^(?:multiple of|divisible by|exactly divisible by) (\d+)$/);
  if (multiple) {
    const k = Number(multiple[1]);
    return k > 0 ? { test: (n) => n % k === 0, words: `a multiple of ${k}` } : null;
  }
  const factor = p.match(/^(?:factor|divisor) of (\d+)$/);
  if (factor) {
    const k = Number(factor[1]);
    return { test: (n) => n > 0 && k % n === 0, words: `a factor of ${k}` };
  }
  const digits = p.match(/^(one|single|1|two|2|three|3)[- ]digit$/);
  if (digits) {
    const d = { one: 1, single: 1, "1": 1, two: 2, "2": 2, three: 3, "3": 3 }[digits[1] as "one"];
    return { test: (n) => String(n).length === d, words: `a ${d}-digit number` };
  }
  const m = p.match(
    /^(greater than|more than|less than|smaller than|at least|at most|not more than|not less than) (\d+)$/,
  );
  if (m) {
    const k = Number(m[2]);
    const op = m[1] as string;
    const test: Test =
      op === "greater than" || op === "more than"
        ? (n) => n > k
        : op === "less than" || op === "smaller than"
          ? (n) => n < k
          : op === "at least" || op === "not less than"
            ? (n) => n >= k
            : (n) => n <= k;
    return { test, words: `${op} ${k}` };
  }
  return null;
}

/** The event after "probability that it is …" / "of getting …": every word read, or null. */
export function eventOf(t: string): { test: Test; words: string } | null {
  const tail = t.match(
    /\b(?:probability|chance) (?:that (?:the )?(?:number|it|[a-z]|the card|the ticket|the disc|the number on (?:it|the card|the ticket|the disc))(?: (?:so )?(?:chosen|selected|picked|drawn|taken))? (?:is|will be|bears|has|shows|carries)|of (?:getting|drawing|choosing|selecting|picking)(?: a number which is| a number that is)?|of (?:it|the number) being|that (?:we|you|he|she) (?:get|draw|choose|pick)(?: a number which is| a number that is)?) (.+?)\s*[?.]?$/,
  );
  if (!tail?.[1] || /[.?]/.test(tail[1])) return null;
  let s = tail[1]
    .trim()
    .replace(/^(?:a |an )?(?:number |integer )?(?:which|that) (?:is|are) /, "")
    .replace(/^(?:a|an) (?=multiple|factor|divisor|perfect|prime|composite|even|odd|number)/, "");
  const neither = s.match(/^neither (.+) nor (.+)$/);
  if (neither) {
    const a = atom(neither[1] as string);
    const b = atom(neither[2] as string);
    return a && b
      ? { test: (n) => !a.test(n) && !b.test(n), words: `neither ${a.words} nor ${b.words}` }
      : null;
  }
  const negated = /^(?:not|a non-?|non-?)\s*/.test(s);
  s = s.replace(/^(?:not|a non-?|non-?)\s*/, "");
  // "divisible by both 2 and 3", "a multiple of 2 or 3": the shared words belong to each part.
  const shared = s.match(/^(multiple of|divisible by|factor of) (?:both )?(\d+) (and|or) (\d+)$/);
  if (shared) s = `${shared[1]} ${shared[2]} ${shared[3]} ${shared[1]} ${shared[4]}`;
  s = s.replace(/^both /, "");
  const join = / (and|or) /.exec(s)?.[1];
  const parts = join ? s.split(new RegExp(` ${join} `)) : [s];
  if (parts.length > 3) return null;
  const atoms = parts.map(atom);
  if (atoms.some((a) => a === null)) return null;
  const ok = atoms as { test: Test; words: string }[];
  const test: Test = join === "and" ? (n) => ok.every((a) => a.test(n)) : (n) => ok.some((a) => a.test(n));
  const words = ok.map((a) => a.words).join(` ${join ?? ""} `);
  return negated ? { test: (n) => !test(n), words: `not ${words}` } : { test, words };
}
