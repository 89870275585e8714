import { DEFAULT_CLASS } from "@vidya/core/constants";
import { DECK_SUBJECTS } from "@vidya/core/flashcards/limits";
import type { TFunction } from "i18next";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DeckInput } from "../../../gql/graphql";
import { useAuth } from "../../auth/hooks/use-auth";
import { todayKey } from "../utils/tz";

type DeckSubject = (typeof DECK_SUBJECTS)[number];
const SUBJECT_KEYS: Record<
  DeckSubject,
  "mathematics" | "science" | "socialScience" | "english" | "hindi" | "gujarati" | "sanskrit" | "other"
> = {
  mathematics: "mathematics",
  science: "science",
  "social-science": "socialScience",
  english: "english",
  hindi: "hindi",
  gujarati: "gujarati",
  sanskrit: "sanskrit",
  other: "other",
};

/** A deck subject's name in the UI language (an unknown one as stored). */
export function deckSubjectLabel(t: TFunction, subject: string): string {
  const key = SUBJECT_KEYS[subject as DeckSubject];
  return key ? t(`flashcards.subjects.${key}`) : subject;
}

export interface DeckFormValues {
  title: string;
  subject: string;
  grade: number;
  examDate: string | null;
  newCardsPerDay: number;
  desiredRetention: number;
}

const EMPTY: DeckFormValues = {
  title: "",
  subject: "science",
  grade: DEFAULT_CLASS,
  examDate: null,
  newCardsPerDay: 20,
  desiredRetention: 0.9,
};

/** Create or edit a deck: title, subject, class, exam date, new cards per day, desired retention. */
export function DeckForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: DeckFormValues;
  submitLabel: string;
  onSubmit: (input: DeckInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth();
  // A new deck is for the student's own class.
  const [values, setValues] = useState<DeckFormValues>(() =>
    pick(initial ?? { ...EMPTY, grade: user?.preferredClass ?? DEFAULT_CLASS }),
  );
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof DeckFormValues>(key: K, value: DeckFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit({
        title: values.title.trim(),
        subject: values.subject,
        grade: values.grade,
        examDate: values.examDate || null,
        newCardsPerDay: values.newCardsPerDay,
        desiredRetention: values.desiredRetention,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="fc-form" onSubmit={handleSubmit} aria-label={submitLabel}>
      <label htmlFor={`${id}-title`}>{t("flashcards.form.title")}</label>
      <input
        id={`${id}-title`}
        value={values.title}
        maxLength={100}
        required
        onChange={(e) => set("title", e.target.value)}
      />
      <div className="fc-row">
        <div>
          <label htmlFor={`${id}-subject`}>{t("flashcards.form.subject")}</label>
          <select
            id={`${id}-subject`}
            value={values.subject}
            onChange={(e) => set("subject", e.target.value)}
          >
            {DECK_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {deckSubjectLabel(t, s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-grade`}>{t("flashcards.form.grade")}</label>
          <select
            id={`${id}-grade`}
            value={values.grade}
            onChange={(e) => set("grade", Number(e.target.value))}
          >
            {Array.from({ length: 12 }, (_, i) => i + 1).map((g) => (
              <option key={g} value={g}>
                {t("flashcards.classN", { n: g })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-exam`}>{t("flashcards.form.exam")}</label>
          <input
            id={`${id}-exam`}
            type="date"
            min={todayKey()}
            value={values.examDate ?? ""}
            onChange={(e) => set("examDate", e.target.value || null)}
          />
        </div>
      </div>
      <div className="fc-row">
        <div>
          <label htmlFor={`${id}-new`}>{t("flashcards.form.newPerDay")}</label>
          <input
            id={`${id}-new`}
            type="number"
            min={0}
            max={500}
            value={values.newCardsPerDay}
            onChange={(e) => set("newCardsPerDay", Number(e.target.value))}
          />
        </div>
        <div>
          <label htmlFor={`${id}-retention`}>{t("flashcards.form.retention")}</label>
          <select
            id={`${id}-retention`}
            value={values.desiredRetention}
            onChange={(e) => set("desiredRetention", Number(e.target.value))}
          >
            {[0.8, 0.85, 0.9, 0.95].map((r) => (
              <option key={r} value={r}>
                {Math.round(r * 100)}%{r === 0.9 ? t("flashcards.form.recommended") : ""}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="fc-actions">
        <button type="submit" disabled={busy || values.title.trim() === ""}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="fc-secondary" onClick={onCancel}>
            {t("flashcards.form.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

function pick(v: DeckFormValues): DeckFormValues {
  return {
    title: v.title,
    subject: v.subject,
    grade: v.grade,
    examDate: v.examDate ?? null,
    newCardsPerDay: v.newCardsPerDay,
    desiredRetention: v.desiredRetention,
  };
}
