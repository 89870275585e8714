import { checkItem } from "@vidya/core/assessment/checks";
import { ncertChapters } from "@vidya/core/curriculum/catalogue";
import { describe, expect, it } from "vitest";
import { solveMath } from "../math/math-engine";
import { hasEngineItems, ncertMathItems } from "./ncert-math";

const engineAnswer = (q: string) => {
  const r = solveMath(q);
  return r.kind === "solved" ? r.solution.finalAnswer : null;
};

describe("engine items for every NCERT mathematics class (issue 25)", () => {
  for (let grade = 1; grade <= 12; grade++) {
    it(`class ${grade}: chapters with items, keys the engine computes, distractors that are not the key`, () => {
      const chapters = ncertChapters(grade, "mathematics");
      const covered = chapters.filter((c) => hasEngineItems(c.id));
      // Every class has mathematics practice, on most of its chapters.
      expect(covered.length, `class ${grade}`).toBeGreaterThanOrEqual(Math.ceil(chapters.length / 2));
      for (const chapter of covered) {
        const items = ncertMathItems(chapter.id, 8);
        expect(items.length, chapter.title).toBeGreaterThanOrEqual(6);
        for (const item of items) {
          // The engine, run again here, computes the item's key; the options pass the bank's checks.
          expect(checkItem(item, null, [], engineAnswer), `${chapter.title}: ${item.stem}`).toBeNull();
          const key = item.options.find((o) => o.id === item.key);
          expect(key?.text).toContain(item.mathCheck?.answer ?? "?");
          expect(item.options).toHaveLength(4);
          const others = item.options.filter((o) => o.id !== item.key).map((o) => o.text);
          expect(others).not.toContain(key?.text);
          expect(new Set(item.options.map((o) => o.text)).size).toBe(4);
          if (/^-?\d+(\.\d+)?$/.test(item.mathCheck?.answer ?? ""))
            for (const o of others)
              expect(Number.parseFloat(o.replace(/[^\d.-]/g, ""))).not.toBe(Number(item.mathCheck?.answer));
        }
      }
    });
  }

  it("gives the same items for the same chapter and seed, other items for another seed", () => {
    const id = "ncert:mathematics:10:4";
    expect(ncertMathItems(id, 5, "a")).toEqual(ncertMathItems(id, 5, "a"));
    expect(ncertMathItems(id, 5, "a").map((i) => i.stem)).not.toEqual(
      ncertMathItems(id, 5, "b").map((i) => i.stem),
    );
  });

  it("keeps each chapter to its own kind of problem", () => {
    const stems = (id: string) =>
      ncertMathItems(id, 6)
        .map((i) => i.stem)
        .join("\n");
    expect(stems("ncert:mathematics:10:4")).toMatch(/roots of/);
    expect(stems("ncert:mathematics:10:11")).toMatch(/circle of radius/);
    expect(stems("ncert:mathematics:8:part-1:1")).not.toMatch(/Solve/);
    expect(stems("ncert:mathematics:8:part-1:1")).toMatch(/\^2|\^3|sqrt/);
  });

  it("has no items for a chapter it cannot make honestly, and none for another subject", () => {
    expect(ncertMathItems("ncert:mathematics:9:5", 5)).toEqual([]);
    expect(ncertMathItems("ncert:science:6:1", 5)).toEqual([]);
  });
});
