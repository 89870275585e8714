// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { TIME_TRACKING_STORAGE_KEY } from "@vidya/core/study-time/stored-time";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TimeTracker } from "../utils/time-tracker";
import { StudyTimeTracker } from "./StudyTimeTracker";

// No server runs in a client unit test: fetch answers as the GraphQL endpoint would, and records
// what the page sent. tests/e2e/study-time.e2e.ts runs the same component against the real server.
interface Sent {
  op: string;
  keepalive: boolean;
  seconds?: number;
}

const T0 = new Date(2026, 0, 5, 10, 0, 0).getTime();
const getToken = () => "token";

let sent: Sent[] = [];

function answer(op: string, seconds?: number) {
  const data =
    op === "RecordStudyTime"
      ? {
          recordStudyTime: {
            __typename: "MutationRecordStudyTimeSuccess",
            data: { totalSeconds: seconds ?? 0 },
          },
        }
      : { studyTime: { __typename: "QueryStudyTimeSuccess", data: { totalSeconds: 0 } } };
  return new Response(JSON.stringify({ data }), { status: 200 });
}

const reports = () => sent.filter((s) => s.op === "RecordStudyTime");
const stored = () => JSON.parse(localStorage.getItem(TIME_TRACKING_STORAGE_KEY) ?? "null");

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  localStorage.clear();
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      const op = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? "?";
      const seconds = body.variables.input?.seconds;
      sent.push({ op, keepalive: init.keepalive === true, ...(seconds === undefined ? {} : { seconds }) });
      return answer(op, seconds);
    }),
  );
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  // A tab without focus: tracking starts with the first input, not with the mount.
  vi.spyOn(document, "hasFocus").mockReturnValue(false);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("StudyTimeTracker", () => {
  it("passes at most one input per 100 ms to the tracker, from mouse, keyboard, scroll and touch", async () => {
    const activity = vi.spyOn(TimeTracker.prototype, "activity");
    render(<StudyTimeTracker userId="u1" getToken={getToken} />);
    activity.mockClear();
    const at = async (ms: number, type: string) => {
      await vi.advanceTimersByTimeAsync(ms - (Date.now() - T0));
      window.dispatchEvent(new Event(type));
    };
    await at(0, "mousemove");
    await at(50, "mousemove");
    await at(99, "keydown");
    expect(activity).toHaveBeenCalledTimes(1);
    await at(100, "keydown");
    await at(150, "touchstart");
    await at(199, "wheel");
    expect(activity).toHaveBeenCalledTimes(2);
    await at(200, "scroll");
    await at(300, "touchstart");
    await at(420, "mousedown");
    expect(activity).toHaveBeenCalledTimes(5);
  });

  it("saves locally every minute and sends the report 5 s later, once", async () => {
    render(<StudyTimeTracker userId="u1" getToken={getToken} />);
    // SPEC 7's read at sign-in; nothing tracked yet, so its save sends nothing.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([{ op: "StudyTime", keepalive: false }]);
    // Active from 10 s to 59 s after mount: an input every second.
    for (let s = 10; s < 60; s++) {
      window.dispatchEvent(new Event("mousemove"));
      await vi.advanceTimersByTimeAsync(1000);
    }
    // The periodic save at 60 s wrote local storage, and the report waits out the 5 s debounce.
    expect(stored()).toMatchObject({ totalTime: 49, pending: { "2026-01-05": 49 } });
    await vi.advanceTimersByTimeAsync(4999);
    expect(reports()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reports()).toEqual([{ op: "RecordStudyTime", keepalive: false, seconds: 49 }]);
    expect(stored()).toMatchObject({ pending: {}, inFlight: null });
    // Nothing new: later saves send nothing.
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(reports()).toHaveLength(1);
  });

  it("stops counting 3 minutes after the last input, at the 30 s idle check", async () => {
    render(<StudyTimeTracker userId="u1" getToken={getToken} />);
    await vi.advanceTimersByTimeAsync(1000);
    window.dispatchEvent(new Event("keydown"));
    await vi.advanceTimersByTimeAsync(40_000);
    window.dispatchEvent(new Event("keydown"));
    // 40 s of activity (from the input at 1 s to the one at 41 s), then ten minutes away.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(stored()).toMatchObject({ totalTime: 40, sessionStartTime: null });
    expect(reports().reduce((sum, r) => sum + (r.seconds ?? 0), 0)).toBe(40);
  });

  it("sends at once, with keepalive, when the page is hidden", async () => {
    render(<StudyTimeTracker userId="u1" getToken={getToken} />);
    await vi.advanceTimersByTimeAsync(1000);
    window.dispatchEvent(new Event("mousemove"));
    await vi.advanceTimersByTimeAsync(20_000);
    window.dispatchEvent(new Event("mousemove"));
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(0);
    expect(reports()).toEqual([{ op: "RecordStudyTime", keepalive: true, seconds: 20 }]);
  });

  it("tracks and sends nothing for a signed-out visitor", async () => {
    const activity = vi.spyOn(TimeTracker.prototype, "activity");
    render(<StudyTimeTracker userId={null} getToken={() => null} />);
    for (let i = 0; i < 20; i++) {
      window.dispatchEvent(new Event("mousemove"));
      await vi.advanceTimersByTimeAsync(30_000);
    }
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(activity).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    expect(stored()).toBeNull();
  });
});
