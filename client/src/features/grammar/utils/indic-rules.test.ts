import { describe, expect, it } from "vitest";
import { DEVANAGARI, GUJARATI, SCRIPT_RULES, scriptIssues } from "./indic-rules";
import { applyAll, mergeIssues } from "./issues";

/** Fixes everything the rules find: the text a student gets from Accept all. */
const fixed = (text: string, script = DEVANAGARI) => applyAll(text, mergeIssues(scriptIssues(text, script)));
const kinds = (text: string, script = DEVANAGARI) => scriptIssues(text, script).map((i) => i.kind);

describe("Devanagari rules", () => {
  it("moves a nukta typed after the matra back under the consonant", () => {
    expect(kinds("जा़नना")).toEqual(["Nukta"]);
    expect(fixed("जा़नना")).toBe("ज़ानना");
  });

  it("writes chandrabindu over an upper matra as anusvara, and puts a bindu after its matra", () => {
    expect(fixed("मैँ कहीँ")).toBe("मैं कहीं");
    expect(fixed("हंै")).toBe("हैं");
  });

  it("joins ा + े into ो, drops doubled matras and a halant before a matra", () => {
    expect(fixed("लाेग")).toBe("लोग");
    expect(fixed("कीी")).toBe("की");
    expect(fixed("क्ा")).toBe("का");
    expect(fixed("सत््य")).toBe("सत्य");
  });

  it("flags a word mixing Roman and Devanagari letters, without inventing a fix", () => {
    const [issue] = scriptIssues("मेरा schoolघर", DEVANAGARI);
    expect(issue?.kind).toBe("Mixed script");
    expect(issue?.replacements).toEqual([]);
  });

  it("ends a Hindi sentence with a purna viram", () => {
    expect(fixed("मैं घर जा रहा हूँ.")).toBe("मैं घर जा रहा हूँ।");
  });

  it("leaves correct Hindi alone", () => {
    const correct = "भारत एक विशाल देश है। यहाँ कई भाषाएँ बोली जाती हैं। मैं ज़रूर आऊँगा। सत्य और अहिंसा।";
    expect(scriptIssues(correct, DEVANAGARI)).toEqual([]);
  });
});

describe("Gujarati rules (the same table, low confidence)", () => {
  it("finds the same kinds of mistakes in Gujarati script and marks them low-confidence", () => {
    const issues = mergeIssues(scriptIssues("કાેણ", GUJARATI, true));
    expect(issues.map((i) => i.kind)).toEqual(["Matra"]);
    expect(issues[0]?.lowConfidence).toBe(true);
    expect(fixed("કાેણ", GUJARATI)).toBe("કોણ");
    expect(scriptIssues("ગુજરાત મારું રાજ્ય છે.", GUJARATI)).toEqual([]);
  });

  it("has a message for every rule", () => {
    for (const rule of SCRIPT_RULES) expect(rule.message.length).toBeGreaterThan(10);
  });
});
