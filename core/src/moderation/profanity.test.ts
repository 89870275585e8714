import { describe, expect, it } from "vitest";
import { hasProfanity, maskProfanity } from "./profanity";

describe("maskProfanity", () => {
  it("masks English profanity, whole words, keeping length", () => {
    expect(maskProfanity("you are a fucking idiot")).toBe("you are a ******* idiot");
    expect(maskProfanity("shit happens")).toBe("**** happens");
    expect(maskProfanity("what a b1tch")).toBe("what a *****");
  });

  it("masks romanised Hindi and Gujarati abuse", () => {
    expect(maskProfanity("tu chutiya hai")).toBe("tu ******* hai");
    expect(maskProfanity("Chutiye log")).toBe("******* log");
    expect(maskProfanity("abe madarchod")).toBe("abe *********");
    expect(maskProfanity("bhenchod yaar")).toBe("******** yaar");
    expect(maskProfanity("bhosdina aavi ja")).toBe("******** aavi ja");
    expect(maskProfanity("ek dum gaandu")).toBe("ek dum ******");
    expect(maskProfanity("harami kahin ka")).toBe("****** kahin ka");
  });

  it("leaves everyday words alone", () => {
    const clean = [
      "The class assignment is due Monday.",
      "Scunthorpe United won",
      "Mahatma Gandhi led the Salt March",
      "Arjuna's bow Gandiva",
      "mint chutney and a chutki of salt",
      "sit on the bench",
      "analysis of the passage",
      "assess the therapist's cocktail of grapes",
      "Essex and Sussex are in England",
      "chhod do yaar, kal milte hain",
      "Solve $\\frac{a}{b} + \\sqrt{x^2}$ for x",
      "kem cho? maja ma",
      "hum log kal school jayenge",
    ];
    for (const text of clean) {
      expect(maskProfanity(text), text).toBe(text);
      expect(hasProfanity(text), text).toBe(false);
    }
  });

  it("keeps Devanagari and Gujarati script intact", () => {
    expect(maskProfanity("नमस्ते दोस्तों, કેમ છો?")).toBe("नमस्ते दोस्तों, કેમ છો?");
  });
});
