import { readString, skipWhitespace } from "../ai-reply/json-string";
import { repairJson } from "../ai-reply/repair-json";

/** One card as a model wrote it, trimmed; both sides non-empty. */
export interface ModelCard {
  front: string;
  back: string;
}

/**
 * Reads the flashcards out of a model's reply. Asked for `{"cards": [{"front", "back"}, …]}`, models
 * also send a bare array, wrap it in a code fence or prose, write LaTeX backslashes, raw newlines and
 * trailing commas, name the sides question/answer or term/definition, or stop mid-way (max_tokens).
 * The JSON is repaired with the tutor's lenient reader first; when that yields nothing (cut off,
 * broken brackets), every front/back pair that can be read is taken instead. An empty list means
 * the reply is unusable.
 */
export function parseModelCards(reply: string): ModelCard[] {
  const start = jsonStart(reply);
  if (start >= 0) {
    const { json, complete } = repairJson(reply, start);
    if (complete) {
      try {
        const cards = cardsIn(JSON.parse(json));
        if (cards.length > 0) return cards;
      } catch {
        // Not JSON even after repair: read the pairs one by one below.
      }
    }
  }
  return cardsByPattern(reply);
}

const FRONT_KEYS = ["front", "question", "term"];
const BACK_KEYS = ["back", "answer", "definition"];

/** The opening bracket of the JSON: inside the first code fence if there is one, else the first bracket. */
function jsonStart(reply: string): number {
  const fence = /```[\w-]*[ \t]*\r?\n/.exec(reply);
  const from = fence ? fence.index + fence[0].length : 0;
  const match = /[[{]/.exec(reply.slice(from));
  return match ? from + match.index : -1;
}

function side(item: Record<string, unknown>, keys: string[]): string {
  for (const [key, value] of Object.entries(item)) {
    if (keys.includes(key.toLowerCase()) && typeof value === "string") return value.trim();
  }
  return "";
}

/** The cards of a parsed reply: an array of cards, or the first array of cards among an object's values. */
function cardsIn(value: unknown): ModelCard[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (typeof item !== "object" || item === null || Array.isArray(item)) return [];
      const card = {
        front: side(item as Record<string, unknown>, FRONT_KEYS),
        back: side(item as Record<string, unknown>, BACK_KEYS),
      };
      return card.front && card.back ? [card] : [];
    });
  }
  if (typeof value === "object" && value !== null) {
    for (const inner of Object.values(value)) {
      const cards = cardsIn(inner);
      if (cards.length > 0) return cards;
    }
  }
  return [];
}

const KEY = (keys: string[]) => new RegExp(`["']?\\b(?:${keys.join("|")})\\b["']?\\s*:\\s*(?=["'])`, "gi");

/** Every `front: "…"` followed (before the next front) by `back: "…"`, strings read leniently. */
function cardsByPattern(reply: string): ModelCard[] {
  const fronts = [...reply.matchAll(KEY(FRONT_KEYS))].map((m) => m.index + m[0].length);
  const cards: ModelCard[] = [];
  for (const [i, open] of fronts.entries()) {
    const front = readString(reply, open, true);
    if (!front.closed) continue;
    const until = fronts[i + 1] ?? reply.length;
    const backKey = KEY(BACK_KEYS);
    backKey.lastIndex = front.end;
    const match = backKey.exec(reply);
    if (!match || match.index >= until) continue;
    const back = readString(reply, skipWhitespace(reply, match.index + match[0].length), true);
    // A back cut off by the end of the reply is incomplete: leave the card out.
    if (!back.closed) continue;
    const card = { front: front.value.trim(), back: back.value.trim() };
    if (card.front && card.back) cards.push(card);
  }
  return cards;
}
