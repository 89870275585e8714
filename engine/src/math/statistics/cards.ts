import { similar } from "../rng";
import type { Solver } from "../types";
import { probabilityAnswer } from "./probability-common";

interface Card {
  rank: number; // 1 = ace, 11 = jack, 12 = queen, 13 = king
  suit: "hearts" | "diamonds" | "spades" | "clubs";
}

const DECK: Card[] = (["hearts", "diamonds", "spades", "clubs"] as const).flatMap((suit) =>
  Array.from({ length: 13 }, (_, i) => ({ rank: i + 1, suit })),
);

const RANKS: Record<string, number> = { ace: 1, jack: 11, queen: 12, king: 13, knave: 11 };
const red = (c: Card) => c.suit === "hearts" || c.suit === "diamonds";

type Pred = (c: Card) => boolean;

/** One description like "red king", "face card", "ace of spades", "7". */
function atom(phrase: string): { pred: Pred; words: string } | null {
  const p = phrase.trim();
  const rank = p.match(/\b(ace|king|queen|jack|knave)s?\b/);
  const number = p.match(/\b([2-9]|10)\b/);
  const suit = p.match(/\b(heart|diamond|spade|club)s?\b/);
  const parts: [boolean, Pred, string][] = [
    [/\bred\b/.test(p), red, "red"],
    [/\bblack\b/.test(p), (c) => !red(c), "black"],
    [/face|court|picture/.test(p), (c) => c.rank >= 11, "face card"],
    [/number card|numbered card/.test(p), (c) => c.rank >= 2 && c.rank <= 10, "number card"],
    [rank !== null, (c) => rank !== null && c.rank === RANKS[rank[1]], rank?.[1] ?? ""],
    [
      rank === null && number !== null,
      (c) => number !== null && c.rank === Number(number[1]),
      number?.[1] ?? "",
    ],
    [
      suit !== null,
      (c) => suit !== null && c.suit.startsWith(suit[1]),
      `${suit?.[1] ?? ""}${rank || number ? "s" : ""}`,
    ],
  ];
  const used = parts.filter(([on]) => on);
  const preds = used.map(([, f]) => f);
  const words = used.map(([, , w]) => w);
  if (preds.length === 0) return null;
  return { pred: (c) => preds.every((f) => f(c)), words: words.join(" ") };
}

/** Event from the text after "probability of ...": unions with "or", "not", "neither ... nor". */
function event(text: string): { pred: Pred; words: string } | null {
  // "a red card that is not a king", "a heart but not a face card": the first, and not the second.
  const whole = text
    .match(/(?:probability|chance) (?:of (?:getting |drawing |being )?|that (?:it|the card) is )(.*)$/)?.[1]
    ?.replace(/[?.]/g, " ")
    .replace(/\b(a|an|the|from the deck)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const except = whole?.match(/^(.+?)\s+(?:(?:that|which)\s+(?:is|are)\s+not|but\s+not)\s+(.+)$/);
  // ("a card which is not a face card" is the plain negation, read below.)
  if (except && !/^(?:one )?cards?$/.test((except[1] as string).trim())) {
    const a = atom(except[1] as string);
    const b = atom(except[2] as string);
    return a && b ? { pred: (c) => a.pred(c) && !b.pred(c), words: `${a.words} but not ${b.words}` } : null;
  }
  const tail = (text.match(
    /(?:probability|chance)[^.?]*?(?:of (?:getting|drawing|being)|that (?:it|the card) is|getting|drawing|is)\s+(.*)$/,
  ) ?? text.match(/(?:probability|chance) of (.*)$/))?.[1];
  if (!tail) return null;
  const clean = tail
    .replace(/[?.]/g, " ")
    .replace(/\b(a|an|the|card|cards|from the deck)\b/g, (m) => (m === "card" || m === "cards" ? m : " "));
  const neither = clean.match(/neither (.+?) nor (.+)/);
  if (neither) {
    const a = atom(neither[1]);
    const b = atom(neither[2]);
    return a && b
      ? { pred: (c) => !a.pred(c) && !b.pred(c), words: `neither ${a.words} nor ${b.words}` }
      : null;
  }
  const negated = /\bnot\b|\bnon-?/.test(clean);
  const body = clean.replace(/\bnot\b|\bnon-?/g, " ");
  const parts = body.split(/\bor\b/).map(atom);
  if (parts.some((x) => x === null)) return null;
  const valid = parts.filter((x): x is { pred: Pred; words: string } => x !== null);
  const union: Pred = (c) => valid.some((x) => x.pred(c));
  const words = valid.map((x) => x.words).join(" or ");
  return negated ? { pred: (c) => !union(c), words: `not ${words}` } : { pred: union, words };
}

/** One card from a well-shuffled deck of 52: ranks, suits, colours, face cards, "or", "not". */
export const cardSolver: Solver = {
  id: "probability-cards",
  topic: "statistics",
  solve(q) {
    const t = q.text;
    if (
      !/\bcards?\b|\bdeck\b|\bpack\b/.test(t) ||
      !/probab|chance/.test(t) ||
      /\b2 cards\b|two cards/.test(t)
    )
      return null;
    const ev = event(t);
    if (!ev) return null;
    const fav = DECK.filter(ev.pred).length;
    return probabilityAnswer({
      intro:
        "A standard deck has 52 cards: 4 suits (hearts ♥ and diamonds ♦ are red; spades ♠ and clubs ♣ are black), each with 13 cards A, 2–10, J, Q, K. The face cards are J, Q, K.",
      space: "One card is drawn from a well-shuffled deck, so there are $52$ equally likely outcomes.",
      event: `the card is ${ev.words}`,
      favourable: fav,
      total: 52,
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) =>
          `A card is drawn at random from a well-shuffled deck of 52 cards. Find the probability of getting ${r.pick(["a king", "a red card", "a face card", "a spade", "an ace", "a black queen", "a red face card", "a king or a queen", "a heart", "a card which is not a face card"])}.`,
      ),
    });
  },
};
