import {
  advance,
  initialTimerState,
  type TimerEvent,
  type TimerState,
  toggle,
} from "@vidya/core/timer/focus-timer";
import { serializeStoredTimer, TIMER_STORAGE_KEY } from "@vidya/core/timer/stored-timer";
import { beforeEach, describe, expect, it } from "vitest";
import { type ApiResult, FocusTimerStore, type TimerOp } from "./timer-store";

const T0 = 1_700_000_000_000;
const MIN = 60_000;

/** A store with a fake clock, a scripted server and a record of announcements. */
function setup(options: { server?: (op: TimerOp, v: number) => ApiResult } = {}) {
  let now = T0;
  const calls: { op: TimerOp; v: number }[] = [];
  const announced: TimerEvent[][] = [];
  const store = new FocusTimerStore(
    "user-1",
    async (op, v) => {
      calls.push({ op, v });
      return options.server ? options.server(op, v) : { kind: "offline" };
    },
    (events) => announced.push(events),
    () => now,
  );
  return {
    store,
    calls,
    announced,
    at: (ms: number) => {
      now = ms;
    },
  };
}

const remote = (state: TimerState, events: TimerEvent[] = []) => ({ state, events, serverNow: T0 });

beforeEach(() => localStorage.clear());

describe("the browser's copy of the timer", () => {
  it("starts as 25 minutes, stopped, focus, 0 when the stored copy is corrupt", () => {
    localStorage.setItem(`${TIMER_STORAGE_KEY}.user`, "user-1");
    localStorage.setItem(TIMER_STORAGE_KEY, "{broken");
    const { store } = setup();
    expect(store.getSnapshot().state).toMatchObject({
      status: "stopped",
      sessionType: "focus",
      sessionCount: 0,
    });
    expect(store.getSnapshot().remaining).toBe(1500);
  });

  it("resumes a running timer after a reload, minus the time away", () => {
    const running = toggle(initialTimerState(T0), T0).state;
    localStorage.setItem(`${TIMER_STORAGE_KEY}.user`, "user-1");
    localStorage.setItem(TIMER_STORAGE_KEY, serializeStoredTimer(running, T0 + MIN));
    const { store, at } = setup();
    at(T0 + 10 * MIN);
    store.tick();
    expect(store.getSnapshot()).toMatchObject({ remaining: 15 * 60, state: { status: "running" } });
  });

  it("never loads another user's copy", () => {
    localStorage.setItem(`${TIMER_STORAGE_KEY}.user`, "someone-else");
    localStorage.setItem(
      TIMER_STORAGE_KEY,
      serializeStoredTimer(toggle(initialTimerState(T0), T0).state, T0),
    );
    expect(setup().store.getSnapshot().state.status).toBe("stopped");
  });

  it("shows the server's time corrected for a device clock that is an hour off", () => {
    const { store, at } = setup();
    const running = toggle(initialTimerState(T0), T0).state;
    at(T0 - 60 * MIN + 5 * MIN);
    store.setOffset(60 * MIN);
    store.applyRemote(remote(running));
    expect(store.getSnapshot().remaining).toBe(20 * 60);
  });

  it("ends a phase locally at its end and announces it once, even when the server then sends it", () => {
    const { store, at, announced } = setup();
    const running = toggle(initialTimerState(T0), T0).state;
    store.applyRemote(remote(running));
    at(T0 + 25 * MIN);
    store.tick();
    expect(store.getSnapshot().state).toMatchObject({ sessionType: "shortBreak", status: "running" });
    const fromServer = advance(running, T0 + 25 * MIN);
    store.applyRemote(remote(fromServer.state, fromServer.events));
    expect(announced).toHaveLength(1);
    expect(announced[0]?.[0]).toMatchObject({ type: "focusCompleted", sessionCount: 1 });
  });

  it("reports the server's session count apart from the one this tab's tick reached first", () => {
    const { store, at } = setup();
    expect(store.getSnapshot().confirmedSessionCount).toBeNull();
    const running = toggle(initialTimerState(T0), T0).state;
    store.applyRemote(remote(running));
    at(T0 + 25 * MIN);
    store.tick();
    // The tick ended the phase here; the server has not stored it yet.
    expect(store.getSnapshot()).toMatchObject({ state: { sessionCount: 1 }, confirmedSessionCount: 0 });
    const fromServer = advance(running, T0 + 25 * MIN);
    store.applyRemote(remote(fromServer.state, fromServer.events));
    expect(store.getSnapshot()).toMatchObject({ state: { sessionCount: 1 }, confirmedSessionCount: 1 });
  });

  it("shows the other device's change when a press was stale", async () => {
    const theirs = toggle(initialTimerState(T0), T0).state;
    const { store } = setup({ server: () => ({ kind: "stale", timer: remote(theirs) }) });
    store.applyRemote(remote(initialTimerState(T0)));
    await store.run({ kind: "reset" });
    expect(store.getSnapshot().state).toMatchObject({ status: "running", version: 1 });
  });

  it("sends a press against the server's version when the server is a moment behind a phase end", async () => {
    const running = toggle(initialTimerState(T0), T0).state;
    const { store, at, calls } = setup({
      server: (_op, v) =>
        v === running.version
          ? { kind: "ok", timer: remote(toggle(running, T0 + 25 * MIN + 10).state) }
          : { kind: "stale", timer: remote(running) },
    });
    store.applyRemote(remote(running));
    at(T0 + 25 * MIN + 10);
    store.tick();
    await store.run({ kind: "toggle" });
    expect(calls.map((c) => c.v)).toEqual([running.version + 1, running.version]);
    expect(store.getSnapshot().state).toMatchObject({ sessionType: "shortBreak", status: "paused" });
  });

  it("keeps working offline and sends the changes when the server is back at the same version", async () => {
    let online = false;
    const base = initialTimerState(T0);
    const { store, calls } = setup({
      server: (_op, _v) =>
        online ? { kind: "ok", timer: remote(toggle(base, T0).state) } : { kind: "offline" },
    });
    store.applyRemote(remote(base));
    await store.run({ kind: "toggle" });
    expect(store.getSnapshot()).toMatchObject({ unsynced: true, state: { status: "running", version: 1 } });
    online = true;
    store.applyRemote(remote(base));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.at(-1)).toEqual({ op: { kind: "toggle" }, v: 0 });
    expect(store.getSnapshot()).toMatchObject({ unsynced: false, state: { status: "running", version: 1 } });
  });

  it("drops offline changes when the server has moved on meanwhile (the newer version wins)", async () => {
    const { store } = setup();
    store.applyRemote(remote(initialTimerState(T0)));
    await store.run({ kind: "toggle" });
    const elsewhere = toggle(toggle(initialTimerState(T0), T0).state, T0 + MIN).state;
    store.applyRemote(remote(elsewhere));
    expect(store.getSnapshot()).toMatchObject({ unsynced: false, state: { status: "paused", version: 2 } });
  });
});
