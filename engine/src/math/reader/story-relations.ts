import { explanation } from "../explain";
import { show } from "../format";
import type { Question, Solver, SolverOutput } from "../types";
import { askedThing, type Mention, phraseAfter, readStory, type Story, single, TAKE } from "./story-words";

/**
 * Stories of named people and relations between their amounts: "Zachary did 51 push-ups. David did
 * 22 more push-ups than Zachary. John did 4 push-ups less than David. How many push-ups did John
 * do?" Each number becomes an equation about one person's amount of one thing: a fact (Z = 51) or a
 * relation (D = Z + 22, J = D − 4, "3 fewer peaches and 10 more apples than Steven"); the equations
 * are solved one unknown at a time, and the question names the amount it wants (or the difference
 * of two of one person's things). A number with no person, a person's amount given twice with two
 * values, or an amount the equations do not fix declines. Never marked verified.
 */

const MORE = /^(?:more|farther|further|longer|taller|higher|heavier|older|bigger|greater|larger)$/;
const LESS = /^(?:fewer|less|lesser|shorter|lower|lighter|younger|smaller)$/;
const COMPARATIVE =
  /\b(more|fewer|less|lesser|farther|further|longer|taller|shorter|higher|lower|heavier|lighter|older|younger|bigger|smaller|greater|larger)\b/;
/** Capitalised words that begin a sentence or clause without naming anyone. */
const NOT_NAMES = new Set(
  "If How The Then After Before In On At There He She They It We I A An His Her Their Its What Each Every Now Later When While So But And Also This That Today Yesterday Monday Tuesday Wednesday Thursday Friday Saturday Sunday Together Finally First Next".split(
    " ",
  ),
);

function names(text: string): string[] {
  return [...text.matchAll(/\b[A-Z][a-z]+\b/g)].map((m) => m[0]).filter((n) => !NOT_NAMES.has(n));
}

interface Fact {
  key: string;
  value: number;
  mention: Mention;
}
interface Relation {
  key: string;
  of: string;
  delta: number;
  mention: Mention;
}

/** The person a number belongs to: a name before it in its sentence, else the last one named. */
function ownerOf(story: Story, m: Mention, lastNamed: string | null): string | null {
  const raw = story.rawSentences[m.sentence] ?? "";
  const before = raw.slice(0, m.at + 1);
  const sinceThan = before.split(/\bthan\b/).pop() ?? "";
  // "Jake has 7 fewer peaches than Steven and 8 more peaches than Jill": the 8 is Jake's too.
  if (/^\s*[A-Z][a-z]+\s+and\s+\S*$/.test(sinceThan) && before.includes(" than ")) return lastNamed;
  const own = names(sinceThan);
  if (own.length) return own[own.length - 1];
  const lead = story.sentences[m.sentence].slice(0, m.at);
  if (/\b(?:he|she|they|his|her)\b/.test(lead) || lead.trim() === "") return lastNamed;
  return null;
}

interface Reading {
  asked: string;
  value: number;
  equations: string[];
  dismissed: Mention[];
}

function readRelations(text: string): Reading | null {
  // "The grasshopper jumped 25 inches. The frog jumped …": a "the X" named again and again is someone.
  let named = text;
  for (const [, w] of text.matchAll(/\b[Tt]he ([a-z]+)\b/g)) {
    const again = text.match(new RegExp(`\\b[Tt]he ${w}\\b`, "g"))?.length ?? 0;
    if (again >= 2 && !new RegExp(`\\d+\\s+(?:[a-z]+\\s+)?${w}`).test(text))
      named = named.replace(new RegExp(`\\b[Tt]he ${w}\\b`, "g"), w[0].toUpperCase() + w.slice(1));
  }
  const story = readStory(named);
  if (!story || story.mentions.length < 2) return null;
  const whole = story.sentences.join(" ");
  if (!/\bthan\b/.test(whole)) return null;
  if (
    /\btimes\b|\btwice\b|\bhalf\b|%|\bsome\b|\beach\b|\bper\b|\bevery\b|\brest\b|\bleft\b|\btotal\b|\bin all\b|\btogether\b|\bcombined\b|\bboth\b/.test(
      whole,
    )
  )
    return null;
  const asked = askedThing(story.ask);
  const askWhat =
    /^how (?:far|long|tall|deep|old|much)\b/.test(story.ask) && (!asked || asked.head === "") ? null : asked;
  const facts: Fact[] = [];
  const relations: Relation[] = [];
  let lastNamed: string | null = null;
  for (const m of story.mentions) {
    const owner = ownerOf(story, m, lastNamed);
    if (!owner) return null;
    lastNamed = owner;
    const s = story.sentences[m.sentence];
    const after = s.slice(m.at + String(m.value).length + (s[m.at] === "$" ? 1 : 0));
    // "22 more push-ups than Zachary", "4 push-ups less than David", "3 fewer peaches and … than Steven".
    const comp =
      /^\s*((?:[a-z'-]+\s+){0,3}?)(more|fewer|less|lesser|farther|further|longer|taller|shorter|higher|lower|heavier|lighter|older|younger|bigger|smaller|greater|larger)\b\s*([a-z' -]*?)\s*(?:\band\b.*?)?\bthan\b(.*)$/.exec(
        after,
      );
    const thingWords = comp ? phraseAfter(comp[1]) || phraseAfter(comp[3]) : m.thing;
    const head = single(thingWords.split(" ").pop() ?? "") || askWhat?.head || "";
    if (!head) return null;
    if (comp) {
      const rawSentence = story.rawSentences[m.sentence] ?? "";
      const thanAt = rawSentence.indexOf(" than ", m.at);
      if (thanAt < 0) return null;
      const thanText = rawSentence.slice(thanAt);
      const next = /^ than ([A-Z][a-z]+)\b(?! and [A-Z])/.exec(thanText)?.[1];
      const others = next && !NOT_NAMES.has(next) ? [next] : names(thanText.split(/[,.;]/)[0] ?? "");
      // "than Adam and Jackie": two people at once is another reading.
      if (others.length !== 1 || others[0] === owner) return null;
      const sign = MORE.test(comp[2]) ? 1 : LESS.test(comp[2]) ? -1 : 0;
      if (!sign) return null;
      relations.push({
        key: `${owner}|${head}`,
        of: `${others[0]}|${head}`,
        delta: sign * m.value,
        mention: m,
      });
    } else {
      if (COMPARATIVE.test(after.split(/[,.;]|\band\b/)[0] ?? "")) return null;
      // "Ed lost 17 of his marbles": a change over time, not an amount someone has.
      if (TAKE.test(m.lead.split(/[,;]|\band\b/).pop() ?? "")) return null;
      facts.push({ key: `${owner}|${head}`, value: m.value, mention: m });
    }
  }
  if (relations.length === 0) return null;
  const known = new Map<string, number>();
  const equations: string[] = [];
  const label = (k: string) => {
    const [who, what] = k.split("|");
    return `\\text{${who}'s ${what}s}`;
  };
  for (const f of facts) {
    if (known.has(f.key) && known.get(f.key) !== f.value) return null;
    known.set(f.key, f.value);
    equations.push(`${label(f.key)} = ${show(f.value)}`);
  }
  for (const r of relations) {
    equations.push(`${label(r.key)} = ${label(r.of)} ${r.delta < 0 ? "-" : "+"} ${show(Math.abs(r.delta))}`);
  }
  // Solve one unknown at a time until nothing new follows.
  for (let changed = true; changed; ) {
    changed = false;
    for (const r of relations) {
      const a = known.get(r.key);
      const b = known.get(r.of);
      if (a === undefined && b !== undefined) {
        known.set(r.key, b + r.delta);
        changed = true;
      } else if (b === undefined && a !== undefined) {
        known.set(r.of, a - r.delta);
        changed = true;
      } else if (a !== undefined && b !== undefined && Math.abs(a - b - r.delta) > 1e-9) {
        return null;
      }
    }
  }
  const askNames = names(story.ask.replace(/^how\b/, "").replace(/\b\w/g, (c) => c.toUpperCase()));
  const storyNames = new Set([...known.keys()].map((k) => k.split("|")[0]));
  const who = askNames.filter((n) => storyNames.has(n));
  const heads = new Set([...known.keys()].map((k) => k.split("|")[1]));
  const oneHead = askWhat?.head || (heads.size === 1 ? [...heads][0] : "");
  // "How many more peaches does Jake have than Jill?", "How much farther did the mouse jump than the frog?"
  const pair =
    /^how (?:many|much) (more|fewer|less|farther|further|longer|taller|shorter|higher|lower|heavier|lighter)\b(?:(?!\bthan\b).)*\b(?:does|do|did|is|was|has|have) ([a-z]+)\b(?:(?!\bthan\b).)*\bthan (?:the )?([a-z]+)\b/.exec(
      story.ask,
    );
  if (pair && who.length === 2 && oneHead) {
    const cap = (w: string) => w[0].toUpperCase() + w.slice(1);
    const [a, b] = [cap(pair[2]), cap(pair[3])];
    const va = known.get(`${a}|${oneHead}`);
    const vb = known.get(`${b}|${oneHead}`);
    if (va === undefined || vb === undefined || !who.includes(a) || !who.includes(b)) return null;
    const diff = MORE.test(pair[1]) ? va - vb : vb - va;
    if (!(diff > 0)) return null;
    return {
      asked: `${label(`${a}|${oneHead}`)} - ${label(`${b}|${oneHead}`)}`,
      value: diff,
      equations,
      dismissed: [],
    };
  }
  if (who.length !== 1) return null;
  const person = who[0];
  let value: number | undefined;
  let askedLabel: string;
  const two =
    /^how (?:many|much) (?:more|fewer|less) ([a-z' -]+?) than ([a-z' -]+?) (?:does|do|did|is|was|are|were|has|have)\b/.exec(
      story.ask,
    );
  if (two) {
    const h1 = single(phraseAfter(two[1]).split(" ").pop() ?? "");
    const h2 = single(phraseAfter(two[2]).split(" ").pop() ?? "");
    const a = known.get(`${person}|${h1}`);
    const b = known.get(`${person}|${h2}`);
    if (a === undefined || b === undefined) return null;
    value = /\bmore\b/.test(story.ask) ? a - b : b - a;
    askedLabel = `${label(`${person}|${h1}`)} - ${label(`${person}|${h2}`)}`;
  } else {
    if (/\b(?:more|fewer|less|than|and)\b/.test(story.ask)) return null;
    const head = oneHead;
    if (!head) return null;
    value = known.get(`${person}|${head}`);
    askedLabel = label(`${person}|${head}`);
  }
  if (value === undefined || !(value > 0)) return null;
  return { asked: askedLabel, value, equations, dismissed: [] };
}

/** Named people and "N more/fewer … than" relations, set up as equations and solved; never marked verified. */
export const storyRelationsSolver: Solver = {
  id: "story-relations",
  topic: "problem-solving",
  solve(q: Question): SolverOutput | null {
    if (!/\bthan\b/.test(q.text)) return null;
    const r = readRelations(q.raw);
    if (!r) return null;
    const answer = show(r.value);
    return {
      explanation: explanation({
        intro: "Each number says how much one person has, or how much more or less than someone else.",
        steps: [
          { title: "Write each sentence as an equation", body: `$$${r.equations.join(",\\quad ")}$$` },
          { title: "Solve for what is asked", body: `$$${r.asked} = ${answer}$$` },
        ],
        answer: `**${answer}**`,
      }),
      finalAnswer: answer,
      similarQuestions: [],
      verified: false,
    };
  },
};
