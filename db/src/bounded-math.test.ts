import { INITIAL_STATE } from "@vidya/engine/socratic/session";
import { afterAll, describe, expect, it } from "vitest";
import { createBoundedMath, MATH_TOO_BIG, STEP_TOO_BIG } from "./bounded-math";

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

  it("guides the Socratic tutor the same way: a ladder past the limit is one the engine cannot guide, and a step it cannot check gets a clear reply that costs no attempt", async () => {
    const ladder = await engine.buildLadder("Solve 3x + 5 = 20");
    expect(ladder.kind).toBe("ladder");
    expect(await engine.buildLadder(HANGS)).toEqual({ kind: "unsupported", reason: MATH_TOO_BIG });
    if (ladder.kind !== "ladder") return;
    const right = await engine.replyTo(ladder.ladder, INITIAL_STATE, "3x = 15");
    expect(right.turns.map((t) => t.kind)).toContain("right");
    // The engine threw on this step ("Undefined function solve"): the student hears why, and the state stays.
    const odd = await engine.replyTo(ladder.ladder, INITIAL_STATE, "solve (x+1)^60 = 0");
    expect(odd.state).toEqual(INITIAL_STATE);
    expect(odd.turns.at(-1)).toEqual({ role: "tutor", kind: "question", text: STEP_TOO_BIG });
  });
});
