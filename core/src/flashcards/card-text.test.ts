import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCardText, IMPORT_MAX_CARDS, parseCardText } from "./card-text";

describe("importing cards from text", () => {
  it("reads CSV with a header, quotes, commas and multi-line fields", () => {
    const text = [
      "front,back",
      "Capital of India,New Delhi",
      '"Photosynthesis","The process by which plants, using sunlight, make food"',
      '"Quadratic formula","$x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$',
      'for $ax^2+bx+c=0$"',
      '"He said ""hi""",greeting',
    ].join("\r\n");
    const parsed = parseCardText(text);
    expect(parsed.issues).toEqual([]);
    expect(parsed.format).toBe("CSV");
    expect(parsed.cards).toEqual([
      { front: "Capital of India", back: "New Delhi", line: 2 },
      { front: "Photosynthesis", back: "The process by which plants, using sunlight, make food", line: 3 },
      {
        front: "Quadratic formula",
        back: "$x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}$\nfor $ax^2+bx+c=0$",
        line: 4,
      },
      { front: 'He said "hi"', back: "greeting", line: 6 },
    ]);
  });

  it("reads Anki's tab-separated export with its header lines and HTML", () => {
    const text =
      "#separator:tab\n#html:true\n#tags column:3\nH<sub>2</sub>O\twater<br>a liquid\tchemistry\nNaCl\tsalt &amp; more\t\n";
    const parsed = parseCardText(text);
    expect(parsed.issues).toEqual([]);
    expect(parsed.format).toBe("TSV");
    expect(parsed.cards).toEqual([
      { front: "H2O", back: "water\na liquid", line: 4 },
      { front: "NaCl", back: "salt & more", line: 5 },
    ]);
  });

  it("detects tab-separated text without headers", () => {
    const parsed = parseCardText("sine\topposite / hypotenuse\ncosine\tadjacent / hypotenuse");
    expect(parsed.format).toBe("TSV");
    expect(parsed.cards.map((c) => c.front)).toEqual(["sine", "cosine"]);
  });

  it("reports each malformed row with its line number", () => {
    const text = [
      "Capital of India,New Delhi",
      "just one field",
      "",
      ",no front",
      "Gravity,9.8 m/s^2, roughly, on Earth",
      '"never closed,oops',
      "fine,row",
    ].join("\n");
    const parsed = parseCardText(text);
    expect(parsed.issues).toEqual([
      {
        line: 2,
        message: 'Line 2: only one field found; expected the front and the back separated by a ",".',
      },
      { line: 4, message: "Line 4: the front is empty." },
      {
        line: 5,
        message:
          "Line 5: 4 fields found; expected 2 (front and back). Put a field that contains commas in double quotes.",
      },
      { line: 6, message: 'Line 6: a quoted field is never closed (a " is missing).' },
    ]);
  });

  it("says so when there is nothing to import", () => {
    expect(parseCardText("\n\n").issues[0]?.message).toMatch(/^Line 1: there are no cards/);
  });

  it("refuses more cards than one import may hold", () => {
    const text = Array.from({ length: IMPORT_MAX_CARDS + 2 }, (_, i) => `q${i},a${i}`).join("\n");
    const parsed = parseCardText(text);
    expect(parsed.issues).toHaveLength(1);
    expect(parsed.issues[0]?.line).toBe(IMPORT_MAX_CARDS + 1);
  });
});

describe("exporting cards", () => {
  const sideArb = fc
    .string({
      minLength: 1,
      maxLength: 40,
      unit: fc.constantFrom("a", "b", " ", ",", "\t", '"', "\n", "$", "\\", "é", "अ"),
    })
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !s.startsWith("#"));

  for (const format of ["CSV", "TSV"] as const) {
    it(`round-trips any cards through ${format}`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.record({ front: sideArb, back: sideArb }), { minLength: 1, maxLength: 20 }),
          (cards) => {
            const parsed = parseCardText(formatCardText(cards, format));
            expect(parsed.issues).toEqual([]);
            expect(parsed.format).toBe(format);
            expect(parsed.cards.map(({ front, back }) => ({ front, back }))).toEqual(cards);
          },
        ),
      );
    });
  }
});
