import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { toastFailure } from "../../../shared/lib/result";
import { useExams } from "../hooks/use-exams";
import { useSetStudyAvailability } from "../hooks/use-set-study-availability";
import { PLANNER_TOAST } from "../utils/toast-id";

/** Weekday names in the UI language, Sunday first (2023-01-01 was a Sunday). */
function weekdayName(index: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2023, 0, 1 + index)),
  );
}

function deviceZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "Asia/Kolkata";
  } catch {
    return "Asia/Kolkata";
  }
}

/** Minutes per weekday, days off, and the streak goals. Saving re-plans. */
export function AvailabilityForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { data } = useExams("cache-first");
  const [save, { loading }] = useSetStudyAvailability();
  const stored = data?.studyAvailability;
  const [minutes, setMinutes] = useState<number[]>([60, 60, 60, 60, 60, 60, 60]);
  const [daysOff, setDaysOff] = useState("");
  const [dailyGoal, setDailyGoal] = useState(20);
  const [weeklyGoal, setWeeklyGoal] = useState(5);
  useEffect(() => {
    if (!stored) return;
    setMinutes(stored.minutesByWeekday);
    setDaysOff(stored.daysOff.join(", "));
    setDailyGoal(stored.dailyGoalMinutes);
    setWeeklyGoal(stored.weeklyGoalDays);
  }, [stored]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = {
      minutesByWeekday: minutes,
      daysOff: daysOff
        .split(",")
        .map((d) => d.trim())
        .filter(Boolean),
      timeZone: deviceZone(),
      dailyGoalMinutes: dailyGoal,
      weeklyGoalDays: weeklyGoal,
    };
    try {
      const { data: res } = await save({ variables: { input } });
      const result = res?.setStudyAvailability;
      if (!toastFailure(result)) toast.success(t("planner.hoursSaved"), { id: PLANNER_TOAST });
    } catch {
      toast.error(t("common.networkError"));
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("planner.hours")}</h2>
      <form className="stack" onSubmit={(e) => void handleSubmit(e)}>
        {minutes.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the seven weekdays never reorder.
          <label key={i}>
            {t("planner.minutesOn", { day: weekdayName(i, i18n.language) })}
            <input
              type="number"
              min={0}
              max={720}
              step={5}
              value={m}
              onChange={(e) => setMinutes((all) => all.map((x, k) => (k === i ? Number(e.target.value) : x)))}
            />
          </label>
        ))}
        <label>
          {t("planner.daysOff")}
          <input value={daysOff} onChange={(e) => setDaysOff(e.target.value)} placeholder="2026-12-25" />
        </label>
        <label>
          {t("planner.dailyGoal")}
          <input
            type="number"
            min={5}
            max={240}
            value={dailyGoal}
            onChange={(e) => setDailyGoal(Number(e.target.value))}
          />
        </label>
        <label>
          {t("planner.weeklyGoal")}
          <input
            type="number"
            min={1}
            max={7}
            value={weeklyGoal}
            onChange={(e) => setWeeklyGoal(Number(e.target.value))}
          />
        </label>
        <button type="submit" disabled={loading}>
          {t("planner.saveHours")}
        </button>
      </form>
    </section>
  );
}
