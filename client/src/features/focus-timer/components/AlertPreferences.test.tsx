// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ready } from "../../../test/i18n";
import { soundEnabled } from "../utils/alert-preferences";
import { AlertPreferences } from "./AlertPreferences";

// jsdom has no WebAudio and no notifications: fakes record the chime's tones and the permission asks.
const tones: number[] = [];
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
      start: () => tones.push(osc.frequency.value),
      stop: () => {},
    };
    return osc;
  }
  createGain() {
    const ramp = () => {};
    return { gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp }, connect: (n: unknown) => n };
  }
}

function notifications(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal("Notification", { permission, requestPermission });
  return requestPermission;
}

beforeEach(() => {
  localStorage.clear();
  tones.length = 0;
  vi.stubGlobal("AudioContext", FakeAudioContext);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  await ready;
});

describe("AlertPreferences", () => {
  it("keeps the sound off until the student turns it on, then plays a sample and remembers it", async () => {
    notifications("default", "default");
    render(<AlertPreferences />);
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "Play a sound" });
    expect(box.checked).toBe(false);
    expect(soundEnabled()).toBe(false);
    await userEvent.click(box);
    // The click unlocks audio (browsers allow sound only after a gesture) and plays the chime once.
    await act(async () => {});
    expect(box.checked).toBe(true);
    expect(soundEnabled()).toBe(true);
    expect(tones).toEqual([880, 1320]);
    await userEvent.click(box);
    expect(soundEnabled()).toBe(false);
    expect(tones).toHaveLength(2);
    cleanup();
    localStorage.setItem("vidya.focusTimer.sound", "on");
    render(<AlertPreferences />);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Play a sound" }).checked).toBe(true);
  });

  it("asks for notification permission only when the student presses the button", async () => {
    const ask = notifications("default", "granted");
    render(<AlertPreferences />);
    expect(ask).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Show browser notifications" }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Browser notifications are on.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show browser notifications" })).toBeNull();
  });

  it("says so when notifications are blocked, and offers nothing when the browser has none", async () => {
    const ask = notifications("default", "denied");
    render(<AlertPreferences />);
    await userEvent.click(screen.getByRole("button", { name: "Show browser notifications" }));
    expect(
      await screen.findByText("Browser notifications are blocked in this browser's settings."),
    ).toBeTruthy();
    expect(ask).toHaveBeenCalledTimes(1);
    cleanup();
    vi.stubGlobal("Notification", undefined);
    render(<AlertPreferences />);
    expect(screen.queryByRole("button", { name: "Show browser notifications" })).toBeNull();
    expect(screen.queryByText(/Browser notifications/)).toBeNull();
  });
});
