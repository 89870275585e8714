import { readFileSync } from "node:fs";
import type { MathTopic } from "./types";

/** One labelled question from tests/fixtures/math-questions.jsonl. */
export interface Labelled {
  topic: MathTopic;
  question: string;
  answer: string;
}

const FIXTURE = new URL("../../../../../tests/fixtures/math-questions.jsonl", import.meta.url);

/** The labelled school questions used by the accuracy test, the similar-question test and the bench. */
export function loadFixture(): Labelled[] {
  return readFileSync(FIXTURE, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Labelled);
}
