import { explanation } from "../explain";
import { show } from "../format";
import type { Question, Solver, SolverOutput } from "../types";
import { moneyAsDollars } from "./story-words";

/**
 * Everyday one-step stories ("Paco had 26 cookies. He ate 9. How many are left?"): each number
 * is read with the thing it counts, the question names what it wants, and one of a few schemas
 * (change, combine, compare, equal groups) must use every number of the story. Anything else —
 * a number without a role, two schemas that fit, a negative result — is declined.
 *
 * The verb and comparison cues are read, not proven, so these answers are never marked verified.
 */

interface Mention {
  value: number;
  /** The thing counted, e.g. "salty cookies", "pages of math homework". */
  thing: string;
  /** Its last noun without a plural s: "cooky" → "cookie" is not attempted; "cookies" → "cookie". */
  head: string;
  sentence: number;
  /** Text before the number in its sentence. */
  lead: string;
}

const STOP = new Set(
  "a an the and to on in at for from with than but if he she they it his her their them of each every per more less fewer left this that was were is are had has have did does do while so as by".split(
    " ",
  ),
);

const single = (w: string) =>
  w.replace(/(?<=[a-z]{3})(?:es|s)$/, (m, _i, s: string) =>
    m === "es" && /(?:ch|sh|x|ss)es$/.test(s) ? "" : m === "es" ? "e" : "",
  );

function headOf(phrase: string): string {
  const words = phrase.split(" ").filter(Boolean);
  const ofAt = words.indexOf("of");
  const core = ofAt > 0 ? words.slice(0, ofAt) : words;
  return single(core[core.length - 1] ?? "");
}

function read(text: string): { mentions: Mention[]; ask: string; sentences: string[] } | null {
  const clean = text.replace(/\$\s*/g, "$").replace(/\s+/g, " ");
  // A fraction ("1/3 of them") is one number with a meaning of its own, never two counts.
  if (/\d\s*\/\s*\d/.test(clean)) return null;
  const sentences = clean.split(/(?<=[.?!])\s+|,\s*(?=how\b)/).map((s) => s.trim());
  const askAt = sentences.findIndex((s) => /^(?:how many|how much)\b/.test(s));
  if (askAt !== sentences.length - 1) return null;
  const mentions: Mention[] = [];
  sentences.slice(0, -1).forEach((s, i) => {
    for (const m of s.matchAll(/(\$)?(\d+(?:\.\d+)?)\s*((?:[a-z'-]+\s*){0,4})/g)) {
      const words: string[] = [];
      for (const w of (m[3] ?? "").trim().split(" ")) {
        if (!w || (STOP.has(w) && w !== "of") || (w === "of" && words.length === 0)) break;
        words.push(w);
      }
      while (words[words.length - 1] === "of") words.pop();
      const thing = m[1] ? "dollars" : words.join(" ");
      mentions.push({
        value: Number(m[2]),
        thing,
        head: headOf(thing),
        sentence: i,
        lead: s.slice(0, m.index),
      });
    }
  });
  if (/\d/.test(sentences[askAt])) return null;
  return { mentions, ask: sentences[askAt], sentences };
}

/** Whether the question's phrase names the mention's thing ("salty cookies" names "salty cookies", "cookies" is ambiguous if two kinds exist). */
function names(phrase: string, m: Mention): boolean {
  const words = phrase.split(" ").filter((w) => w && !STOP.has(w));
  if (!words.length || !m.thing) return false;
  if (words.join(" ") === "money" && m.head === "dollar") return true;
  const thing = m.thing.split(" ").map(single);
  return words.map(single).every((w) => thing.includes(w));
}

interface Reading {
  idea: string;
  expr: string;
  value: number;
}

const stem = (w: string) => w.slice(0, 5);
const content = (s: string, drop: string) =>
  new Set(
    s
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2 && !STOP.has(w) && stem(w) !== stem(drop))
      .map(stem),
  );

/**
 * "How many more emails did Jack receive in the morning than in the afternoon?" with "6 emails in
 * the morning and 2 emails in the afternoon": the two sides of the comparison are matched to the
 * two mentions by the words of their own clauses; both must match one way only.
 */
function bySides(r: { sentences: string[] }, ask: string, a: Mention, b: Mention): [Mention, Mention] | null {
  const m = ask.match(/\b(?:more|fewer|less)\b(.*)\b(?:than|compared to)\b(.*)$/);
  if (!m) return null;
  const ctx = (x: Mention) => {
    const s = r.sentences[x.sentence];
    const at = s.indexOf(`${x.value} ${x.thing}`);
    const tail = s.slice(at).split(/,|;|\band\b|\bwhile\b|\bif\b/)[0];
    return `${x.lead.split(/[,;]|\b(?:and|if|while)\b/).pop() ?? ""} ${tail}`;
  };
  const [s1, s2] = [content(m[1], a.head), content(m[2], a.head)];
  const score = (x: Mention, side: Set<string>) =>
    [...content(ctx(x), a.head)].filter((w) => side.has(w)).length;
  if (score(a, s1) > score(b, s1) && score(b, s2) > score(a, s2)) return [a, b];
  if (score(b, s1) > score(a, s1) && score(a, s2) > score(b, s2)) return [b, a];
  return null;
}

const TOTAL = /\b(?:a total of|in all|altogether|in total|total of)\b/;

/**
 * Part and whole: "There are a total of 16 peaches. 13 are red and some more are green. How many
 * green peaches?" — the whole less the known part, when the question asks about the part that
 * was "some" (its own words match the question better than the known part's words do).
 */
function partWhole(r: { sentences: string[]; ask: string }, a: Mention, b: Mention): Reading | null {
  const story = r.sentences.slice(0, -1);
  if (
    a.head !== b.head ||
    TAKE.test(story.join(" ")) ||
    /\b(?:more|less|fewer|than|total|all|altogether)\b/.test(r.ask)
  )
    return null;
  const clauseText = (m: Mention) => {
    const s = r.sentences[m.sentence];
    const at = s.indexOf(`${m.value} ${m.thing}`);
    return `${m.lead.split(/[,;]|\b(?:and|if|while)\b/).pop() ?? ""} ${s.slice(at).split(/,|;|\band\b|\bwhile\b/)[0]}`;
  };
  const isTotal = (m: Mention) => TOTAL.test(clauseText(m)) || TOTAL.test(`${m.lead.slice(-20)}`);
  const total = isTotal(a) && !isTotal(b) ? a : isTotal(b) && !isTotal(a) ? b : null;
  if (!total) return null;
  const part = total === a ? b : a;
  const someClause = story
    .flatMap((s) => s.split(/,|;|\band\b|\bwhile\b|\bif\b/))
    .find((c) => /\bsome\b/.test(c) && !/\d/.test(c));
  if (!someClause) return null;
  const ask = content(r.ask, a.head);
  const overlap = (x: string) => [...content(x, a.head)].filter((w) => ask.has(w)).length;
  if (overlap(someClause) <= overlap(clauseText(part))) return null;
  const v = total.value - part.value;
  if (v < 0) return null;
  return {
    idea: `Part and whole: ${show(total.value)} ${total.thing} in all, of which ${show(part.value)} are known.`,
    expr: `${show(total.value)} - ${show(part.value)}`,
    value: v,
  };
}

const TAKE =
  /\b(?:gave(?! (?:him|her|them|me|us)\b)|gives(?! (?:him|her|them|me|us)\b)|ate|eats|sold|sells|lost|loses|used|uses|spent|spends|threw|broke|donated|removed|gave away|deleted|paid|took out|cut|fired|left with)\b/;
const GET =
  /\b(?:found|finds|bought|buys|got|gets|received|receives|won|picked|collected|added|earned|gained|made)\b/;

function schema(text: string): Reading | null {
  const r = read(text);
  if (!r) return null;
  const { mentions: ms, ask } = r;
  if (ms.length !== 2 || ms.every((m) => !m.thing)) return null;
  const [a, b] = ms;
  if (/\b(?:each|every|per|a minute|an hour|a day)\b/.test(text)) return groups(r);
  const whole = partWhole(r, a, b);
  if (whole) return whole;
  if (/\b(?:times|twice|half|some|rest|others)\b/.test(text)) return null;
  // Compare: "How many more pastries than cakes did he make?"
  const more = ask.match(
    /^how (?:many|much) (?:more|fewer|less) ([a-z' -]+?) (?:than|compared to) ([a-z' -]+?)(?: (?:did|does|do|are|were|is|was|have|has|can|will)\b|[?]|$)/,
  );
  if (more) {
    let x = ms.find((m) => names(more[1], m));
    let y = ms.find((m) => m !== x && names(more[2], m));
    if ((!x || !y) && a.head === b.head && a.thing && b.thing)
      [x, y] = bySides(r, ask, a, b) ?? [undefined, undefined];
    if (!x || !y || /\bmore\b|\bless\b|\bfewer\b/.test(`${x.lead} ${y.lead}`)) return null;
    const v = /^how (?:many|much) more/.test(ask) ? x.value - y.value : y.value - x.value;
    if (v <= 0) return null;
    return {
      idea: `Compare: the difference between ${x.thing} and ${y.thing}.`,
      expr: /more/.test(ask) ? `${show(x.value)} - ${show(y.value)}` : `${show(y.value)} - ${show(x.value)}`,
      value: v,
    };
  }
  const what =
    ask.match(
      /^how (?:many|much) ([a-z' -]+?)(?: (?:did|does|do|are|were|is|was|have|has|had|can|will|would|should|remain|remained|were there|are there)\b|[?]|$)/,
    )?.[1] ?? "";
  if (/\b(?:each|every|per|times|twice|half)\b/.test(text)) return null;
  // Change: had A, gave/ate/lost B (or got B more), how many now?
  const story = r.sentences.slice(0, -1).join(" ");
  if (
    /\b(?:left|remain|remaining|remained|now|still)\b/.test(ask) &&
    !/\bmore\b|\bless\b|\bfewer\b/.test(`${story} ${ask}`)
  ) {
    const clause = (m: Mention) => m.lead.split(/[,;]|\b(?:and|then|if|but|after)\b/).pop() ?? "";
    // Buying pays money out and selling brings it in; this reader reads only the goods' way.
    if (ms.some((m) => m.head === "dollar" && /\b(?:bought|buys?|purchased|sold|sells?)\b/.test(clause(m))))
      return null;
    const takes = ms.filter((m) => TAKE.test(clause(m)));
    const gets = ms.filter((m) => GET.test(clause(m)) || /\bgave (?:him|her|them|me|us)\b/.test(clause(m)));
    const change = takes.length + gets.length === 1 ? (takes[0] ?? gets[0]) : null;
    const start = ms.find((m) => m !== change);
    if (
      !change ||
      !start ||
      !/\b(?:had|has|have|there (?:were|was|are|is)|weighed|were|was)\b/.test(clause(start))
    )
      return null;
    const thing = change.thing || start.thing;
    if (single(thing.split(" ").pop() ?? "") !== start.head || (what && !names(what, start))) return null;
    const take = takes.length === 1;
    const v = take ? start.value - change.value : start.value + change.value;
    if (v < 0) return null;
    return {
      idea: `Change: ${show(start.value)} ${start.thing} at first, ${show(change.value)} ${take ? "taken away" : "more"}.`,
      expr: `${show(start.value)} ${take ? "-" : "+"} ${show(change.value)}`,
      value: v,
    };
  }
  // Combine: "7 red peaches and 15 yellow peaches… how many peaches in all?"
  if (
    /\b(?:in all|altogether|in total|total|together|combined)\b/.test(ask) &&
    a.head === b.head &&
    what &&
    names(what, a) &&
    names(what, b)
  ) {
    if (TAKE.test(story) || /\bmore\b|\bless\b|\bfewer\b|\bleft\b/.test(story)) return null;
    return {
      idea: `Combine: ${show(a.value)} ${a.thing} and ${show(b.value)} ${b.thing} together.`,
      expr: `${show(a.value)} + ${show(b.value)}`,
      value: a.value + b.value,
    };
  }
  return null;
}

const PER = /\b(?:each|every|per|a minute|an hour|a day)\b/;

/**
 * Equal groups: "11 sets of tables and each set has 13 chairs; how many chairs?" (13 × 11),
 * "each pot has 40 flowers; 400 flowers in total; how many pots?" (400 ÷ 40).
 */
function groups(r: { mentions: Mention[]; ask: string; sentences: string[] }): Reading | null {
  const [a, b] = r.mentions;
  const clause = (m: Mention) => `${m.lead.split(/[,;]| and | if /).pop() ?? ""} ${m.value} ${m.thing}`;
  const perA = PER.test(clause(a)) || PER.test(a.thing);
  const perB = PER.test(clause(b)) || PER.test(b.thing);
  const each = perA && !perB ? a : perB && !perA ? b : null;
  // "with 11 pencils in each row": the cue follows the number.
  const after = (m: Mention) =>
    r.sentences[m.sentence]
      .slice(
        r.sentences[m.sentence].indexOf(`${m.value} ${m.thing}`) + `${m.value} ${m.thing}`.length,
        undefined,
      )
      .slice(0, 20)
      // "6 notebooks at $25 each": the cue after another number is that number's.
      .split(/[$\d]/)[0];
  const per =
    each ??
    (PER.test(after(a)) && !PER.test(after(b)) ? a : PER.test(after(b)) && !PER.test(after(a)) ? b : null);
  const what =
    r.ask.match(
      /^how (?:many|much) ([a-z' -]+?)(?: (?:did|does|do|are|were|is|was|have|has|had|can|could|will|would|should)\b|[?]|$)/,
    )?.[1] ?? "";
  if (!what) return null;
  const askPer = PER.test(r.ask);
  if (askPer && !per) {
    // "How many pages did he read per day?": the total shared over the groups.
    const total = names(what, a) ? a : names(what, b) ? b : null;
    const over = total === a ? b : a;
    if (!total || !over.thing || over.head === total.head) return null;
    const v = total.value / over.value;
    if (!Number.isInteger(v)) return null;
    return {
      idea: `Equal groups: ${show(total.value)} ${total.thing} shared equally over ${show(over.value)} ${over.thing}.`,
      expr: `${show(total.value)} \\div ${show(over.value)}`,
      value: v,
    };
  }
  if (!per || askPer) return null;
  const other = per === a ? b : a;
  if (names(what, per) && other.head !== per.head) {
    return {
      idea: `Equal groups: ${show(other.value)} groups of ${show(per.value)} ${per.thing}.`,
      expr: `${show(per.value)} \\times ${show(other.value)}`,
      value: per.value * other.value,
    };
  }
  if (other.head === per.head && !names(what, per)) {
    const v = other.value / per.value;
    if (!Number.isInteger(v)) return null;
    return {
      idea: `Equal groups: ${show(other.value)} ${other.thing} in groups of ${show(per.value)}.`,
      expr: `${show(other.value)} \\div ${show(per.value)}`,
      value: v,
    };
  }
  return null;
}

/** Everyday one-step stories read by roles (change, combine, compare); never marked verified. */
export const storySolver: Solver = {
  id: "story-one-step",
  topic: "problem-solving",
  solve(q: Question): SolverOutput | null {
    if (!/^[\s\S]*\bhow (?:many|much)\b/.test(q.text)) return null;
    const money = moneyAsDollars(q.raw);
    const r = money === null ? null : schema(money.toLowerCase());
    if (!r) return null;
    const answer = show(r.value);
    return {
      explanation: explanation({
        intro: r.idea,
        steps: [{ title: "Work it out", body: `$$${r.expr} = ${answer}$$` }],
        answer: `**${answer}**`,
      }),
      finalAnswer: answer,
      similarQuestions: [],
      verified: false,
    };
  },
};
