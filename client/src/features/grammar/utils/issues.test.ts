import { describe, expect, it } from "vitest";
import { applyAll, applyFix, type GrammarIssue, grammarScore, mergeIssues, segments } from "./issues";

const issue = (start: number, end: number, replacement: string, source: GrammarIssue["source"] = "harper") =>
  ({ start, end, kind: "Spelling", message: "", replacements: [replacement], source }) as GrammarIssue;

describe("grammar issues", () => {
  it("keeps the earlier checker's finding where two overlap, and sorts by position", () => {
    const rule = issue(5, 7, "ो", "rule");
    const word = issue(4, 8, "लोग", "spelling");
    const other = issue(0, 2, "x", "spelling");
    expect(mergeIssues([rule], [word, other])).toEqual([other, rule]);
  });

  it("fixes one issue, or all at once from the end so offsets stay right", () => {
    const text = "I has a apple";
    const has = issue(2, 5, "have");
    const a = issue(6, 7, "an");
    expect(applyFix(text, has)).toBe("I have a apple");
    expect(applyAll(text, [has, a])).toBe("I have an apple");
  });

  it("scores the share of words without a problem, and cuts the text for underlining", () => {
    expect(grammarScore("I has a apple", [issue(2, 5, "have")])).toBe(75);
    expect(grammarScore("", [])).toBe(100);
    expect(segments("I has a apple", [issue(2, 5, "have")])).toEqual([
      { text: "I " },
      { text: "has", issue: 0 },
      { text: " a apple" },
    ]);
  });
});
