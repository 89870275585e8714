import type { DraftQuestion } from "./question";
import { seededShuffle } from "./shuffle";

/** Common words never blanked (English; Hindi and Gujarati function words are short and filtered by length). */
const STOP = new Set(
  "about above after again against because before being below between called during every their there these those through under until which while would could should other where things using without within also into from have this that with they them than then when what were will your been does only more most some such many much made make".split(
    " ",
  ),
);

/** Sentences of a page, by the locale's rules (Intl.Segmenter splits Hindi "।" and Gujarati too). */
export function sentencesOf(text: string, locale: string): string[] {
  const flat = text
    .replace(/-\n(?=\p{Ll})/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const segmenter = new Intl.Segmenter(locale, { granularity: "sentence" });
  return [...segmenter.segment(flat)].map((s) => s.segment.trim()).filter((s) => s.length > 0);
}

/** Words of a text (letters and combining marks), by the locale's rules. */
export function wordsOf(text: string, locale: string): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: "word" });
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

function isContentWord(word: string): boolean {
  const letters = word.match(/\p{L}|\p{M}/gu)?.length ?? 0;
  return letters >= 4 && letters === [...word].length && !STOP.has(word.toLowerCase());
}

/** The locale pdf text is probably in: Devanagari → hi, Gujarati script → gu, else en. */
export function guessLocale(text: string): "en" | "hi" | "gu" {
  const deva = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  const guj = text.match(/\p{Script=Gujarati}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (guj > latin && guj >= deva) return "gu";
  if (deva > latin) return "hi";
  return "en";
}

/**
 * Cloze items without a model: key sentences of each page with one key term blanked; the
 * distractors are other key terms of the same document. Each item quotes its sentence and page.
 */
/**
 * A sentence that leans on the one before ("This is called _____ of light.", issue 25): its blank
 * cannot be filled from the sentence alone, so it makes no item.
 */
const LEANS_ON_CONTEXT =
  /^(this|these|that|those|it|they|such|he|she|here|there|यह|ये|वह|वे|इसे|इन्हें|उसे)(\s|$)/iu;

export function clozeItems(
  pages: readonly string[],
  options: { max: number; seed: string },
): DraftQuestion[] {
  const locale = guessLocale(pages.join(" "));
  const perPage = pages.map((p) => sentencesOf(p, locale));
  const counts = new Map<string, number>();
  for (const sentences of perPage)
    for (const s of sentences)
      for (const w of wordsOf(s, locale)) if (isContentWord(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const terms = [...counts.entries()]
    .filter(([w]) => !(locale === "en" && /^\p{Ll}+s$/u.test(w) && counts.has(w.slice(0, -1))))
    .sort((x, y) => y[1] - x[1] || y[0].length - x[0].length)
    .map(([w]) => w)
    .slice(0, 60);
  const termSet = new Set(terms);
  const items: DraftQuestion[] = [];
  const usedTerms = new Set<string>();
  for (const [index, sentences] of perPage.entries()) {
    for (const sentence of sentences) {
      if (items.length >= options.max) return items;
      if (sentence.length < 30 || sentence.length > 260) continue;
      if (LEANS_ON_CONTEXT.test(sentence)) continue;
      const words = wordsOf(sentence, locale).filter((w) => termSet.has(w));
      // Prefer the sentence's rarest key term not yet used: it is what the sentence is about.
      const term = [...words]
        .filter((w) => !usedTerms.has(w.toLowerCase()))
        .sort((x, y) => (counts.get(x) ?? 0) - (counts.get(y) ?? 0) || y.length - x.length)[0];
      if (!term) continue;
      const others = terms.filter(
        (t) => t.toLowerCase() !== term.toLowerCase() && !sentence.toLowerCase().includes(t.toLowerCase()),
      );
      if (others.length < 3) continue;
      const distractors = seededShuffle(
        others.filter((t) => Math.abs(t.length - term.length) <= 4),
        `${options.seed}:${term}`,
      );
      const pool = distractors.length >= 3 ? distractors : seededShuffle(others, `${options.seed}:${term}`);
      const picked = pool.slice(0, 3);
      usedTerms.add(term.toLowerCase());
      const stem = sentence.replace(term, "_____");
      const options_ = [term, ...picked].map((text, i) => ({ id: `o${i + 1}`, text }));
      items.push({
        kind: "MCQ",
        stem: `Fill in the blank: ${stem}`,
        options: options_,
        key: "o1",
        explanation: `Page ${index + 1} says: “${sentence}”`,
        source: "pdf",
        page: index + 1,
        quote: sentence,
      });
    }
  }
  return items;
}
