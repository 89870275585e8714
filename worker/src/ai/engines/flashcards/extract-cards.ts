import type { GeneratedCard } from "@vidya/core/jobs/generate-flashcards";
import nlp from "compromise";
import { blankOut, keyTerms, termKey } from "./cloze";
import { definitionCard, VAGUE } from "./definitions";
import { textBlocks } from "./text-blocks";

export interface ExtractOptions {
  maxCards: number;
  /** Called now and then with the share of the work done (0 to 1). */
  onProgress?: (done: number) => Promise<void> | void;
}

/** Sentences worth a cloze card: long enough to give context, short enough to read on a card. */
const CLOZE_WORDS = { min: 6, max: 40 };

/**
 * The local (offline) flashcard generator. Definitions first — every "X is Y", "X are Y",
 * "X means Y" or "Y is called X" sentence whose X is a short noun phrase and whose Y describes it
 * becomes front X / back Y — then cloze cards: for each key term (frequent noun phrases, by
 * compromise), one sentence that uses it, with the term blanked out. No duplicates; at most
 * `maxCards`, definitions kept first.
 */
export async function extractCards(text: string, options: ExtractOptions): Promise<GeneratedCard[]> {
  // One parse of the whole text: paragraphs are joined so a heading without a full stop still
  // ends where it ended on the page.
  const blocks = textBlocks(text).map((b) => (/[.!?:]$/.test(b) ? b : `${b}.`));
  const doc = nlp(blocks.join("\n\n"));
  await options.onProgress?.(0.25);
  const sentences = (doc.sentences().out("array") as string[])
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => /\p{L}{2}/u.test(s));
  await options.onProgress?.(0.3);

  const cards: GeneratedCard[] = [];
  const fronts = new Set<string>();
  const used = new Set<number>();
  const add = (card: GeneratedCard) => {
    const key = card.front.toLowerCase();
    if (fronts.has(key) || card.front.length > 400 || card.back.length > 600) return false;
    fronts.add(key);
    cards.push(card);
    return true;
  };

  const seen = new Set<string>();
  for (let i = 0; i < sentences.length && cards.length < options.maxCards; i++) {
    const sentence = sentences[i] ?? "";
    if (seen.has(sentence)) {
      used.add(i);
      continue;
    }
    seen.add(sentence);
    const card = definitionCard(sentence);
    // A definition sentence never becomes a cloze too, even when its card was a duplicate.
    if (card) used.add(i);
    if (card) add(card);
    if (i % 100 === 99) await options.onProgress?.(0.3 + 0.4 * (i / sentences.length));
  }
  await options.onProgress?.(0.7);

  const defined = new Set(cards.map((c) => termKey(c.front)));
  const definitionText = cards.map((c) => `${c.front} ${c.back}`).join(" ");
  const terms = keyTerms(doc, options.maxCards * 2, definitionText).filter((t) => !defined.has(t));
  const lower = sentences.map((s) => s.toLowerCase());
  for (let t = 0; t < terms.length && cards.length < options.maxCards; t++) {
    const term = terms[t] ?? "";
    for (let i = 0; i < sentences.length; i++) {
      const sentence = sentences[i] ?? "";
      const words = sentence.split(" ").length;
      if (used.has(i) || !lower[i]?.includes(term)) continue;
      if (words < CLOZE_WORDS.min || words > CLOZE_WORDS.max || VAGUE.test(sentence)) continue;
      const blank = blankOut(sentence, term);
      if (!blank || blank.front.replace("_____", "").trim().length < 15) continue;
      if (add({ front: blank.front, back: blank.answer, kind: "cloze" })) {
        used.add(i);
        break;
      }
    }
    if (t % 10 === 9) await options.onProgress?.(0.7 + 0.3 * (t / terms.length));
  }
  await options.onProgress?.(1);
  return cards;
}
