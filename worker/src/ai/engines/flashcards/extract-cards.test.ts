import { describe, expect, it } from "vitest";
import { definitionCard } from "./definitions";
import { extractCards } from "./extract-cards";
import { textBlocks } from "./text-blocks";

describe("definition cards", () => {
  it.each([
    [
      "Photosynthesis is the process by which plants make food.",
      "Photosynthesis",
      "The process by which plants make food",
    ],
    ["The mitochondria are the powerhouse of the cell.", "Mitochondria", "The powerhouse of the cell"],
    [
      "Osmosis means the movement of water across a membrane.",
      "Osmosis",
      "The movement of water across a membrane",
    ],
    [
      "Mammals are animals that feed their young with milk.",
      "Mammals",
      "Animals that feed their young with milk",
    ],
    [
      "The process by which plants lose water is called transpiration.",
      "Transpiration",
      "The process by which plants lose water",
    ],
    [
      "A prime number is a number with exactly two factors, 1 and itself.",
      "Prime number",
      "A number with exactly two factors, 1 and itself",
    ],
  ])("%s → front %s", (sentence, front, back) => {
    expect(definitionCard(sentence)).toEqual({ front, back, kind: "definition" });
  });

  it.each([
    "It is important to water plants.",
    "The sky is blue.",
    "This is why leaves are green.",
    "There are eight planets in the solar system.",
    "What is photosynthesis?",
    "Teachers often ask how photosynthesis is related to daily life.",
    "Dew on grass is another example of condensation.",
  ])("finds no definition in %s", (sentence) => {
    expect(definitionCard(sentence)).toBeNull();
  });
});

describe("text blocks", () => {
  it("joins words split across lines, unwraps lines and keeps headings apart", () => {
    expect(
      textBlocks(
        "Chapter 3 Plants\nPhoto-\nsynthesis is the process by which\ngreen plants make food.\n\n• Roots absorb water.",
      ),
    ).toEqual([
      "Chapter 3 Plants",
      "Photosynthesis is the process by which green plants make food.",
      "Roots absorb water.",
    ]);
  });
});

describe("the local generator", () => {
  const notes = `Life processes

Photosynthesis is the process by which green plants make their own food using sunlight. Plants take in carbon dioxide through the stomata and release oxygen. Chlorophyll is a green pigment found in chloroplasts. Chlorophyll absorbs sunlight for photosynthesis. Plants lose water vapour through the stomata. The stomata are tiny pores on the surface of a leaf.`;

  it("puts definitions first, then cloze cards on key terms, without duplicates, reporting progress", async () => {
    const progress: number[] = [];
    const cards = await extractCards(notes, { maxCards: 10, onProgress: (p) => void progress.push(p) });
    expect(cards.slice(0, 3).map((c) => [c.kind, c.front])).toEqual([
      ["definition", "Photosynthesis"],
      ["definition", "Chlorophyll"],
      ["definition", "Stomata"],
    ]);
    const clozes = cards.filter((c) => c.kind === "cloze");
    expect(clozes.length).toBeGreaterThan(0);
    for (const c of clozes) {
      expect(c.front).toContain("_____");
      expect(notes.replace(/\s+/g, " ")).toContain(c.front.replace("_____", c.back));
    }
    expect(new Set(cards.map((c) => c.front.toLowerCase())).size).toBe(cards.length);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("respects the card limit", async () => {
    expect(await extractCards(notes, { maxCards: 2 })).toHaveLength(2);
  });

  it("finds nothing in text without definitions or repeated terms", async () => {
    expect(await extractCards("Hello there. Nice weather today!", { maxCards: 10 })).toEqual([]);
  });
});
