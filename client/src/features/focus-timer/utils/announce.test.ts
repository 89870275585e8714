// @vitest-environment jsdom
import type { TimerEvent } from "@vidya/core/timer/focus-timer";
import { latestTimerToast } from "@vidya/core/timer/timer-toasts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// jsdom has neither WebAudio nor notifications: both are stood in for by fakes that record what the
// page asked of them. The toast library is replaced so its calls can be seen.
vi.mock("../../../app/toast", () => ({ toast: vi.fn() }));

const oscillators: number[] = [];
class FakeAudioContext {
  state: AudioContextState = "suspended";
  currentTime = 0;
  destination = {};
  resume() {
    this.state = "running";
    return Promise.resolve();
  }
  createOscillator() {
    const osc = {
      type: "sine",
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => oscillators.push(osc.frequency.value),
      stop: () => {},
    };
    return osc;
  }
  createGain() {
    const ramp = () => {};
    return {
      gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (node: unknown) => node,
    };
  }
}

const shown: { title: string; body?: string; tag?: string }[] = [];
function fakeNotification(permission: NotificationPermission) {
  return class {
    static permission = permission;
    static requestPermission = vi.fn(async () => permission);
    constructor(title: string, options: NotificationOptions = {}) {
      shown.push({ title, body: options.body, tag: options.tag });
    }
  };
}

const T0 = 1_750_000_000_000;
const focusEnd = (at: number): TimerEvent => ({
  type: "focusCompleted",
  at,
  sessionCount: 1,
  focusSeconds: 1500,
  nextBreak: "shortBreak",
  breakSeconds: 300,
});

/** A fresh copy of the modules, as a newly opened tab has (the audio context is per tab). */
async function tab() {
  vi.resetModules();
  const { announce } = await import("./announce");
  const beep = await import("./beep");
  const prefs = await import("./alert-preferences");
  const { toast } = await import("../../../app/toast");
  return { announce, ...beep, ...prefs, toast: vi.mocked(toast) };
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  oscillators.length = 0;
  shown.length = 0;
  vi.stubGlobal("AudioContext", FakeAudioContext);
  vi.stubGlobal("Notification", fakeNotification("default"));
});
afterEach(() => vi.unstubAllGlobals());

describe("phase-end alerts", () => {
  it("show only the toast while the sound is off and notifications are not allowed", async () => {
    const t = await tab();
    t.unlockAudio();
    t.announce([focusEnd(T0)], 60, true);
    expect(t.toast).toHaveBeenCalledTimes(1);
    expect(oscillators).toEqual([]);
    expect(shown).toEqual([]);
  });

  it("chime and notify once when the sound is on and notifications are allowed", async () => {
    vi.stubGlobal("Notification", fakeNotification("granted"));
    const t = await tab();
    t.setSoundEnabled(true);
    t.unlockAudio();
    t.announce([focusEnd(T0)], 60, true);
    expect(oscillators).toEqual([880, 1320]);
    const message = latestTimerToast([focusEnd(T0)], 60);
    expect(shown).toEqual([
      { title: message?.title, body: message?.description, tag: `focusCompleted:${T0}` },
    ]);
  });

  it("never notify when the browser's permission is denied, and stay silent until audio is unlocked", async () => {
    vi.stubGlobal("Notification", fakeNotification("denied"));
    const t = await tab();
    t.setSoundEnabled(true);
    // No click has unlocked audio in this tab: browsers would refuse to play, so nothing is tried.
    t.announce([focusEnd(T0)], 60, true);
    expect(oscillators).toEqual([]);
    expect(shown).toEqual([]);
  });

  it("alert once for a phase end that every open tab hears, and again for the next one", async () => {
    vi.stubGlobal("Notification", fakeNotification("granted"));
    localStorage.setItem("vidya.focusTimer.sound", "on");
    const first = await tab();
    first.unlockAudio();
    const second = await tab();
    second.unlockAudio();
    // Both tabs share local storage, as tabs of one browser do.
    first.announce([focusEnd(T0)], 60, true);
    second.announce([focusEnd(T0)], 60, true);
    // Each tab shows its toast; the chime and the notification come once.
    expect(first.toast).toHaveBeenCalledTimes(2);
    expect(oscillators).toHaveLength(2);
    expect(shown).toHaveLength(1);
    const breakEnd: TimerEvent = { type: "breakCompleted", at: T0 + 300_000, kind: "shortBreak" };
    second.announce([breakEnd], 60, true);
    first.announce([breakEnd], 60, true);
    expect(oscillators).toHaveLength(4);
    expect(shown.map((n) => n.tag)).toEqual([`focusCompleted:${T0}`, `breakCompleted:${T0 + 300_000}`]);
  });

  it("do not chime or notify for a phase end that was only caught up on (a reload, a reopened tab)", async () => {
    vi.stubGlobal("Notification", fakeNotification("granted"));
    const t = await tab();
    t.setSoundEnabled(true);
    t.unlockAudio();
    t.announce([focusEnd(T0)], 60, false);
    expect(t.toast).toHaveBeenCalledTimes(1);
    expect(oscillators).toEqual([]);
    expect(shown).toEqual([]);
  });

  it("ignore a browser whose notifications throw", async () => {
    vi.stubGlobal(
      "Notification",
      class {
        static permission = "granted";
        constructor() {
          throw new TypeError("Illegal constructor");
        }
      },
    );
    const t = await tab();
    expect(() => t.announce([focusEnd(T0)], 60, true)).not.toThrow();
    expect(t.toast).toHaveBeenCalledTimes(1);
  });
});
