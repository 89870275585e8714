import { explanation } from "../explain";
import { show } from "../format";
import type { Question, Solver, SolverOutput } from "../types";
import { root, words } from "./story-compare";
import { type Mention, phraseAfter, readStory, STOP, single } from "./story-words";

/**
 * Two kinds of thing compared at one moment of the story: "Asha had 12 red beads and 7 blue
 * beads. She used 5 red beads and 9 blue beads. How many more blue beads than red beads did she
 * use?" Each side of the question names a kind ("blue beads", "pages of math homework"); the
 * numbers of each kind are found by their words, and the moment is the one sentence that states
 * both kinds and whose words fit the rest of the question ("did she use") better than any other
 * such sentence. Every number of either kind must sit in a sentence that states both, so an
 * amount told only for one kind ("he had 52 crayons left") makes the reader decline rather than
 * pick the wrong moment. Never marked verified.
 */

const ASK =
  /^how (?:many|much) (more|fewer|less) (.+?) than (.+?)(?: ((?:are|is|were|was|do|does|did|have|has|had|will|can|could)\b.*))?$/;

/** The words naming a kind, singular: "pages of math homework" → page, math, homework. */
const kindWords = (phrase: string) =>
  phrase
    .split(" ")
    .filter((w) => w && !STOP.has(w) && w !== "different")
    .map(single);

function isKind(m: Mention, kind: string[]): boolean {
  if (!m.head) return false;
  const mine = m.thing.split(" ").map(single);
  return kind.every((w) => mine.includes(w));
}

interface Reading {
  a: Mention;
  b: Mention;
  value: number;
  dismissed: Mention[];
}

/** A text's content words by root, keeping the words of time ("now", "left") and leaving out the kinds' own words. */
function contentWords(text: string, kinds: string[][]): Set<string> {
  const all = words(text);
  for (const w of text.split(/[^a-z]+/)) if (/^(?:now|left|then|before|first)$/.test(w)) all.add(w);
  for (const k of kinds) for (const w of k) all.delete(root(w));
  // "used" and "use", "baked" and "bake" meet without their final e.
  return new Set([...all].map((w) => w.replace(/(?<=..)e$/, "")));
}

function readKinds(text: string): Reading | null {
  const story = readStory(text);
  if (!story || story.mentions.length < 2) return null;
  const whole = story.sentences.join(" ");
  if (/\bthan\b|\btimes\b|\btwice\b|\bhalf\b|%|\beach\b|\bevery\b|\bequally\b/.test(whole)) return null;
  const ask = ASK.exec(story.ask.replace(/[?.!]+$/, ""));
  if (!ask) return null;
  const [, dir, sideA, sideB, rest = ""] = ask;
  // "per day" must be said of both the story and the question.
  const per = /\bper ([a-z]+)/.exec(whole)?.[1];
  if (per && !new RegExp(`\\bper ${per}\\b`).test(rest)) return null;
  if (/\b(?:in all|altogether|in total|together|combined|each|every)\b/.test(story.ask)) return null;
  const phraseA = phraseAfter(sideA);
  const phraseB = phraseAfter(sideB);
  // The sides are noun phrases of their own ("than yellow peaches"), not a clause ("than he did").
  if (phraseA !== sideA.trim() || phraseB !== sideB.trim()) return null;
  const kindA = kindWords(phraseA);
  const kindB = kindWords(phraseB);
  if (!kindA.length || !kindB.length) return null;
  // "red peaches than peaches": one kind inside the other does not tell them apart.
  if (kindA.every((w) => kindB.includes(w)) || kindB.every((w) => kindA.includes(w))) return null;
  const ofA = story.mentions.filter((m) => isKind(m, kindA));
  const ofB = story.mentions.filter((m) => isKind(m, kindB));
  if (ofA.some((m) => ofB.includes(m)) || !ofA.length || !ofB.length) return null;
  // "96 more pages": an amount given relative to another is not one to compare.
  if (
    [...ofA, ...ofB].some((m) =>
      /^\s*more\b/.test(story.sentences[m.sentence].slice(m.at).replace(/^\$?[\d.]+/, "")),
    )
  )
    return null;
  // A number with no thing of its own could be either kind.
  if (story.mentions.some((m) => !m.head)) return null;
  const sentences = [...new Set([...ofA, ...ofB].map((m) => m.sentence))];
  const moments = sentences.filter(
    (i) =>
      ofA.filter((m) => m.sentence === i).length === 1 && ofB.filter((m) => m.sentence === i).length === 1,
  );
  if (moments.length !== sentences.length || moments.length === 0) return null;
  // The moment asked about is the one sentence holding every content word of the rest of the
  // question ("did he eat", "are there in the vase now", "does he have left on the phone").
  const asked = contentWords(rest, [kindA, kindB]);
  const winners = moments.filter((i) => {
    const mine = contentWords(story.sentences[i], [kindA, kindB]);
    return [...asked].every((w) => mine.has(w));
  });
  if (winners.length !== 1) return null;
  const at = winners[0];
  const a = ofA.find((m) => m.sentence === at);
  const b = ofB.find((m) => m.sentence === at);
  if (!a || !b) return null;
  const value = dir === "more" ? a.value - b.value : b.value - a.value;
  if (!(value > 0)) return null;
  return { a, b, value, dismissed: story.mentions.filter((m) => m !== a && m !== b) };
}

/** "How many more X than Y …" between two kinds stated side by side; never marked verified. */
export const storyKindsSolver: Solver = {
  id: "story-kinds",
  topic: "problem-solving",
  solve(q: Question): SolverOutput | null {
    if (!/\bhow (?:many|much) (?:more|fewer|less)\b/.test(q.text)) return null;
    const r = readKinds(q.raw);
    if (!r) return null;
    const answer = show(r.value);
    const [big, small] = r.a.value > r.b.value ? [r.a, r.b] : [r.b, r.a];
    const aside = r.dismissed.length
      ? ` The other numbers (${r.dismissed.map((m) => show(m.value)).join(", ")}) belong to another moment or another thing.`
      : "";
    return {
      explanation: explanation({
        intro: `Compare the two kinds at the moment the question asks about: ${show(r.a.value)} ${r.a.thing} and ${show(r.b.value)} ${r.b.thing}.${aside}`,
        steps: [
          {
            title: "Subtract the smaller from the larger",
            body: `$$${show(big.value)} - ${show(small.value)} = ${answer}$$`,
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
