import { afterAll, describe, expect, it } from "vitest";
import { createBoundedMath, MATH_TOO_BIG } from "./bounded-math";

// A question that keeps the CAS busy for minutes (measured: more than 5 minutes on this machine).
const HANGS = "expand (x+1)^5000";

describe("the math engine on a thread with a time limit", () => {
  const engine = createBoundedMath(1500);
  afterAll(() => engine.close());

  it("answers a school question as the engine does", async () => {
    const result = await engine.solveMath("Solve 2x + 3 = 13", "algebra", "en");
    expect(result.kind).toBe("solved");
    if (result.kind === "solved") expect(result.solution.finalAnswer).toContain("5");
    expect(await engine.checkFinalAnswer("Solve 2x + 3 = 13", "algebra", "x = 5")).toBe("agree");
  });

  it("gives up on a question past the limit while the caller's event loop runs on, then answers the questions queued behind it", async () => {
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 50);
    const started = Date.now();
    try {
      const [slow, next, check] = await Promise.all([
        engine.solveMath(HANGS, "algebra", "en"),
        engine.solveMath("What is 15% of 240?", "arithmetic", "en"),
        engine.checkFinalAnswer(HANGS, "algebra", "1"),
      ]);
      expect(slow).toEqual({ kind: "unsolved", reason: MATH_TOO_BIG });
      expect(next.kind === "solved" && next.solution.finalAnswer).toBe("36");
      // Past the limit the check says "unknown": nothing is marked checked.
      expect(check).toBe("unknown");
    } finally {
      clearInterval(ticker);
    }
    const took = Date.now() - started;
    // Two limits (the question and its check) and a fresh thread's start, not minutes.
    expect(took).toBeLessThan(60_000);
    // The caller kept running while the engine worked: its timer fired throughout.
    expect(ticks).toBeGreaterThan(took / 50 / 4);
  });
});
