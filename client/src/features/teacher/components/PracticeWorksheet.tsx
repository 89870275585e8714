import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isUiLanguage } from "../../../app/i18n/i18n";
import { Choice } from "../../../app/ui/Choice";
import { subjectName } from "../../subjects/utils/subject-name";
import { useChapterQuestion } from "../hooks/use-chapter-question";
import { localizeChapterMessage } from "../utils/messages";
import { type ChapterChoice, ChapterPicker } from "./ChapterPicker";
import "../../../app/i18n/english/teacher";

/**
 * The line between questions and answers: the prompt asks for "Answer key"; a model writing in
 * Hindi or Gujarati may write it in that language.
 */
const ANSWER_KEY_LINE = /\n\s*(?:Answer key|उत्तर कुंजी|उत्तर-कुंजी|જવાબો|ઉત્તર ચાવી|જવાબ ચાવી|આન્સર કી)\s*:?\s*\n/i;

/** "1." or "1)" starting a line, in Latin, Devanagari (१.) or Gujarati (૧.) digits. */
const NUMBERED = /^[0-9०-९૦-૯]+[.)]\s*/;

/** Splits a worksheet ("1. …" lines, then "Answer key" and "1. …" lines) into its two parts. */
export function splitWorksheet(text: string): { questions: string[]; answers: string[] } | null {
  const [q, a] = text.split(ANSWER_KEY_LINE);
  const items = (s: string | undefined) =>
    (s ?? "")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => NUMBERED.test(l))
      .map((l) => l.replace(NUMBERED, ""));
  const questions = items(q);
  return questions.length > 0 ? { questions, answers: items(a) } : null;
}

/** Generates practice questions for a chapter and prints them as a worksheet (answer key on its own page). */
export function PracticeWorksheet(props: { subject: string }) {
  const { t, i18n } = useTranslation();
  const [choice, setChoice] = useState<ChapterChoice>({ grade: 8, subject: props.subject, chapterId: "" });
  const [count, setCount] = useState(10);
  const [withKey, setWithKey] = useState(true);
  const { practice, busy, current, problem } = useChapterQuestion();
  const sheet = current?.status === "DONE" && current.answer ? splitWorksheet(current.answer) : null;
  const subjectLabel = subjectName(props.subject);
  // The worksheet is written in the UI language.
  const language = isUiLanguage(i18n.language) ? i18n.language : "en";

  return (
    <section className="cls-card" aria-labelledby="cls-practice-title">
      <h2 id="cls-practice-title">{t("teacher.practice.title")}</h2>
      <ChapterPicker value={choice} onChange={setChoice} fixedSubject={props.subject} />
      <div className="cls-row">
        <label>
          {t("teacher.practice.howMany")}{" "}
          <input
            type="number"
            min={3}
            max={20}
            value={count}
            onChange={(e) => setCount(Number(e.target.value))}
            aria-label={t("teacher.practice.howMany")}
          />
        </label>
        <button
          type="button"
          disabled={busy || !choice.chapterId}
          onClick={() => void practice({ ...choice, count, language })}
        >
          {busy ? t("teacher.practice.generating") : t("teacher.practice.generate")}
        </button>
      </div>
      {problem && <p className="cls-error">{problem}</p>}
      {current && current.status !== "DONE" && current.status !== "FAILED" && (
        <p aria-busy="true">{t("teacher.practice.generating")}</p>
      )}
      {current?.status === "FAILED" && (
        <p className="cls-error">
          {current.error ? localizeChapterMessage(current.error) : t("teacher.answer.failed")}
        </p>
      )}
      {current?.status === "DONE" && !sheet && (
        <p className="cls-notice">{localizeChapterMessage(current.answer ?? "")}</p>
      )}
      {sheet && current && (
        <>
          <ol data-testid="worksheet">
            {sheet.questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ol>
          <div className="cls-row">
            <Choice checked={withKey} onChange={setWithKey}>
              {t("teacher.practice.printKey")}
            </Choice>
            <button type="button" onClick={() => window.print()}>
              {t("teacher.practice.print")}
            </button>
          </div>
          <div className="cls-worksheet-print">
            <h1>{t("teacher.practice.sheetTitle", { subject: subjectLabel, grade: current.grade })}</h1>
            <h2>{t("teacher.practice.sheetChapter", { chapter: current.chapterTitle })}</h2>
            <p>{t("teacher.practice.nameDate")}</p>
            <ol>
              {sheet.questions.map((q) => (
                <li key={q} style={{ marginBottom: "1.5cm" }}>
                  {q}
                </li>
              ))}
            </ol>
            {withKey && (
              <div className="cls-key">
                <h2>{t("teacher.practice.answerKey")}</h2>
                <ol>
                  {sheet.answers.map((a, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: answers may repeat; their order is their identity
                    <li key={i}>{a}</li>
                  ))}
                </ol>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
