import { advance, initialTimerState, toggle } from "@vidya/core/timer/focus-timer";
import { type TimerView, viewOfRow } from "@vidya/core/timer/timer-view";
import type { FocusTimer } from "@vidya/db/prisma";
import { describe, expect, it } from "vitest";
import { StaleTimerError } from "./focus-timer.service";
import { rowData } from "./focus-timer.store";

const T0 = 1_750_000_000_000;

function storedRow(view: Omit<TimerView, "id" | "userId" | "timeZone">): FocusTimer {
  const data = rowData(view.state, view.events);
  return {
    ...data,
    id: "t",
    userId: "u",
    timeZone: "Asia/Kolkata",
    lastEvents: JSON.parse(JSON.stringify(view.events)),
    createdAt: new Date(T0),
  } as FocusTimer;
}

describe("the focus timer's stored form", () => {
  it("reads back exactly the state and the phase ends that were stored", () => {
    const step = advance(toggle(initialTimerState(T0, undefined, 1), T0).state, T0 + 30_000);
    const view = viewOfRow(storedRow(step), 1);
    expect(view.state).toEqual(step.state);
    expect(view.events).toEqual(step.events);
  });
  it("refuses a stale change with a readable message and the current state", () => {
    const current = viewOfRow(storedRow({ state: initialTimerState(T0), events: [] }), 60);
    const error = new StaleTimerError(current);
    expect(error.code).toBe("STALE_VERSION");
    expect(error.message).toBe("Your timer changed on another tab or device. It now shows the latest state.");
    expect(error.current).toBe(current);
  });
});
