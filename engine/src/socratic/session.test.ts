import { describe, expect, it } from "vitest";
import { buildLadder, type Ladder } from "./ladder";
import { leaksAnswer } from "./leak";
import { replyTo } from "./reply";
import { giveHint, INITIAL_STATE, openingTurns, revealAnswer, type SocraticState } from "./session";

function ladderOf(problem: string): Ladder {
  const result = buildLadder(problem);
  if (result.kind !== "ladder") throw new Error(`no ladder: ${result.reason}`);
  return result.ladder;
}

describe("Socratic session on 3x + 5 = 20", () => {
  const ladder = ladderOf("Solve 3x + 5 = 20");

  it("turns the engine's steps into a ladder without showing the answer at the start", () => {
    expect(ladder.rungs.map((r) => r.shown)).toEqual(["3x = 15", "x = 5"]);
    expect(ladder.finalAnswer).toBe("x = 5");
    for (const turn of openingTurns(ladder))
      expect(leaksAnswer(turn.text, "x = 5", ladder.problem)).toBe(false);
  });

  it("states the engine's reading before the first step, without the answer", () => {
    expect(ladder.reading).toBe("3x + 5 = 20");
    const turns = openingTurns(ladder);
    expect(turns[0].text).toBe("I read the question as: 3x + 5 = 20.");
    expect(turns.at(-1)?.kind).toBe("question");
    expect(ladder.rule).not.toContain("Read as");
  });

  it("names a wrong step, gives a hint, and reaches the answer", () => {
    let state: SocraticState = INITIAL_STATE;
    let r = replyTo(ladder, state, "3x = 25");
    expect(r.turns[1]).toMatchObject({ kind: "mistake", mistake: "wrong-operation" });
    expect(r.turns[1].text).toContain("subtract 5");
    state = r.state;
    r = giveHint(ladder, state);
    expect(r.turns[0].kind).toBe("hint");
    expect(r.state.hintsUsed).toBe(1);
    state = r.state;
    r = replyTo(ladder, state, "15 = 3x");
    expect(r.turns.map((t) => t.kind)).toEqual(["step", "right", "question"]);
    state = r.state;
    r = replyTo(ladder, state, "x = 5");
    expect(r.state.status).toBe("SOLVED");
    expect(r.turns.at(-1)?.text).toContain("x = 5");
  });

  it("never reveals the answer to a student who only asks for hints, until two attempts", () => {
    let state: SocraticState = INITIAL_STATE;
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      const r = giveHint(ladder, state);
      state = r.state;
      seen.push(...r.turns.map((t) => t.text));
    }
    expect(seen.some((t) => leaksAnswer(t, "x = 5", ladder.problem))).toBe(false);
    expect(revealAnswer(ladder, state).state.status).toBe("ACTIVE");
    state = replyTo(ladder, state, "3x = 1").state;
    state = replyTo(ladder, state, "3x = 2").state;
    const shown = revealAnswer(ladder, state);
    expect(shown.state.status).toBe("REVEALED");
    expect(shown.turns[0].text).toContain("x = 5");
  });

  it("accepts a student who jumps straight to the answer", () => {
    expect(replyTo(ladder, INITIAL_STATE, "x = 5").state.status).toBe("SOLVED");
  });
});

describe("buildLadder", () => {
  it("builds value ladders for arithmetic and reaches the answer step by step", () => {
    const ladder = ladderOf("Find 12 * 15 + 7");
    let state: SocraticState = INITIAL_STATE;
    state = replyTo(ladder, state, "12*15 = 180").state;
    state = replyTo(ladder, state, "187").state;
    expect(state.status).toBe("SOLVED");
  });

  it("says when a problem cannot be tutored offline", () => {
    expect(buildLadder("Who wrote the Ramayana?").kind).toBe("unsupported");
  });
});

describe("Socratic reading", () => {
  it("shows a formula reading with the question's numbers", () => {
    const ladder = ladderOf("Area of a rectangle of length 12 cm and breadth 5 cm");
    expect(ladder.reading).toBe("A = 12 * 5");
    expect(openingTurns(ladder)[0].text).toBe("I read the question as: A = 12 * 5.");
    for (const turn of openingTurns(ladder))
      expect(leaksAnswer(turn.text, ladder.finalAnswer, ladder.problem)).toBe(false);
  });
});
