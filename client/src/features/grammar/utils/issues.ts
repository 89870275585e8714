/** One problem found in the text, with what fixes it (pure data, shared by the worker and the page). */
export interface GrammarIssue {
  /** Offsets into the checked text (UTF-16, as JavaScript strings count). */
  start: number;
  end: number;
  /** "Spelling", "Agreement", "Grammar", "Punctuation", ... (harper's kinds; our rules use their own). */
  kind: string;
  /** What is wrong, in plain words. */
  message: string;
  /** Replacements, best first; empty means "remove" when `remove` is set, else no fix is known. */
  replacements: string[];
  remove?: boolean;
  /** Which checker found it. */
  source: "harper" | "spelling" | "rule";
  /** Low-confidence findings (e.g. Gujarati spelling) are shown as such. */
  lowConfidence?: boolean;
}

/** The most characters one check takes (about 3,000 words); the page says so above that. */
export const GRAMMAR_MAX_CHARS = 20_000;

/**
 * Issues sorted by position, without overlaps: where two overlap, the one from the earlier list wins
 * (callers pass the most precise checker first, e.g. the script rules before the dictionary).
 */
export function mergeIssues(...lists: GrammarIssue[][]): GrammarIssue[] {
  const kept: GrammarIssue[] = [];
  for (const list of lists)
    for (const issue of list)
      if (!kept.some((k) => issue.start < k.end && k.start < issue.end)) kept.push(issue);
  return kept.sort((a, b) => a.start - b.start);
}

/** The text with one issue fixed by `replacement` (its first one by default). */
export function applyFix(text: string, issue: GrammarIssue, replacement = issue.replacements[0]): string {
  if (replacement === undefined && !issue.remove) return text;
  return text.slice(0, issue.start) + (replacement ?? "") + text.slice(issue.end);
}

/** Every fixable issue fixed at once (from the end, so earlier offsets stay right). */
export function applyAll(text: string, issues: GrammarIssue[]): string {
  let out = text;
  for (const issue of [...issues].sort((a, b) => b.start - a.start)) out = applyFix(out, issue);
  return out;
}

/** Words in a text (letters of any script, with inner apostrophes or hyphens). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu)?.length ?? 0;
}

/** 0–100: the share of words without a problem; 100 for an empty text. */
export function grammarScore(text: string, issues: GrammarIssue[]): number {
  const words = countWords(text);
  if (words === 0) return 100;
  return Math.max(0, Math.round((100 * (words - Math.min(words, issues.length))) / words));
}

/** The text cut into plain and issue pieces, for underlining. */
export function segments(text: string, issues: GrammarIssue[]): { text: string; issue?: number }[] {
  const out: { text: string; issue?: number }[] = [];
  let at = 0;
  issues.forEach((issue, i) => {
    if (issue.start < at || issue.end > text.length) return;
    if (issue.start > at) out.push({ text: text.slice(at, issue.start) });
    out.push({ text: text.slice(issue.start, issue.end) || " ", issue: i });
    at = issue.end;
  });
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}
