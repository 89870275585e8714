import { explanation } from "../explain";
import { show } from "../format";
import type { Question, Solver, SolverOutput } from "../types";
import { counts, type Mention, phraseAfter, readStory, STOP, type Story, single } from "./story-words";

/**
 * "How many more X than Y?" over a story that states both: each side of the comparison is matched
 * to the one number whose own words (its thing, its verb, its day or place, who did it) fit that
 * side better than any other number's; the answer is the difference. "Jack received 6 emails and
 * 8 letters in the morning, then 2 emails and 7 letters in the afternoon. How many more letters did
 * he receive in the morning than in the afternoon?" reads the letters of the morning (8) against
 * those of the afternoon (7). A side that fits two numbers equally, or a difference that is not
 * positive, declines. Never marked verified.
 */

/** Irregular past tenses, so "sold" meets "sell". */
const LEMMA: Record<string, string> = {
  sold: "sell",
  bought: "buy",
  made: "make",
  found: "find",
  got: "get",
  ate: "eat",
  gave: "give",
  brought: "bring",
  took: "take",
  won: "win",
  drank: "drink",
  threw: "throw",
  spent: "spend",
  lost: "lose",
  had: "have",
  ran: "run",
  swam: "swim",
  grew: "grow",
  caught: "catch",
  paid: "pay",
  went: "go",
  came: "come",
  saw: "see",
  kept: "keep",
  sent: "send",
  built: "build",
  wrote: "write",
  drove: "drive",
  rode: "ride",
  flew: "fly",
  read: "read",
  did: "do",
  baked: "bake",
  picked: "pick",
  played: "play",
};
const VERBS = new Set(Object.values(LEMMA).map((v) => v.slice(0, 5)));

/** A word's rough root, so "played" meets "play", "sold" meets "sell" and "mornings" meets "morning". */
export const root = (w: string) => (LEMMA[w] ?? single(w)).replace(/(?<=..)(?:ing|ed|es|s)$/, "").slice(0, 5);
/** A verb or an -ed word says most about which side a number is on. */
const weight = (w: string) => (VERBS.has(w) || /ed$/.test(w) ? 2 : 1);

/** A text's content words, by root: story words and the question's own words (`skip`) left out. */
export function words(text: string, skip = /^(?:how|many|much|did|does|do|what)$/): Set<string> {
  return new Set(
    text
      .split(/[^a-z]+/)
      .filter((w) => w.length > 1 && !STOP.has(w) && !skip.test(w))
      .map(root),
  );
}

/** The words of a number's own clause, and of the start of its sentence (who did what). */
function context(story: Story, m: Mention): Set<string> {
  const s = story.sentences[m.sentence];
  const firstNumber = s.search(/\d/);
  // A clause with no words of its own before the number ("… and 8 letters") borrows its sentence's start.
  const prefix = words(m.lead).size === 0 ? s.slice(0, Math.max(0, firstNumber)) : "";
  return words(`${prefix} ${m.lead} ${m.thing} ${m.tail}`);
}

/** The one mention that fits a side best (by shared words), or null when none or two fit best. */
export function best(story: Story, candidates: Mention[], side: Set<string>): Mention | null {
  const scored = candidates.map((m) => ({
    m,
    score: [...context(story, m)].filter((w) => side.has(w)).reduce((n, w) => n + weight(w), 0),
  }));
  const top = Math.max(...scored.map((s) => s.score));
  const winners = scored.filter((s) => s.score === top);
  return top > 0 && winners.length === 1 ? winners[0].m : null;
}

interface Reading {
  more: Mention;
  less: Mention;
  value: number;
  dismissed: Mention[];
}

const ASK = /^how (?:many|much) (more|fewer|less) (.+?) (?:than|compared to) (.+)$/;

function readCompare(text: string): Reading | null {
  const story = readStory(text);
  if (!story || story.mentions.length < 2) return null;
  const whole = story.sentences.join(" ");
  // Relations between quantities ("4 more than", "3 times") and changes over time are other readers'.
  if (
    /\bthan\b|\btimes\b|\btwice\b|\bhalf\b|%|\bsome\b|\beach\b|\bper\b|\bevery\b|\bmore\b|\bleft\b/.test(
      whole,
    )
  )
    return null;
  const m = ASK.exec(story.ask.replace(/[?.!]+$/, ""));
  if (!m) return null;
  const [, dir, rawSide1, rawSide2] = m;
  const side2Text = rawSide2.replace(
    /^(?:those|the ones|ones|that|which|what)\s+(?:that\s+|which\s+|who\s+)?/,
    "",
  );
  const thing1 = phraseAfter(rawSide1);
  const thing2 = phraseAfter(side2Text);
  const head1 = single(thing1.split(" ").pop() ?? "");
  const head2 = single(thing2.split(" ").pop() ?? "");
  const things = new Set(story.mentions.map((x) => x.head));
  let cand1 = story.mentions;
  let cand2 = story.mentions;
  let side1 = words(rawSide1);
  let side2 = words(side2Text);
  if (head2 && head2 !== head1 && things.has(head2) && things.has(head1)) {
    // Two things compared ("bottle caps than wrappers"): each side's numbers count its own thing.
    cand1 = story.mentions.filter((x) => counts(x, head1) && x.head !== "");
    cand2 = story.mentions.filter((x) => counts(x, head2) && x.head !== "");
    const shared = words(`${rawSide1} ${side2Text}`);
    side1 = shared;
    side2 = shared;
  } else if (head1 && things.has(head1)) {
    cand1 = story.mentions.filter((x) => counts(x, head1));
    cand2 = cand1;
    // Every candidate counts the thing: its name does not tell the sides apart.
    side1.delete(root(head1));
    side2.delete(root(head1));
  }
  // Words both sides share say nothing about which side a number is on.
  const common = new Set([...side1].filter((w) => side2.has(w)));
  if (cand1 === cand2) {
    side1 = new Set([...side1].filter((w) => !common.has(w)));
    side2 = new Set([...side2].filter((w) => !common.has(w)));
  }
  if (cand1.length === 0 || cand2.length === 0) return null;
  const a = best(story, cand1, side1);
  const b = best(story, cand2, side2);
  if (!a || !b || a === b) return null;
  const value = dir === "more" ? a.value - b.value : b.value - a.value;
  if (!(value > 0)) return null;
  const [more, less] = dir === "more" ? [a, b] : [b, a];
  return { more, less, value, dismissed: story.mentions.filter((x) => x !== a && x !== b) };
}

/** "How many more … than …" read by matching each side to its number; never marked verified. */
export const storyCompareSolver: Solver = {
  id: "story-compare",
  topic: "problem-solving",
  solve(q: Question): SolverOutput | null {
    if (!/\bhow (?:many|much) (?:more|fewer|less)\b/.test(q.text)) return null;
    const r = readCompare(q.raw);
    if (!r) return null;
    const answer = show(r.value);
    const aside = r.dismissed.length
      ? ` The other numbers (${r.dismissed.map((m) => show(m.value)).join(", ")}) are not part of this comparison.`
      : "";
    return {
      explanation: explanation({
        intro: `Compare: ${show(r.more.value)} ${r.more.thing} against ${show(r.less.value)} ${r.less.thing}; the difference is how many more.${aside}`,
        steps: [
          {
            title: "Subtract the smaller from the larger",
            body: `$$${show(r.more.value)} - ${show(r.less.value)} = ${answer}$$`,
          },
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
