import { describe, expect, it } from "vitest";
import { AskTutorInputSchema } from "../schemas/tutor";
import { answerLanguage, speechLanguage, subjectExamples } from "./subject-tutor";

describe("subject tutor", () => {
  it("answers Hindi and Sanskrit in Devanagari, Gujarati in Gujarati, science in the UI language", () => {
    expect(answerLanguage("hindi", "gu")).toBe("hi");
    expect(answerLanguage("sanskrit", "en")).toBe("sa");
    expect(answerLanguage("gujarati", "hi")).toBe("gu");
    expect(answerLanguage("english", "hi")).toBe("en");
    expect(answerLanguage("science", "hi")).toBe("hi");
    expect(speechLanguage("gujarati", "en")).toBe("gu-IN");
    expect(speechLanguage("social-science", "en")).toBe("en-US");
  });

  it("writes four chapter examples in the subject's script, and class examples without a chapter", () => {
    const hindi = subjectExamples("hindi", "en", 9, "दो बैलों की कथा");
    expect(hindi).toHaveLength(4);
    for (const q of hindi) expect(q).toMatch(/[\u0900-\u097F]/);
    const gujarati = subjectExamples("gujarati", "en", 6, null);
    expect(gujarati).toHaveLength(4);
    for (const q of gujarati) expect(q).toMatch(/[\u0A80-\u0AFF]/);
    expect(gujarati[0]).toContain("6");
    expect(subjectExamples("science", "en", 10, "Chemical Reactions and Equations")[3]).toMatch(
      /chemical equations/,
    );
  });

  it("needs a topic for mathematics only, and defaults the subject to mathematics", () => {
    expect(AskTutorInputSchema.safeParse({ question: "2+2" }).success).toBe(false);
    expect(AskTutorInputSchema.parse({ topic: "algebra", question: "2+2" }).subject).toBe("mathematics");
    const science = AskTutorInputSchema.parse({
      subject: "science",
      grade: 10,
      chapterId: "ncert:science:10:1",
      question: "What is a redox reaction?",
    });
    expect(science).toMatchObject({ subject: "science", topic: null, grade: 10 });
    expect(AskTutorInputSchema.safeParse({ subject: "music", question: "x" }).success).toBe(false);
    expect(AskTutorInputSchema.safeParse({ subject: "hindi", grade: 13, question: "x" }).success).toBe(false);
  });
});
