import { MESSAGES } from "@vidya/core/messages";
import { mathEngine } from "@vidya/engine/load";
import { beforeAll, describe, expect, it } from "vitest";
import { createLocalProvider } from "../providers/local";
import { type AiProvider, ProviderError, type TutorRequest } from "../providers/provider";
import { answerQuestion } from "./answer-question";

/** A provider that streams a fixed reply in small pieces, as a model would. */
function scripted(reply: string): AiProvider {
  return {
    name: "openai",
    async stream(_request, onText) {
      for (let at = 0; at < reply.length; at += 5) onText(reply.slice(at, at + 5));
      return { text: reply };
    },
  };
}

const request = (question: string, topic: TutorRequest["topic"] = "arithmetic"): TutorRequest => ({
  topic,
  question,
  context: [],
  image: null,
});

const reply = (finalAnswer: string) =>
  JSON.stringify({
    explanation: "$\\frac{15}{100} \\times 240 = 36$",
    similarQuestions: ["What is 10% of 50?", "What is 20% of 80?", "What is 5% of 60?"],
    finalAnswer,
  });

// The computer-algebra libraries take seconds to load on a busy machine; load them once, up front.
beforeAll(async () => {
  await mathEngine();
}, 120_000);

describe("answerQuestion", () => {
  it("hands on a growing explanation while streaming, then checks the model's answer with the engine", async () => {
    const seen: string[] = [];
    const result = await answerQuestion(scripted(reply("36")), request("What is 15% of 240?"), (t) =>
      seen.push(t),
    );
    expect(seen.length).toBeGreaterThan(2);
    for (const [i, text] of seen.entries()) if (i > 0) expect(text.startsWith(seen[i - 1] ?? "")).toBe(true);
    expect(seen.at(-1)).toBe(result.explanation);
    expect(result).toMatchObject({ finalAnswer: "36", verified: true, checkStatus: "agree", toast: null });
    expect(result.explanation).toBe("$\\frac{15}{100} \\times 240 = 36$");
  });

  it("says which answer the engine found when the model's disagrees", async () => {
    const result = await answerQuestion(scripted(reply("40")), request("What is 15% of 240?"));
    expect(result).toMatchObject({ verified: false, checkStatus: "disagree", engineAnswer: "36" });
  });

  it("says what the engine read the question as when it disputes the model's answer", async () => {
    const q = "Area of a rectangle of length 12 cm and breadth 5 cm";
    const result = await answerQuestion(scripted(reply("50")), request(q));
    expect(result).toMatchObject({ checkStatus: "disagree", engineReading: "A = 12 * 5" });
    const agreed = await answerQuestion(scripted(reply("60")), request(q));
    expect(agreed).toMatchObject({ checkStatus: "agree", engineReading: null });
  });

  it("leaves answers the engine cannot judge unchecked, and keeps SPEC's toast for odd replies", async () => {
    const prose = await answerQuestion(scripted("Just four."), request("What is 2 + 2?"));
    expect(prose).toMatchObject({
      explanation: "Just four.",
      checkStatus: "unchecked",
      toast: MESSAGES.aiParseFailed,
    });
  });

  it("fails on an empty reply", async () => {
    await expect(answerQuestion(scripted("  "), request("What is 2 + 2?"))).rejects.toBeInstanceOf(
      ProviderError,
    );
  });
});

describe("the local provider", () => {
  const local = createLocalProvider({ AI_LOCAL_CHUNK_DELAY_MS: 0 });

  it("streams the engine's solution and marks it computed", async () => {
    const seen: string[] = [];
    const result = await answerQuestion(local, request("What is 15% of 240?"), (t) => seen.push(t));
    expect(seen.length).toBeGreaterThan(1);
    expect(result).toMatchObject({ finalAnswer: "36", verified: true, checkStatus: "computed" });
    expect(result.similarQuestions).toHaveLength(3);
  });

  it("answers non-mathematics with SPEC's reply, and a picture alone with an honest note", async () => {
    expect((await answerQuestion(local, request("Who wrote the Ramayana?"))).explanation).toBe(
      MESSAGES.onlyMath,
    );
    const picture = await answerQuestion(local, {
      ...request(""),
      image: { mime: "image/png", bytes: new Uint8Array(4) },
    });
    expect(picture.explanation).toContain("AI model");
    expect(picture.checkStatus).toBe("unchecked");
  });
});
