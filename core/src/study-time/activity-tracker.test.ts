import { describe, expect, it } from "vitest";
import { IDLE_TIMEOUT_MS } from "../constants";
import { collect, idleTracker, isIdle, noteActivity } from "./activity-tracker";

const T0 = 1_700_000_000_000;
const SEC = 1000;

describe("the idle rule", () => {
  it("counts nothing before the first input", () => {
    expect(collect(idleTracker, T0 + 60 * SEC).seconds).toBe(0);
  });
  it("counts active time in whole seconds and carries the part-second over", () => {
    const t = noteActivity(idleTracker, T0);
    const first = collect(noteActivity(t, T0 + 60 * SEC + 500), T0 + 61 * SEC);
    expect(first.seconds).toBe(60);
    const second = collect(noteActivity(first.tracker, T0 + 90 * SEC + 600), T0 + 91 * SEC);
    expect(second.seconds).toBe(30);
    expect(collect(second.tracker, T0 + 92 * SEC).seconds).toBe(0);
    expect(collect(noteActivity(second.tracker, T0 + 91 * SEC + 400), T0 + 92 * SEC).seconds).toBe(1);
  });
  it("keeps counting while inputs come less than 3 minutes apart", () => {
    let t = noteActivity(idleTracker, T0);
    t = noteActivity(t, T0 + IDLE_TIMEOUT_MS - SEC);
    expect(isIdle(t, T0 + IDLE_TIMEOUT_MS + 10 * SEC)).toBe(false);
    expect(collect(t, T0 + IDLE_TIMEOUT_MS + 10 * SEC).seconds).toBe(179);
  });
  it("counts the minutes after the last input only once another input comes", () => {
    const t = noteActivity(idleTracker, T0);
    // A save two minutes after the last input credits nothing yet: the student may have left.
    const early = collect(noteActivity(t, T0 + 10 * SEC), T0 + 130 * SEC);
    expect(early.seconds).toBe(10);
    // An input before the idle timeout shows they were there: the pause counts.
    const back = collect(noteActivity(early.tracker, T0 + 150 * SEC), T0 + 151 * SEC);
    expect(back.seconds).toBe(140);
    // No input for 3 minutes: the stretch ends, and a save during those minutes credited none of them.
    const saved = collect(back.tracker, T0 + 250 * SEC);
    expect(saved.seconds).toBe(0);
    const idle = collect(saved.tracker, T0 + 150 * SEC + IDLE_TIMEOUT_MS);
    expect(idle).toEqual({ tracker: idleTracker, seconds: 0 });
  });
  it("stops after 3 minutes without input and does not count the idle stretch", () => {
    const t = noteActivity(noteActivity(idleTracker, T0), T0 + 20 * SEC);
    expect(isIdle(t, T0 + 20 * SEC + IDLE_TIMEOUT_MS)).toBe(true);
    const idle = collect(t, T0 + 10 * 60 * SEC);
    expect(idle.seconds).toBe(20);
    expect(idle.tracker).toEqual(idleTracker);
  });
  it("starts a new stretch on the first input after going idle", () => {
    const t = noteActivity(idleTracker, T0);
    const again = noteActivity(t, T0 + 10 * 60 * SEC);
    expect(again.sessionStart).toBe(T0 + 10 * 60 * SEC);
    expect(collect(noteActivity(again, T0 + 11 * 60 * SEC), T0 + 11 * 60 * SEC).seconds).toBe(60);
  });
});
