import { readString } from "./json-string";

/**
 * The fallback when a reply will not parse as JSON even after repair: find the fields by their keys
 * (a reply cut off by the token limit still has its explanation), or, for a reply written as prose
 * with an "Explanation" / "Similar Questions" layout, by its headings.
 */

/** Fields found by pattern; the explanation is never empty. */
export interface ExtractedFields {
  explanation: string;
  similarQuestions: string[];
  finalAnswer?: string;
}

const EXPLANATION_KEY = /["']?explanation["']?\s*:\s*(["'])/i;
const QUESTIONS_KEY = /["']?similar_?questions["']?\s*:\s*\[/i;
const FINAL_ANSWER_KEY = /["']?final_?answer["']?\s*:\s*(["'])/i;

/**
 * The string value after `key`, read to its closing quote or, if the reply was cut off, to the last
 * character that is certain (a cut `\th` may have been `\theta`, so it is left out).
 */
function keyedString(text: string, key: RegExp): string | null {
  const match = key.exec(text);
  if (match === null) return null;
  const open = match.index + match[0].length - 1;
  const reading = readString(text, open, true);
  return reading.closed ? reading.value : readString(text, open, false).value;
}

/** The complete strings of the list after `similarQuestions: [`; a string cut off is dropped. */
function keyedList(text: string): string[] {
  const match = QUESTIONS_KEY.exec(text);
  if (match === null) return [];
  const items: string[] = [];
  let i = match.index + match[0].length;
  while (i < text.length) {
    while (i < text.length && /[\s,]/.test(text[i] ?? "")) i += 1;
    const c = text[i];
    if (c !== '"' && c !== "'") break;
    const reading = readString(text, i, true);
    if (!reading.closed) break;
    items.push(reading.value);
    i = reading.end;
  }
  return items;
}

/** Finds `explanation`, `similarQuestions` and `finalAnswer` by their keys in broken JSON. */
export function extractJsonFields(text: string): ExtractedFields | null {
  const explanation = keyedString(text, EXPLANATION_KEY)?.trim();
  if (explanation === undefined || explanation === "") return null;
  const finalAnswer = keyedString(text, FINAL_ANSWER_KEY)?.trim();
  return {
    explanation,
    similarQuestions: keyedList(text),
    ...(finalAnswer ? { finalAnswer } : {}),
  };
}

/** "Explanation:" (or an "Explanation" heading on its own line) at the start, not the word in a sentence. */
const EXPLANATION_LABEL = /^[#*_\s]*explanation[*_\s]*:[*_]*|^[#*_\s]*explanation[*_ \t]*(?=\r?\n)/i;
const QUESTIONS_HEADING = /^similar\s+(?:practice\s+)?questions?\s*:?$/i;
const LIST_ITEM = /^\s*(?:\d{1,2}[.)]|[-*•])\s+(.*)$/;

/** Whether a line, without Markdown heading and emphasis marks, is a "Similar Questions" heading. */
function isQuestionsHeading(line: string): boolean {
  return QUESTIONS_HEADING.test(line.replace(/[#*_]/g, "").trim());
}

/**
 * Splits a prose reply at a "Similar Questions" heading: the text before it (without an
 * "Explanation:" label) is the explanation, the list items after it are the questions. Also accepts
 * a reply that only starts with an "Explanation:" label. Linear in the text: replies can be long.
 */
export function extractProseSections(text: string): ExtractedFields | null {
  const lines = text.split(/\r?\n/);
  const headingAt = lines.findIndex(isQuestionsHeading);
  if (headingAt < 0 && !EXPLANATION_LABEL.test(text)) return null;
  const before = headingAt < 0 ? text : lines.slice(0, headingAt).join("\n");
  const explanation = before.replace(EXPLANATION_LABEL, "").trim();
  if (explanation === "") return null;
  const similarQuestions: string[] = [];
  for (const line of headingAt < 0 ? [] : lines.slice(headingAt + 1)) {
    if (line.trim() === "") continue;
    const item = LIST_ITEM.exec(line);
    if (item === null) break;
    similarQuestions.push(item[1] ?? "");
  }
  return { explanation, similarQuestions };
}
