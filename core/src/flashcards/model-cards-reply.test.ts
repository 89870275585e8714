import { describe, expect, it } from "vitest";
import { parseModelCards } from "./model-cards-reply";

const TWO = [
  { front: "What is osmosis?", back: "Movement of water across a semi-permeable membrane." },
  { front: "Define a lever.", back: "A rigid bar that turns about a fixed point." },
];

describe("parseModelCards", () => {
  it("reads the asked-for shape", () => {
    expect(parseModelCards(JSON.stringify({ cards: TWO }))).toEqual(TWO);
  });

  it("reads a bare array, other key names, and trims the sides", () => {
    const reply = JSON.stringify([
      { Question: "  What is osmosis? ", Answer: "Movement of water across a semi-permeable membrane.\n" },
      { term: "Define a lever.", definition: "A rigid bar that turns about a fixed point." },
    ]);
    expect(parseModelCards(reply)).toEqual(TWO);
  });

  it("reads JSON inside a code fence after prose, with LaTeX, raw newlines and trailing commas", () => {
    const reply = [
      "Sure! Here are your flashcards:",
      "```json",
      "{",
      '  "cards": [',
      '    {"front": "Area of a circle?", "back": "$\\pi r^2$, where\nr is the radius",},',
      '    {"front": "What is \\frac{1}{2} + \\frac{1}{4}?", "back": "$\\frac{3}{4}$"},',
      "  ],",
      "}",
      "```",
      "Good luck with your exam!",
    ].join("\n");
    expect(parseModelCards(reply)).toEqual([
      { front: "Area of a circle?", back: "$\\pi r^2$, where\nr is the radius" },
      { front: "What is \\frac{1}{2} + \\frac{1}{4}?", back: "$\\frac{3}{4}$" },
    ]);
  });

  it("keeps the complete cards of a reply cut off mid-way", () => {
    const whole = JSON.stringify({
      cards: [...TWO, { front: "What is a cell?", back: "The unit of life." }],
    });
    const cut = whole.slice(0, whole.indexOf("The unit of"));
    expect(parseModelCards(cut)).toEqual(TWO);
  });

  it("drops items without both sides and non-card values", () => {
    const reply = JSON.stringify({
      title: "Biology",
      cards: [{ front: "Only a front" }, "a string", { front: "", back: "x" }, TWO[0], null],
    });
    expect(parseModelCards(reply)).toEqual([TWO[0]]);
  });

  it("finds nothing in prose, an empty reply, or JSON without cards", () => {
    expect(parseModelCards("Osmosis is the movement of water. A lever is a rigid bar.")).toEqual([]);
    expect(parseModelCards("")).toEqual([]);
    expect(parseModelCards('{"error": "I cannot help with that"}')).toEqual([]);
    expect(parseModelCards("[1, 2, 3]")).toEqual([]);
  });
});
