import {
  BREAK_MINUTES_MAX,
  BREAK_MINUTES_MIN,
  FOCUS_MINUTES_MAX,
  FOCUS_MINUTES_MIN,
  type MinutesIssue,
  minutesIssue,
  type TimerSettings,
} from "@vidya/core/timer/timer-settings";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { useFocusTimer } from "../hooks/use-focus-timer";

type Field = keyof TimerSettings;
const FIELDS: { name: Field; label: `timer.${Field}`; min: number; max: number }[] = [
  { name: "focusMinutes", label: "timer.focusMinutes", min: FOCUS_MINUTES_MIN, max: FOCUS_MINUTES_MAX },
  {
    name: "shortBreakMinutes",
    label: "timer.shortBreakMinutes",
    min: BREAK_MINUTES_MIN,
    max: BREAK_MINUTES_MAX,
  },
  {
    name: "longBreakMinutes",
    label: "timer.longBreakMinutes",
    min: BREAK_MINUTES_MIN,
    max: BREAK_MINUTES_MAX,
  },
];

/** A length's problem in the UI language (TimerSettingsSchema's own messages are English). */
function lengthError(field: Field, issue: MinutesIssue, min: number, max: number): string {
  const label = i18n.t(`timer.lengthName.${field}`);
  if (issue === "tooShort") return i18n.t("timer.lengthError.atLeast", { label, count: min });
  if (issue === "tooLong") return i18n.t("timer.lengthError.atMost", { label, count: max });
  if (issue === "notWhole") return i18n.t("timer.lengthError.whole", { label });
  return i18n.t("timer.lengthError.notNumber", { label });
}

/** The student's lengths: focus 5–90 minutes, breaks 1–60; a phase under way keeps its time. */
export function TimerSettingsForm() {
  const { t } = useTranslation();
  const { timer, run } = useFocusTimer();
  const saved = timer?.state.settings;
  const [values, setValues] = useState<Record<Field, string>>(() => toStrings(saved));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  // Another tab or device changed the lengths: show them unless the student is editing.
  useEffect(() => {
    if (!dirty) setValues(toStrings(saved));
  }, [saved, dirty]);

  if (!timer) return null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // TimerSettingsSchema's checks (minutesIssue), without zod on this page.
    const settings: TimerSettings = {
      focusMinutes: Number(values.focusMinutes),
      shortBreakMinutes: Number(values.shortBreakMinutes),
      longBreakMinutes: Number(values.longBreakMinutes),
    };
    const next: Partial<Record<Field, string>> = {};
    for (const f of FIELDS) {
      const issue = minutesIssue(settings[f.name], f.min, f.max);
      if (issue !== null) next[f.name] = lengthError(f.name, issue, f.min, f.max);
    }
    if (Object.keys(next).length > 0) {
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    const { error } = await run({ kind: "settings", settings });
    setSaving(false);
    if (error) toast.error(localizeMessage(error));
    else {
      setDirty(false);
      toast.success(t("timer.lengthsSaved"));
    }
  };

  return (
    <form className="pomodoro-settings" onSubmit={(e) => void handleSubmit(e)} noValidate>
      <h2>{t("timer.lengths")}</h2>
      {FIELDS.map((f) => (
        <div className="field" key={f.name}>
          <label htmlFor={`timer-${f.name}`}>{t(f.label)}</label>
          <input
            id={`timer-${f.name}`}
            type="number"
            inputMode="numeric"
            min={f.min}
            max={f.max}
            step={1}
            value={values[f.name]}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={errors[f.name] ? `timer-${f.name}-error` : undefined}
            onChange={(e) => {
              setDirty(true);
              setValues({ ...values, [f.name]: e.target.value });
            }}
          />
          {errors[f.name] && (
            <p className="field-error" id={`timer-${f.name}-error`} role="alert">
              {errors[f.name]}
            </p>
          )}
        </div>
      ))}
      <button type="submit" className="secondary" disabled={saving}>
        {t("timer.saveLengths")}
      </button>
    </form>
  );
}

function toStrings(s: TimerSettings | undefined): Record<Field, string> {
  return {
    focusMinutes: String(s?.focusMinutes ?? 25),
    shortBreakMinutes: String(s?.shortBreakMinutes ?? 5),
    longBreakMinutes: String(s?.longBreakMinutes ?? 15),
  };
}
