import { describe, expect, it } from "vitest";
import { advance, initialTimerState, toggle } from "./focus-timer";
import { studyDayIncrements, timerActivities } from "./timer-effects";

// 2026-01-01T18:00:00Z is 23:30 in Kolkata.
const T0 = Date.UTC(2026, 0, 1, 18, 0, 0);
const MIN = 60_000;

describe("studyDayIncrements", () => {
  it("counts a completed focus session on the local day it ended", () => {
    const running = toggle(initialTimerState(T0), T0).state;
    const { events } = advance(running, T0 + 25 * MIN);
    expect(studyDayIncrements(events, "Asia/Kolkata")).toEqual([
      { localDate: "2026-01-01", focusSessions: 1, focusMinutes: 25 },
    ]);
    // 18:25Z is already 2 January in Tokyo.
    expect(studyDayIncrements(events, "Asia/Tokyo")[0]?.localDate).toBe("2026-01-02");
  });
  it("counts minutes of a shortened test minute as minutes", () => {
    const running = toggle(initialTimerState(T0, undefined, 1), T0).state;
    const { events } = advance(running, T0 + 25_000);
    expect(studyDayIncrements(events, "UTC", 1)).toEqual([
      { localDate: "2026-01-01", focusSessions: 1, focusMinutes: 25 },
    ]);
  });
  it("ignores break ends", () => {
    const inBreak = advance(toggle(initialTimerState(T0), T0).state, T0 + 25 * MIN).state;
    expect(studyDayIncrements(advance(inBreak, T0 + 31 * MIN).events, "UTC")).toEqual([]);
  });
});

describe("timerActivities", () => {
  const stopped = initialTimerState(T0);
  it("reports a focus phase that starts, with its end and length", () => {
    const running = toggle(stopped, T0).state;
    expect(timerActivities("u", stopped, running, [])).toEqual([
      {
        userId: "u",
        kind: "focus_started",
        payload: { endsAt: new Date(T0 + 25 * MIN).toISOString(), phaseSeconds: 1500, resumed: false },
      },
    ]);
  });
  it("reports a resume as a start, and a pause as nothing", () => {
    const running = toggle(stopped, T0).state;
    const paused = toggle(running, T0 + MIN).state;
    expect(timerActivities("u", running, paused, [])).toEqual([]);
    const resumed = toggle(paused, T0 + 2 * MIN).state;
    expect(timerActivities("u", paused, resumed, [])[0]?.payload).toMatchObject({ resumed: true });
  });
  it("reports completed focus sessions and breaks", () => {
    const running = toggle(stopped, T0).state;
    const step = advance(running, T0 + 40 * MIN);
    expect(timerActivities("u", running, step.state, step.events).map((a) => a.kind)).toEqual([
      "focus_completed",
      "break_completed",
    ]);
  });
});
