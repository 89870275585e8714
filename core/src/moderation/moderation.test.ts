import { describe, expect, it } from "vitest";
import { moderateLocally, replyLanguage, verdictFromCategories } from "./moderate";
import { hasProfanity, maskProfanity } from "./profanity";

describe("moderateLocally", () => {
  it("blocks abuse in Latin, Devanagari and Gujarati script", () => {
    for (const text of ["tu chutiya hai", "तू चूतिया है", "अबे हरामी", "ભોસડીના આવી જા", "એ હરામી"]) {
      expect(moderateLocally(text), text).toEqual({ action: "block", category: "abuse" });
    }
  });

  it("masks native-script abuse keeping the rest", () => {
    expect(maskProfanity("अबे हरामी चल")).toBe("अबे ***** चल");
    expect(maskProfanity("એ હરામી")).toBe("એ *****");
  });

  it("lets a math answer through whose formulas read like leetspeak, and still blocks the prose", () => {
    // "4$$" is "a$$" to the word lists: the engine's answer to "Find the mean of 2, 4, 6" was blocked.
    const answer =
      "**Step 1: Mean**\n\n$$\\bar{x} = \\frac{2 + 4 + 6}{3} = \\frac{12}{3} = 4$$\n\n**Answer:** mean = **4**";
    expect(moderateLocally(answer)).toEqual({ action: "allow" });
    expect(moderateLocally("The cost is $x = 4$$ and $y$")).toEqual({ action: "allow" });
    expect(moderateLocally("so 4$$ means fuck you")).toMatchObject({ action: "block" });
    expect(moderateLocally("$$\\text{fuck you}$$")).toMatchObject({ action: "block" });
  });

  it("leaves everyday Hindi and Gujarati alone", () => {
    for (const text of [
      "महात्मा गांधी ने नमक सत्याग्रह किया",
      "गंदा पानी पीने से बीमारी होती है",
      "ગાંધીજીનો જન્મ પોરબંદરમાં થયો",
      "એ તો ગાંડો છે",
      "प्रकाश संश्लेषण क्या है?",
      "Why did Hitler commit suicide?",
      "किसानों की आत्महत्या के कारण क्या हैं?",
    ]) {
      expect(moderateLocally(text), text).toEqual({ action: "allow" });
      expect(hasProfanity(text), text).toBe(false);
    }
  });

  it("answers self-harm with care, in four ways of writing", () => {
    for (const text of [
      "I want to kill myself",
      "i just want to die",
      "main marna chahta hoon",
      "मैं आत्महत्या करना चाहती हूँ",
      "मुझे जीना नहीं चाहता",
      "મારે મરી જવું છે",
      "mare marvu chhe",
    ]) {
      expect(moderateLocally(text), text).toEqual({ action: "care", category: "self-harm" });
    }
  });
});

describe("verdictFromCategories", () => {
  it("prefers self-harm and maps OpenAI names", () => {
    expect(verdictFromCategories({ harassment: true, "self-harm/intent": true }).action).toBe("care");
    expect(verdictFromCategories({ "sexual/minors": true })).toEqual({ action: "block", category: "sexual" });
    expect(verdictFromCategories({ violence: false })).toEqual({ action: "allow" });
  });
});

describe("replyLanguage", () => {
  it("follows the chatbot, else the script", () => {
    expect(replyLanguage("hello", "hindi")).toBe("hi");
    expect(replyLanguage("કેમ છો", "science")).toBe("gu");
    expect(replyLanguage("hello", "science")).toBe("en");
  });
});
