import { explanation } from "../explain";
import { show } from "../format";
import type { Question, Solver, SolverOutput } from "../types";
import { best, root, words } from "./story-compare";
import { askedThing, GET, type Mention, readStory, STOP, single, TAKE } from "./story-words";

/**
 * Putting together: "How many new games do they have together?" adds every number of new games
 * (not the old ones); "How many emails did Jack receive in the afternoon and evening?" adds the
 * number that fits each named part. Stories that take away, compare or group are other readers';
 * a part that fits two numbers equally declines. Never marked verified.
 */

const TOTAL = /\b(?:in all|altogether|in total|total|together|combined|in the day|both)\b/;

interface Reading {
  parts: Mention[];
  dismissed: Mention[];
}

function readCombine(text: string): Reading | null {
  const story = readStory(text);
  if (!story || story.mentions.length < 2) return null;
  const whole = story.sentences.join(" ");
  if (
    /\bthan\b|\btimes\b|\btwice\b|\bhalf\b|%|\bsome\b|\beach\b|\bper\b|\bevery\b|\bleft\b|\brest\b/.test(
      whole,
    )
  )
    return null;
  // "Allan then bought 2 more": a change over time, not parts of one whole.
  if (
    /\b(?:then|later|afterwards)\b/.test(whole) ||
    story.mentions.some(
      (m) => /^\s*more\b/.test(m.tail) && (TAKE.test(m.lead) || GET.test(m.lead.replace(/\bmore\b/g, ""))),
    )
  )
    return null;
  if (/\b(?:more|fewer|less|than|left|each|per|every|after|before)\b/.test(story.ask)) return null;
  const asked = askedThing(story.ask);
  if (!asked?.head) return null;
  const thingWords = asked.thing
    .split(" ")
    .filter((w) => w && !STOP.has(w))
    .map(single);
  const ofThing = (m: Mention) => {
    const mine = m.thing.split(" ").map(single);
    return m.head !== "" && thingWords.every((w) => mine.includes(w));
  };
  const and = / and /.exec(story.ask);
  if (and) {
    // Two named parts: each is the number its words fit best.
    const left = story.ask.slice(0, and.index);
    const right = story.ask.slice(and.index + 5);
    const head = root(asked.head);
    const candidates = story.mentions.filter((m) => m.head === "" || m.head === asked.head || ofThing(m));
    const side1 = words(left.replace(/^how (?:many|much)\s+/, ""));
    const side2 = words(right);
    side1.delete(head);
    side2.delete(head);
    const common = new Set([...side1].filter((w) => side2.has(w)));
    for (const w of common) {
      side1.delete(w);
      side2.delete(w);
    }
    // The left side's last words name its part ("… in the afternoon", "pages of math").
    const a = best(story, candidates, side1);
    const b = best(story, candidates, side2);
    if (!a || !b || a === b) return null;
    return { parts: [a, b], dismissed: story.mentions.filter((m) => m !== a && m !== b) };
  }
  if (!TOTAL.test(story.ask)) return null;
  const parts = story.mentions.filter(ofThing);
  const dismissed = story.mentions.filter((m) => !parts.includes(m));
  if (parts.length < 2 || dismissed.some((m) => m.head === "")) return null;
  // The question's own words ("did Jack receive", "play tag") must all be every part's.
  const verb = [...words(story.ask.replace(/^how (?:many|much)\s+/, "").slice(asked.thing.length))].filter(
    (w) =>
      !words(
        text
          .match(/[A-Z][a-z]+/g)
          ?.join(" ")
          .toLowerCase() ?? "",
      ).has(w) && !TOTAL.test(w),
  );
  if (verb.length > 0) {
    for (const m of parts) {
      const s = story.sentences[m.sentence];
      const ctx = words(`${s.slice(0, Math.max(0, s.search(/\d/)))} ${m.lead}`);
      if (!verb.every((v) => ctx.has(v))) return null;
    }
  }
  return { parts, dismissed };
}

/** Adding the parts a question names, or every part of one thing; never marked verified. */
export const storyCombineSolver: Solver = {
  id: "story-combine",
  topic: "problem-solving",
  solve(q: Question): SolverOutput | null {
    if (!/\bhow (?:many|much)\b/.test(q.text)) return null;
    const r = readCombine(q.raw);
    if (!r) return null;
    const value = r.parts.reduce((s, m) => s + m.value, 0);
    const answer = show(value);
    const aside = r.dismissed.length
      ? ` Not part of it: ${r.dismissed.map((m) => `${show(m.value)} ${m.thing}`.trim()).join(", ")}.`
      : "";
    return {
      explanation: explanation({
        intro: `Put the parts together: ${r.parts.map((m) => `${show(m.value)} ${m.thing}`.trim()).join(" and ")}.${aside}`,
        steps: [{ title: "Add", body: `$$${r.parts.map((m) => show(m.value)).join(" + ")} = ${answer}$$` }],
        answer: `**${answer}**`,
      }),
      finalAnswer: answer,
      similarQuestions: [],
      verified: false,
      dismissed: r.dismissed.map((m) => m.value),
    };
  },
};
