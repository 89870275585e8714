import { describe, expect, it } from "vitest";
import { checkItem, textDistance } from "./checks";
import { clozeItems, sentencesOf } from "./cloze";
import { mathTemplateItems } from "./math-templates";
import type { DraftQuestion } from "./question";
import { seededShuffle } from "./shuffle";

const item = (over: Partial<DraftQuestion> = {}): DraftQuestion => ({
  kind: "MCQ",
  stem: "Fill in the blank: _____ is the green pigment of leaves.",
  options: [
    { id: "o1", text: "Chlorophyll" },
    { id: "o2", text: "Stomata" },
    { id: "o3", text: "Glucose" },
    { id: "o4", text: "Xylem" },
  ],
  key: "o1",
  explanation: "",
  source: "pdf",
  page: 1,
  quote: "Chlorophyll is the green pigment of leaves.",
  ...over,
});

describe("the automatic checks", () => {
  const page = "Leaves are green. Chlorophyll is the green pigment of leaves.";
  it("pass a sound item and name each failure", () => {
    expect(checkItem(item(), page, [])).toBeNull();
    expect(checkItem(item({ key: "o9" }), page, [])).toMatch(/exactly one key/);
    expect(
      checkItem(item({ options: [...item().options.slice(0, 3), { id: "o4", text: "glucose" }] }), page, []),
    ).toMatch(/not all different/);
    expect(checkItem(item({ quote: "Chlorophyll is blue." }), page, [])).toMatch(/does not occur/);
    expect(checkItem(item(), page, ["Fill in the blank: _____ is the green pigment of the leaves."])).toMatch(
      /nearly the same/,
    );
    expect(
      checkItem(
        item({
          options: [
            { id: "o1", text: "Chlorophyll a" },
            ...item().options.slice(1, 3),
            { id: "o4", text: "Chlorophyll" },
          ],
        }),
        page,
        [],
      ),
    ).toMatch(/gives it away/);
    expect(textDistance("abc", "abd")).toBeCloseTo(1 / 3, 5);
  });

  it("recompute a math template's key", () => {
    const [first] = mathTemplateItems(1, 7);
    expect(first).toBeDefined();
    if (!first) return;
    expect(checkItem(first, null, [], () => first.mathCheck?.answer ?? null)).toBeNull();
    expect(checkItem(first, null, [], () => "x = 999")).toMatch(/different key/);
  });
});

describe("the offline generator", () => {
  it("splits Hindi and Gujarati sentences", () => {
    expect(sentencesOf("प्रकाश संश्लेषण पौधों में होता है। पत्तियाँ हरी होती हैं।", "hi")).toHaveLength(2);
    expect(sentencesOf("છોડ ખોરાક બનાવે છે. પાંદડાં લીલાં હોય છે.", "gu")).toHaveLength(2);
  });

  it("makes cloze items quoting their sentence, with distractors from the document", () => {
    const pages = [
      "Photosynthesis is the process by which green plants make food using sunlight. Chlorophyll absorbs sunlight in the leaves of plants. The stomata are tiny pores on the surface of leaves.",
      "Respiration releases energy from glucose in living cells. Osmosis moves water across a membrane in the roots of plants. Transpiration is the loss of water vapour through stomata.",
    ];
    const items = clozeItems(pages, { max: 10, seed: "s" });
    expect(items.length).toBeGreaterThan(2);
    for (const q of items) {
      expect(checkItem(q, pages[(q.page ?? 1) - 1] ?? "", [])).toBeNull();
      expect(q.stem).toContain("_____");
    }
  });

  it("blanks no sentence that leans on the one before ('This is called _____ of light.', issue 25)", () => {
    const pages = [
      "Light bends when it passes from air into water at an angle. This is called refraction of light in a medium. Refraction makes a pencil in water look bent at the surface. Lenses use refraction to focus light on a screen. A convex lens converges light rays to a point.",
    ];
    const items = clozeItems(pages, { max: 10, seed: "s" });
    expect(items.length).toBeGreaterThan(1);
    for (const q of items) expect(q.stem).not.toMatch(/^Fill in the blank: (This|It|These) /);
  });

  it("shuffles options the same way for the same seed, differently across seeds", () => {
    const xs = ["a", "b", "c", "d"];
    expect(seededShuffle(xs, "t1")).toEqual(seededShuffle(xs, "t1"));
    const firsts = new Set(Array.from({ length: 40 }, (_, i) => seededShuffle(xs, `t${i}`)[0]));
    expect(firsts.size).toBe(4);
  });
});
