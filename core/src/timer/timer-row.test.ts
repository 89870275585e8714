import { describe, expect, it } from "vitest";
import { advance, initialTimerState, toggle } from "./focus-timer";
import { parseTimerEvents, timerRowFromState, timerStateFromRow } from "./timer-row";

const T0 = 1_700_000_000_000;

describe("timer rows", () => {
  it.each([
    ["stopped", initialTimerState(T0)],
    ["running", toggle(initialTimerState(T0), T0).state],
    ["paused", toggle(toggle(initialTimerState(T0), T0).state, T0 + 61_000).state],
    ["in a break", advance(toggle(initialTimerState(T0), T0).state, T0 + 1_600_000).state],
  ])("store and restore a %s timer exactly", (_label, state) => {
    expect(timerStateFromRow(timerRowFromState(state, []))).toEqual(state);
  });
  it("restore the deployment's shortened minute", () => {
    const state = initialTimerState(T0, undefined, 2);
    expect(timerStateFromRow(timerRowFromState(state, []), 2)).toEqual(state);
  });
  it("never keep an end time on a timer that is not running", () => {
    const row = { ...timerRowFromState(initialTimerState(T0), []), endsAt: new Date(T0) };
    expect(timerStateFromRow(row).endsAt).toBeNull();
  });
  it("read stored events back, and nothing from malformed JSON", () => {
    const { events } = advance(toggle(initialTimerState(T0), T0).state, T0 + 1_600_000);
    expect(parseTimerEvents(JSON.parse(JSON.stringify(events)))).toEqual(events);
    expect(parseTimerEvents({ not: "a list" })).toEqual([]);
    expect(parseTimerEvents([{ type: "focusCompleted" }])).toEqual([]);
  });
});
