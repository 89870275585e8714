import { MESSAGES } from "../messages";
import { type ExtractedFields, extractJsonFields, extractProseSections } from "./extract-by-pattern";
import { readString } from "./json-string";
import { findJsonStart, repairJson } from "./repair-json";

/** At most this many similar questions are shown. */
export const SIMILAR_QUESTIONS_MAX = 3;

/**
 * How a reply was read: "ok" as JSON of the right shape (after any repair); "structure" as JSON of the
 * wrong shape; "pattern" by finding the fields in text that is not JSON; "raw" not at all; "empty".
 */
export type ReplyOutcome = "ok" | "structure" | "pattern" | "raw" | "empty";

/** What the question box shows for a model's reply, and the SPEC 8 toast to raise, if any. */
export interface ParsedReply {
  explanation: string;
  similarQuestions: string[];
  outcome: ReplyOutcome;
  toast: string | null;
  finalAnswer?: string;
}

/**
 * Reads a model's reply (SPEC 7): JSON with `explanation`, `similarQuestions` and optionally
 * `finalAnswer`, tolerating code fences, LaTeX backslashes, trailing commas, raw newlines, single
 * quotes and prose around it. Unparseable replies fall back to pattern extraction, then to the raw
 * text with the SPEC 8 toast. Never throws.
 */
export function parseAiReply(raw: string): ParsedReply {
  const text = raw.trim();
  if (text === "") {
    return { explanation: "", similarQuestions: [], outcome: "empty", toast: MESSAGES.emptyAiResponse };
  }
  return parseText(text, true);
}

function parseText(text: string, mayUnwrap: boolean): ParsedReply {
  const start = findJsonStart(text);
  if (start >= 0) {
    const repaired = repairJson(text, start);
    if (repaired.complete) {
      const value = tryJsonParse(repaired.json);
      if (value.ok) return fromValue(value.value, text, mayUnwrap);
    }
  } else if (text.startsWith('"')) {
    // The whole reply may be one JSON string, e.g. JSON encoded twice.
    const reading = readString(text, 0, true);
    if (reading.closed && reading.end === text.length) return fromValue(reading.value, text, mayUnwrap);
  }
  const fields = extractJsonFields(text) ?? extractProseSections(text);
  if (fields !== null) return fromFields(fields, "pattern", null);
  return { explanation: text, similarQuestions: [], outcome: "raw", toast: MESSAGES.aiParseFailed };
}

function fromValue(value: unknown, text: string, mayUnwrap: boolean): ParsedReply {
  if (typeof value === "string" && mayUnwrap && /^\s*[{[]/.test(value)) {
    const inner = parseText(value.trim(), false);
    if (inner.outcome === "ok") return inner;
  }
  if (!isRecord(value)) return wrongStructure(text);
  const { explanation, similarQuestions, finalAnswer } = value;
  if (typeof explanation !== "string" || explanation.trim() === "") return wrongStructure(text);
  if (!Array.isArray(similarQuestions) || !similarQuestions.every((q) => typeof q === "string")) {
    return wrongStructure(text);
  }
  const answer = typeof finalAnswer === "number" ? String(finalAnswer) : finalAnswer;
  return fromFields(
    {
      explanation: explanation.trim(),
      similarQuestions,
      ...(typeof answer === "string" && answer.trim() !== "" ? { finalAnswer: answer.trim() } : {}),
    },
    "ok",
    null,
  );
}

function fromFields(fields: ExtractedFields, outcome: ReplyOutcome, toast: string | null): ParsedReply {
  const similarQuestions = fields.similarQuestions
    .map((q) => q.trim())
    .filter((q) => q !== "")
    .slice(0, SIMILAR_QUESTIONS_MAX);
  return { ...fields, similarQuestions, outcome, toast };
}

function wrongStructure(text: string): ParsedReply {
  return {
    explanation: text,
    similarQuestions: [],
    outcome: "structure",
    toast: MESSAGES.aiStructureIncorrect,
  };
}

function tryJsonParse(json: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(json) };
  } catch {
    return { ok: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
