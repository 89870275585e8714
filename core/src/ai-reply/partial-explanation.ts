import { readString } from "./json-string";

const EXPLANATION_VALUE = /["']?explanation["']?\s*:\s*(["'])/i;
const REPLY_OBJECT = /\{\s*["']?(?:explanation|similarQuestions|finalAnswer)["']?\s*:/i;
const FENCE_OPENING = /^```[\w-]*/;

/**
 * The explanation readable so far while the model is still writing its JSON reply, decoded as
 * `parseAiReply` decodes it (LaTeX-aware), or null before `"explanation": "` has appeared.
 *
 * For a reply that is JSON from its first character (or a fenced block) each answer extends the
 * previous one: nothing is shown that a later character could change, such as a backslash whose
 * command is not finished or a quote that may or may not end the text. Text that does not look like
 * JSON is prose and is returned as it is, until a reply object shows up in it.
 */
export function partialExplanation(partialText: string): string | null {
  const text = partialText.trimStart();
  if (text === "") return null;
  let body: string;
  if (text.startsWith("```")) {
    body = text.replace(FENCE_OPENING, "");
  } else if ("```".startsWith(text)) {
    return null; // a fence may be starting
  } else if (text.startsWith("{") || text.startsWith("[")) {
    body = text;
  } else {
    const object = REPLY_OBJECT.exec(text);
    if (object === null) return partialText;
    body = text.slice(object.index);
  }
  const key = EXPLANATION_VALUE.exec(body);
  if (key === null) return null;
  return readString(body, key.index + key[0].length - 1, false).value.trim();
}
