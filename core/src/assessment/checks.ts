import type { DraftQuestion } from "./question";

/**
 * Lower case, no punctuation or marks, single spaces: what "the same text" compares. A minus sign
 * before a number is kept as a word (issue 25): "−5" and "5" are different answers.
 */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[-\u2212](?=\d)/g, " minus ")
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Levenshtein distance divided by the longer length: 0 the same, 1 nothing in common. */
export function textDistance(a: string, b: string): number {
  const x = normalizeText(a);
  const y = normalizeText(b);
  if (x === y) return 0;
  const n = x.length;
  const m = y.length;
  if (n === 0 || m === 0) return 1;
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const cur = [i];
    for (let j = 1; j <= m; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = cur;
  }
  return (prev[m] ?? 0) / Math.max(n, m);
}

/** Stems closer than this are near-duplicates. */
export const NEAR_DUPLICATE = 0.15;

/**
 * The automatic checks every generated item passes before a student may see it. Returns the reason
 * it failed, or null. `pageText` is the text the quote must occur in; `bank` the stems already
 * stored for the chapter; `recompute` the math engine's key for a template item.
 */
export function checkItem(
  item: DraftQuestion,
  pageText: string | null,
  bank: readonly string[],
  recompute?: (question: string) => string | null,
): string | null {
  const texts = item.options.map((o) => normalizeText(o.text));
  if (item.kind !== "NUMERIC" && item.kind !== "SHORT") {
    if (new Set(texts).size !== texts.length || texts.some((t) => t === ""))
      return "The options are not all different.";
  }
  if (item.options.filter((o) => o.id === item.key).length !== 1)
    return "The item does not have exactly one key among its options.";
  if (item.quote !== null) {
    if (pageText === null || !normalizeText(pageText).includes(normalizeText(item.quote)))
      return "The quoted sentence does not occur in the document.";
  }
  const stem = normalizeText(item.stem);
  const keyText = normalizeText(item.options.find((o) => o.id === item.key)?.text ?? "");
  if (item.kind === "MCQ" && keyText.length > 2 && stem.includes(keyText))
    return "The stem gives the answer away.";
  if (item.kind === "MCQ") {
    for (const [i, t] of texts.entries()) {
      const other = item.options[i];
      if (other && other.id !== item.key && t.length > 0 && keyText.includes(t) && t.length >= 3)
        return "An option is part of the answer and gives it away.";
    }
  }
  // A computed item with other numbers is another question ("28²" and "29²" differ by one character):
  // only the very same stem is a duplicate of it.
  const duplicate = item.mathCheck
    ? (b: string) => normalizeText(b) === stem
    : (b: string) => textDistance(b, item.stem) < NEAR_DUPLICATE;
  if (bank.some(duplicate)) return "The bank already holds this item or one nearly the same.";
  if (item.mathCheck) {
    const computed = recompute?.(item.mathCheck.question) ?? null;
    if (computed === null || normalizeText(computed) !== normalizeText(item.mathCheck.answer))
      return "The math engine computes a different key.";
  }
  return null;
}
