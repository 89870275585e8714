import { TOPIC_INFO } from "@vidya/core/tutor/topics";
import { mathEngine } from "@vidya/engine/load";
import { beforeAll, describe, expect, it } from "vitest";

beforeAll(async () => {
  await mathEngine();
}, 120_000);

describe("the example questions on the topic pages", () => {
  it("are each solved and checked by the offline engine, on their own page", async () => {
    const { solveMath } = await mathEngine();
    for (const info of Object.values(TOPIC_INFO)) {
      for (const question of info.examples) {
        const result = solveMath(question, info.slug);
        expect(result.kind, question).toBe("solved");
        if (result.kind === "solved") {
          expect(result.solution.verified, question).toBe(true);
          expect(result.solution.similarQuestions, question).toHaveLength(3);
        }
      }
    }
  }, 60_000);
});
