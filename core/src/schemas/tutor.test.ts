import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { AskTutorInputSchema, followUpContext, HistoryInputSchema } from "./tutor";

describe("AskTutorInputSchema", () => {
  it("needs text or an image (SPEC 5) and at most 2000 characters", () => {
    const empty = AskTutorInputSchema.safeParse({ topic: "algebra", question: "  " });
    expect(empty.error?.issues[0]?.message).toBe(MESSAGES.enterQuestionOrImage);
    const long = AskTutorInputSchema.safeParse({ topic: "algebra", question: "x".repeat(2001) });
    expect(long.error?.issues[0]?.message).toBe("Your question must be at most 2000 characters.");
    expect(AskTutorInputSchema.parse({ topic: "algebra", question: "x".repeat(2000) }).question).toHaveLength(
      2000,
    );
    const image = AskTutorInputSchema.parse({
      topic: "geometry",
      imageId: "6d7f0f4e-1e0b-4c8b-9a51-0c7c2a0f3b11",
    });
    expect(image).toMatchObject({ question: "", context: [] });
  });
  it("names the topics on a wrong one", () => {
    const bad = AskTutorInputSchema.safeParse({ topic: "trigonometry", question: "sin 30" });
    expect(bad.error?.issues[0]?.message).toContain(
      "arithmetic, algebra, geometry, calculus, statistics, problem-solving",
    );
  });
  it("cuts context answers to 300 characters and allows 3 pairs", () => {
    const pair = { question: "q", answer: "a".repeat(500) };
    const ok = AskTutorInputSchema.parse({ topic: "algebra", question: "next", context: [pair, pair, pair] });
    expect(ok.context.map((p) => p.answer.length)).toEqual([300, 300, 300]);
    expect(
      AskTutorInputSchema.safeParse({ topic: "algebra", question: "next", context: [pair, pair, pair, pair] })
        .success,
    ).toBe(false);
  });
});

describe("followUpContext (SPEC 9)", () => {
  it("keeps the last 3 pairs, answers cut to 300 characters", () => {
    const pairs = [1, 2, 3, 4, 5].map((n) => ({ question: `q${n}`, answer: String(n).repeat(400) }));
    const context = followUpContext(pairs);
    expect(context.map((p) => p.question)).toEqual(["q3", "q4", "q5"]);
    expect(context.every((p) => p.answer.length === 300)).toBe(true);
  });
});

describe("HistoryInputSchema", () => {
  it("defaults to 20 records and trims the search", () => {
    expect(HistoryInputSchema.parse({ search: "  area  " })).toEqual({
      search: "area",
      topic: null,
      toolType: null,
      first: 20,
    });
    expect(HistoryInputSchema.parse({ search: "   " }).search).toBeNull();
  });

  it("filters by a tool type it knows and names the choices otherwise", () => {
    expect(HistoryInputSchema.parse({ toolType: "socratic" }).toolType).toBe("socratic");
    const bad = HistoryInputSchema.safeParse({ toolType: "nonsense" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/^Choose one of: .*socratic/);
  });
});
