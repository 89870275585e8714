import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import type { TimerEvent } from "./focus-timer";
import { latestTimerToast, timerToast } from "./timer-toasts";

function focusDone(nextBreak: "shortBreak" | "longBreak", breakSeconds: number): TimerEvent {
  return { type: "focusCompleted", at: 0, sessionCount: 4, focusSeconds: 1500, nextBreak, breakSeconds };
}

describe("timerToast", () => {
  it("uses SPEC's words for the default break lengths", () => {
    expect(timerToast(focusDone("longBreak", 900))).toEqual({
      title: "Focus session completed!",
      description: "Time for a long break (15 minutes).",
    });
    expect(timerToast(focusDone("shortBreak", 300))).toEqual({
      title: MESSAGES.focusCompleted,
      description: "Time for a short break (5 minutes).",
    });
  });
  it("names the student's own break lengths in the same sentence", () => {
    expect(timerToast(focusDone("longBreak", 1200)).description).toBe("Time for a long break (20 minutes).");
    expect(timerToast(focusDone("shortBreak", 900)).description).toBe("Time for a short break (15 minutes).");
    expect(timerToast(focusDone("longBreak", 300)).description).toBe("Time for a long break (5 minutes).");
    expect(timerToast(focusDone("shortBreak", 60)).description).toBe("Time for a short break (1 minute).");
  });
  it("names minutes on a shortened minute (end-to-end tests) exactly as on a real one", () => {
    expect(timerToast(focusDone("longBreak", 15), 1).description).toBe(MESSAGES.longBreakNext);
    expect(timerToast(focusDone("shortBreak", 10), 2).description).toBe(MESSAGES.shortBreakNext);
    expect(timerToast(focusDone("shortBreak", 3), 1).description).toBe("Time for a short break (3 minutes).");
  });
  it("announces a finished break and asks about the next focus session", () => {
    expect(timerToast({ type: "breakCompleted", at: 0, kind: "longBreak" })).toEqual({
      title: "Long break completed!",
      description: "Ready for another focus session?",
    });
    expect(timerToast({ type: "breakCompleted", at: 0, kind: "shortBreak" }).title).toBe(
      "Short break completed!",
    );
  });
});

describe("latestTimerToast", () => {
  it("shows only the latest of several events, and nothing for none", () => {
    expect(latestTimerToast([])).toBeNull();
    const toast = latestTimerToast([
      focusDone("shortBreak", 300),
      { type: "breakCompleted", at: 1, kind: "shortBreak" },
    ]);
    expect(toast?.title).toBe("Short break completed!");
  });
});
