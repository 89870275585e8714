// @vitest-environment jsdom

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TimerSettingsSchema } from "@vidya/core/timer/timer-settings-schema";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../app/i18n/i18n";
import { ready } from "../../../test/i18n";
import { TimerSettingsForm } from "./TimerSettingsForm";

// The form's own hook is replaced: these tests are about what the form says, not the timer store.
// (one snapshot object, as the real store keeps it while nothing changes).
const { run, timer } = vi.hoisted(() => ({
  run: vi.fn(async () => ({ error: null })),
  timer: { state: { settings: { focusMinutes: 25, shortBreakMinutes: 5, longBreakMinutes: 15 } } },
}));
vi.mock("../hooks/use-focus-timer", () => ({ useFocusTimer: () => ({ timer, run }) }));
vi.mock("../../../app/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

async function submit(label: string, value: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.click(screen.getByRole("button"));
  return input;
}

const schemaMessage = (focusMinutes: number) =>
  TimerSettingsSchema.safeParse({ focusMinutes, shortBreakMinutes: 5, longBreakMinutes: 15 }).error?.issues[0]
    ?.message;

describe("TimerSettingsForm", () => {
  beforeAll(async () => {
    await ready;
  });
  afterEach(() => {
    cleanup();
    run.mockClear();
  });
  afterAll(() => changeLanguage("en"));

  it("says in English what the server says about a wrong length, and saves nothing", async () => {
    await changeLanguage("en");
    for (const [value, number] of [
      ["3", 3],
      ["100", 100],
      ["2.5", 2.5],
    ] as const) {
      render(<TimerSettingsForm />);
      const input = await submit("Focus (minutes)", value);
      expect(screen.getByRole("alert").textContent).toBe(schemaMessage(number));
      expect(input.getAttribute("aria-invalid")).toBe("true");
      cleanup();
    }
    expect(run).not.toHaveBeenCalled();
  });

  it("says it in Hindi and Gujarati", async () => {
    await changeLanguage("hi");
    render(<TimerSettingsForm />);
    await submit("फ़ोकस (मिनट)", "3");
    expect(screen.getByRole("alert").textContent).toBe("फ़ोकस की अवधि कम से कम 5 मिनट होनी चाहिए।");
    cleanup();
    await changeLanguage("gu");
    render(<TimerSettingsForm />);
    await submit("લાંબો વિરામ (મિનિટ)", "61");
    expect(screen.getByRole("alert").textContent).toBe("લાંબો વિરામ વધુમાં વધુ 60 મિનિટ હોઈ શકે.");
    expect(run).not.toHaveBeenCalled();
  });
});
