import { readString, skipWhitespace } from "./json-string";

/**
 * Turns the JSON a model wrote into JSON that `JSON.parse` accepts, without guessing at structure:
 * every string literal is read leniently (see json-string.ts) and written back properly escaped,
 * trailing commas are dropped, unquoted keys are quoted, and anything after the closing bracket
 * (prose, a closing code fence) is ignored. A reply cut off mid-way stays incomplete.
 */

/** Where the JSON value starts: after an opening code fence, or the object holding a reply key. */
const FENCE = /^```[\w-]*[ \t]*\r?\n?/;
const REPLY_OBJECT = /\{\s*["']?(?:explanation|similarQuestions|finalAnswer)["']?\s*:/i;

/** Index of the JSON object or array in a reply, or -1 when there is none to try. */
export function findJsonStart(text: string): number {
  const fence = FENCE.exec(text);
  let start = fence === null ? 0 : fence[0].length;
  while (start < text.length && /\s/.test(text[start] ?? "")) start += 1;
  const first = text[start];
  if (first === "{" || first === "[") return start;
  const keyed = REPLY_OBJECT.exec(text);
  return keyed === null ? -1 : keyed.index;
}

/** The repaired text of the value starting at `start`, and whether its closing bracket was reached. */
export interface RepairedJson {
  json: string;
  complete: boolean;
}

const PYTHON_LITERALS: Readonly<Record<string, string>> = { True: "true", False: "false", None: "null" };

/** Repairs the JSON value that starts at `start` (an opening `{` or `[`). */
export function repairJson(text: string, start: number): RepairedJson {
  let json = "";
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const c = text[i] ?? "";
    if (c === '"' || c === "'") {
      const reading = readString(text, i, true);
      json += JSON.stringify(reading.value);
      if (!reading.closed) return { json, complete: false };
      i = reading.end;
      continue;
    }
    if (c === "{" || c === "[") depth += 1;
    if (c === "}" || c === "]") {
      depth -= 1;
      if (depth <= 0) return { json: json + c, complete: true };
    }
    if (c === "," && "}]".includes(text[skipWhitespace(text, i + 1)] ?? "x")) {
      i += 1; // trailing comma
      continue;
    }
    if (/[A-Za-z_$]/.test(c)) {
      let end = i + 1;
      while (end < text.length && /[A-Za-z0-9_$]/.test(text[end] ?? "")) end += 1;
      const word = text.slice(i, end);
      const isKey = text[skipWhitespace(text, end)] === ":";
      json += isKey ? JSON.stringify(word) : (PYTHON_LITERALS[word] ?? word);
      i = end;
      continue;
    }
    json += c;
    i += 1;
  }
  return { json, complete: false };
}
