import { describe, expect, it } from "vitest";
import { isStopWord, readingAccuracy } from "./voice-bot";

describe("the voice bot's stop word", () => {
  it("hears stop in three languages, alone or said politely", () => {
    for (const said of ["Stop.", "stop please", "रुको", "બંધ કરો", "OK stop!"])
      expect(isStopWord(said), said).toBe(true);
  });
  it("does not end the conversation on a sentence that merely contains it", () => {
    expect(isStopWord("when does the bus stop")).toBe(false);
    expect(isStopWord("solve 2x + 3 = 7")).toBe(false);
  });
});

describe("reading accuracy", () => {
  it("counts the passage's words read in order", () => {
    expect(readingAccuracy("The sun is a star.", "the sun is a star")).toBe(100);
    expect(readingAccuracy("The sun is a star.", "the sun is star")).toBe(80);
    expect(readingAccuracy("The sun is a star.", "")).toBe(0);
  });
});
