import { explanation } from "../explain";
import { show } from "../format";
import type { Question, Solver, SolverOutput } from "../types";
import { root, words as wordsOf } from "./story-compare";
import { type Mention, readStory, type Story } from "./story-words";

/**
 * One amount stated, another given by how much more or fewer it is: "In a school there are 402
 * more girls than boys. If there are 739 girls, how many boys are there?" The relation's two sides
 * (girls | boys; "on monday" | "on tuesday"; "reading homework" | "math homework") are told apart
 * by their own words; the stated amount must fit one side only and the question the other, so
 * the equation X = Y ± N is solved for the side asked. Anything less clear declines. Never marked
 * verified.
 */

const words = (text: string) => wordsOf(text, /^(?:how|many|much|number|did|does|do|if)$/);
const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length;

const MORE = /^(?:more|farther|further|longer|taller|higher|heavier|older|bigger|greater|larger)$/;
const RELATION =
  /^\s*((?:[a-z'-]+\s+){0,4}?)(more|fewer|less|lesser|farther|further|longer|taller|shorter|higher|lower|heavier|lighter|older|younger|bigger|smaller)\s+(.*?)\s*\bthan\b\s*(.*)$/;

interface Reading {
  value: number;
  relation: Mention;
  fact: Mention;
  sign: 1 | -1;
  askedIsX: boolean;
  dismissed: Mention[];
}

function sentenceAfter(story: Story, m: Mention): string {
  const s = story.sentences[m.sentence];
  return s.slice(m.at + String(m.value).length + (s[m.at] === "$" ? 1 : 0)).replace(/[.?!]+$/, "");
}

function readDifference(text: string): Reading | null {
  const story = readStory(text);
  if (!story || story.mentions.length < 2) return null;
  const whole = story.sentences.join(" ");
  if (
    /\btimes\b|\btwice\b|\bhalf\b|%|\bsome\b|\beach\b|\bper\b|\bevery\b|\btogether\b|\btotal\b|\bin all\b/.test(
      whole,
    )
  )
    return null;
  if (/\b(?:more|fewer|less|than|and|together|total|all|altogether)\b/.test(story.ask)) return null;
  const relations = story.mentions
    .map((m) => ({ m, r: RELATION.exec(sentenceAfter(story, m)) }))
    .filter((x) => x.r !== null);
  if (relations.length !== 1) return null;
  const { m: rel, r } = relations[0];
  if (!r) return null;
  // Each side's own words; the thing counted tells them apart only when it is all one side says.
  let x = words(`${r[1]} ${r[3]}`);
  let y = words(r[4]);
  const thing = root(rel.head);
  if (x.size > 1) x.delete(thing);
  if (y.size > 1) y.delete(thing);
  // Words on both sides (the thing itself, the verb) do not tell the sides apart.
  const common = new Set([...x].filter((w) => y.has(w)));
  x = new Set([...x].filter((w) => !common.has(w)));
  y = new Set([...y].filter((w) => !common.has(w)));
  if (x.size === 0 || y.size === 0) return null;
  const facts = story.mentions.filter((m) => m !== rel);
  const context = (m: Mention) => words(`${m.lead} ${m.thing} ${m.tail}`);
  const fits = facts
    .map((m) => ({ m, sx: overlap(context(m), x), sy: overlap(context(m), y) }))
    .filter((f) => f.sx !== f.sy);
  if (fits.length !== 1) return null;
  const fact = fits[0];
  const ask = words(story.ask);
  const ax = overlap(ask, x);
  const ay = overlap(ask, y);
  if (ax === ay) return null;
  const askedIsX = ax > ay;
  const factIsX = fact.sx > fact.sy;
  if (askedIsX === factIsX) return null;
  const sign: 1 | -1 = MORE.test(r[2]) ? 1 : -1;
  // X = Y + sign·N
  const value = askedIsX ? fact.m.value + sign * rel.value : fact.m.value - sign * rel.value;
  if (!(value > 0)) return null;
  return {
    value,
    relation: rel,
    fact: fact.m,
    sign,
    askedIsX,
    dismissed: facts.filter((m) => m !== fact.m),
  };
}

/** "N more X than Y" with one side stated: solved for the other side; never marked verified. */
export const storyDifferenceSolver: Solver = {
  id: "story-difference",
  topic: "problem-solving",
  solve(q: Question): SolverOutput | null {
    if (!/\bthan\b/.test(q.text)) return null;
    const r = readDifference(q.raw);
    if (!r) return null;
    const answer = show(r.value);
    const n = show(r.relation.value);
    const known = show(r.fact.value);
    const equation = r.askedIsX
      ? `x = ${known} ${r.sign > 0 ? "+" : "-"} ${n}`
      : `${known} = x ${r.sign > 0 ? "+" : "-"} ${n}`;
    const aside = r.dismissed.length
      ? ` Not needed: ${r.dismissed.map((m) => `${show(m.value)} ${m.thing}`.trim()).join(", ")}.`
      : "";
    return {
      explanation: explanation({
        intro: `The story says one amount is ${n} ${r.sign > 0 ? "more" : "fewer"} than the other, and states one of them: ${known}. The unknown x is the amount asked for.${aside}`,
        steps: [
          { title: "Write the relation as an equation", body: `$$${equation}$$` },
          { title: "Solve for x", body: `$$x = ${answer}$$` },
        ],
        answer: `**${answer}**`,
      }),
      finalAnswer: answer,
      similarQuestions: [],
      verified: false,
      dismissed: r.dismissed.map((m) => m.value),
    };
  },
};
