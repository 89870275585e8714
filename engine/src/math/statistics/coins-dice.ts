import { similar } from "../rng";
import type { Solver } from "../types";
import { eventOf } from "./numbers-drawn";
import { comparison, probabilityAnswer } from "./probability-common";

const isPrime = (n: number) => n > 1 && [2, 3, 5, 7, 11].includes(n);

function coinCount(t: string): number | null {
  const m = t.match(/(\d+) coins?\b/);
  if (m) return Number(m[1]);
  if (/\bcoin\b.*\b(?:tossed|flipped) (?:twice|2 times)/.test(t)) return 2;
  if (/\bcoin\b.*\b(?:tossed|flipped) (?:thrice|3 times)/.test(t)) return 3;
  if (/\ba coin\b|\bcoin is\b/.test(t)) return 1;
  return null;
}

/** Coins: exactly / at least / at most k heads (or tails), by listing the 2^n outcomes. */
export const coinSolver: Solver = {
  id: "probability-coins",
  topic: "statistics",
  solve(q) {
    const t = q.text;
    if (!/\bcoins?\b/.test(t) || !/probab|chance/.test(t)) return null;
    const n = coinCount(t);
    if (!n || n > 5) return null;
    const face =
      /tail/.test(t.replace(/heads? (?:or|and) tails?/, "")) &&
      !/head/.test(t.replace(/heads? (?:or|and) tails?/, ""))
        ? "T"
        : "H";
    const word = face === "H" ? "head" : "tail";
    const outcomes = Array.from({ length: 2 ** n }, (_, i) =>
      [...i.toString(2).padStart(n, "0")].map((b) => (b === "0" ? "H" : "T")).join(""),
    );
    const cmp = comparison(t);
    let test: (k: number) => boolean;
    let words: string;
    if (cmp) [test, words] = [cmp.test, `${cmp.words} ${word}s`];
    else if (/\bno (?:heads?|tails?)\b/.test(t)) [test, words] = [(k) => k === 0, `no ${word}s`];
    else if (/\ball (?:heads?|tails?)\b|\bboth (?:heads?|tails?)\b/.test(t))
      [test, words] = [(k) => k === n, `all ${word}s`];
    else {
      const k = t.match(/(\d+|a|an) (?:heads?|tails?)\b/);
      const count = k ? (k[1] === "a" || k[1] === "an" ? 1 : Number(k[1])) : null;
      if (count === null) return null;
      [test, words] = [(x) => x === count, `exactly ${count} ${word}${count === 1 ? "" : "s"}`];
    }
    const fav = outcomes.filter((o) => test([...o].filter((c) => c === face).length));
    return probabilityAnswer({
      intro: `Each coin lands Heads (H) or Tails (T) with equal chance, so all outcomes of tossing ${n === 1 ? "one coin" : `${n} coins`} are equally likely.`,
      space: `With ${n} coin${n > 1 ? "s" : ""} there are $2^{${n}} = ${2 ** n}$ outcomes: ${outcomes.join(", ")}.`,
      listed: fav.length ? `Favourable: ${fav.join(", ")}.` : undefined,
      event: `we get ${words}`,
      favourable: fav.length,
      total: outcomes.length,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const c = r.int(2, 3);
        const k = r.int(1, c);
        return `${c === 2 ? "Two" : "Three"} coins are tossed together. What is the probability of getting ${r.pick(["exactly", "at least", "at most"])} ${k} ${r.pick(["head", "tail"])}${k === 1 ? "" : "s"}?`;
      }),
    });
  },
};

function dieTest(t: string): { test: (v: number) => boolean; words: string } | null {
  const cmp = comparison(t);
  if (cmp) return cmp;
  if (/\beven\b/.test(t)) return { test: (v) => v % 2 === 0, words: "an even number" };
  if (/\bodd\b/.test(t)) return { test: (v) => v % 2 === 1, words: "an odd number" };
  if (/\bprime\b/.test(t)) return { test: isPrime, words: "a prime number" };
  const mult = t.match(/multiple of (\d+)/);
  if (mult) return { test: (v) => v % Number(mult[1]) === 0, words: `a multiple of ${mult[1]}` };
  const factor = t.match(/factor of (\d+)/);
  if (factor) return { test: (v) => Number(factor[1]) % v === 0, words: `a factor of ${factor[1]}` };
  const between = t.match(/between (\d+) and (\d+)/);
  if (between)
    return {
      test: (v) => v > Number(between[1]) && v < Number(between[2]),
      words: `a number between ${between[1]} and ${between[2]}`,
    };
  const exact = t.match(
    /(?:getting|get|of|a|an|number|shows?|showing|is)\s+(?:a |an |the number )?(\d+)\b(?!\s*(?:dice|die|coins?|times))/g,
  );
  const last = exact?.[exact.length - 1]?.match(/(\d+)$/);
  if (last) return { test: (v) => v === Number(last[1]), words: `a ${last[1]}` };
  return null;
}

/** Dice: one die (even, prime, greater than k, ...) or two dice (sum, doublet, product) over 6 or 36 outcomes. */
export const diceSolver: Solver = {
  id: "probability-dice",
  topic: "statistics",
  solve(q) {
    const t = q.text;
    if (!/\bdie\b|\bdice\b/.test(t) || !/probab|chance/.test(t)) return null;
    const two =
      /\b2 dice\b|pair of dice|\bdice are\b|\btwo dice\b|die is (?:thrown|rolled|tossed) twice|both dice/.test(
        t,
      );
    if (!two) {
      // More than one property ("an even prime number", "odd or a multiple of 3") is read by the
      // strict event grammar, every word of it, or declined: the first keyword alone answered
      // "even prime" with the evens (1/2, checked, 29 Nov 2026).
      const tail = t.replace(/.*?\b(?:probability|chance)\b/, "");
      const properties =
        tail.match(
          /\b(?:even|odd|prime|composite|multiple|factor|greater|less|more|least|most|between|square|cube|not|neither|or|and)\b/g,
        ) ?? [];
      const strict = properties.length > 1 ? eventOf(t) : null;
      if (properties.length > 1 && !strict) return null;
      const rule = strict ? { test: strict.test, words: strict.words } : dieTest(tail);
      if (!rule) return null;
      const fav = [1, 2, 3, 4, 5, 6].filter(rule.test);
      return probabilityAnswer({
        intro: "A fair die has six faces, 1 to 6, each equally likely.",
        space: "There are $6$ possible outcomes: 1, 2, 3, 4, 5, 6.",
        listed: fav.length ? `Favourable: ${fav.join(", ")}.` : undefined,
        event: `the die shows ${rule.words}`,
        favourable: fav.length,
        total: 6,
        similarQuestions: similar(
          q.seed,
          q.raw,
          (r) =>
            `A die is thrown once. What is the probability of getting ${r.pick(["an even number", "an odd number", "a prime number", `a number greater than ${r.int(1, 5)}`, `a number less than ${r.int(2, 6)}`, "a multiple of 3"])}?`,
        ),
      });
    }
    const pairs: [number, number][] = [];
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) pairs.push([a, b]);
    const tail = t.replace(/.*?\b(?:probability|chance)\b/, "");
    let test: ((p: [number, number]) => boolean) | null = null;
    let words = "";
    if (/doublet|same number|both (?:dice )?show the same|double/.test(tail))
      [test, words] = [([a, b]) => a === b, "both dice show the same number (a doublet)"];
    else if (/\bsum\b|\btotal\b/.test(tail)) {
      // A sum with more than one property ("an even prime") is read by the strict grammar or declined.
      const said = tail.match(
        /\b(?:sum|total)\b(?: of (?:the )?(?:two )?numbers)?(?: (?:on|shown by) (?:the )?(?:two )?dice)? (?:is|will be|being) (.+?)\s*[?.]?$/,
      )?.[1];
      const props =
        (said ?? tail).match(
          /\b(?:even|odd|prime|composite|multiple|factor|greater|less|more|least|most|between|square|cube|not|neither|or|and)\b/g,
        ) ?? [];
      if (props.length > 1) {
        const ev = said ? eventOf(`probability that it is ${said}`) : null;
        if (!ev) return null;
        [test, words] = [([a, b]) => ev.test(a + b), `the sum is ${ev.words}`];
      }
    }
    if (!test && /\bsum\b|\btotal\b/.test(tail)) {
      const rule = /\beven\b/.test(tail)
        ? { test: (s: number) => s % 2 === 0, words: "even" }
        : /\bodd\b/.test(tail)
          ? { test: (s: number) => s % 2 === 1, words: "odd" }
          : /\bprime\b/.test(tail)
            ? { test: isPrime, words: "a prime number" }
            : (comparison(tail) ??
              (() => {
                const m = tail.match(/(?:sum|total)[a-z ]*? (?:is |of |equal to |as )?(\d+)/);
                return m ? { test: (s: number) => s === Number(m[1]), words: m[1] } : null;
              })());
      const mult = tail.match(/multiple of (\d+)/);
      const r2 = mult
        ? { test: (s: number) => s % Number(mult[1]) === 0, words: `a multiple of ${mult[1]}` }
        : rule;
      if (r2) [test, words] = [([a, b]) => r2.test(a + b), `the sum is ${r2.words}`];
    } else if (/\bproduct\b/.test(tail)) {
      const m = tail.match(/product[a-z ]*? (?:is |of )?(\d+)/);
      if (m) [test, words] = [([a, b]) => a * b === Number(m[1]), `the product is ${m[1]}`];
    }
    if (!test) return null;
    const rule = test;
    const fav = pairs.filter((p) => rule(p));
    return probabilityAnswer({
      intro:
        "With two dice, each die shows 1 to 6 independently, so we list ordered pairs (first die, second die).",
      space: "There are $6 \\times 6 = 36$ equally likely outcomes, from (1, 1) to (6, 6).",
      listed:
        fav.length && fav.length <= 18
          ? `Favourable: ${fav.map(([a, b]) => `(${a}, ${b})`).join(", ")}.`
          : undefined,
      event: words,
      favourable: fav.length,
      total: 36,
      similarQuestions: similar(q.seed, q.raw, (r) =>
        r.next() < 0.25
          ? "Two dice are thrown together. What is the probability of getting a doublet?"
          : `Two dice are thrown. Find the probability that the sum is ${r.pick(["", "greater than ", "less than ", "at least "])}${r.int(4, 10)}`,
      ),
    });
  },
};
