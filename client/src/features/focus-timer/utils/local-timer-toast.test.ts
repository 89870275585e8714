import { MESSAGES } from "@vidya/core/messages";
import { afterAll, describe, expect, it } from "vitest";
import { changeLanguage, initI18n } from "../../../app/i18n/i18n";
// The timer's English loads with the app shell.
import "../../../app/i18n/app-strings";
import { gu } from "../../../app/i18n/locales/gu/index";
import { hi } from "../../../app/i18n/locales/hi/index";
import { localTimerToast } from "./local-timer-toast";

const focusEnd = (nextBreak: "shortBreak" | "longBreak", breakSeconds: number) =>
  ({ type: "focusCompleted", at: 0, sessionCount: 1, focusSeconds: 1500, nextBreak, breakSeconds }) as const;

describe("localTimerToast", () => {
  afterAll(() => changeLanguage("en"));

  it("words SPEC's toasts exactly in English", async () => {
    await initI18n("en");
    expect(localTimerToast(focusEnd("shortBreak", 300))).toEqual({
      title: MESSAGES.focusCompleted,
      description: MESSAGES.shortBreakNext,
    });
    expect(localTimerToast(focusEnd("longBreak", 900)).description).toBe(MESSAGES.longBreakNext);
    expect(localTimerToast(focusEnd("shortBreak", 600)).description).toBe(
      "Time for a short break (10 minutes).",
    );
    expect(localTimerToast({ type: "breakCompleted", at: 0, kind: "longBreak" })).toEqual({
      title: MESSAGES.breakCompleted("Long break"),
      description: MESSAGES.readyForFocus,
    });
  });

  it("says the same in Hindi and Gujarati", async () => {
    await changeLanguage("hi");
    expect(localTimerToast(focusEnd("longBreak", 900))).toEqual({
      title: hi.msg.focusCompleted,
      description: hi.msg.longBreakNext,
    });
    expect(localTimerToast({ type: "breakCompleted", at: 0, kind: "shortBreak" }).title).toBe(
      "छोटा ब्रेक पूरा हुआ!",
    );
    await changeLanguage("gu");
    expect(localTimerToast(focusEnd("shortBreak", 60)).description).toBe("ટૂંકા વિરામનો સમય (1 મિનિટ).");
    expect(localTimerToast({ type: "breakCompleted", at: 0, kind: "longBreak" }).description).toBe(
      gu.msg.readyForFocus,
    );
  });
});
