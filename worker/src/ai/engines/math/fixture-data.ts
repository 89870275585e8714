import { readFileSync } from "node:fs";
import type { MathTopic } from "./types";

/** One labelled question from tests/fixtures/math-questions.jsonl. */
export interface Labelled {
  topic: MathTopic;
  question: string;
  answer: string;
  /** The NCERT chapter (class and name) a question of tests/fixtures/math-chapters.jsonl comes from. */
  chapter?: string;
}

const FIXTURE = new URL("../../../../../tests/fixtures/math-questions.jsonl", import.meta.url);
const CHAPTERS = new URL("../../../../../tests/fixtures/math-chapters.jsonl", import.meta.url);

function readJsonl(url: URL): Labelled[] {
  return readFileSync(url, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Labelled);
}

/** The labelled school questions used by the accuracy test, the similar-question test and the bench. */
export function loadFixture(): Labelled[] {
  return readJsonl(FIXTURE);
}

/** Labelled questions by NCERT chapter (classes 6–12), typical exercise kinds in exercise wording. */
export function loadChapterFixture(): Labelled[] {
  return readJsonl(CHAPTERS);
}
