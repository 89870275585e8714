import { isSubject, SUBJECT_LABELS } from "@vidya/core/subjects";
import { useState } from "react";
import { useChapterQuestion } from "../hooks/use-chapter-question";
import { type ChapterChoice, ChapterPicker } from "./ChapterPicker";

/** Splits a worksheet ("1. …" lines, then "Answer key" and "1. …" lines) into its two parts. */
export function splitWorksheet(text: string): { questions: string[]; answers: string[] } | null {
  const [q, a] = text.split(/\n\s*Answer key\s*\n/i);
  const items = (s: string | undefined) =>
    (s ?? "")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => /^\d+[.)]/.test(l))
      .map((l) => l.replace(/^\d+[.)]\s*/, ""));
  const questions = items(q);
  return questions.length > 0 ? { questions, answers: items(a) } : null;
}

/** Generates practice questions for a chapter and prints them as a worksheet (answer key on its own page). */
export function PracticeWorksheet(props: { subject: string }) {
  const [choice, setChoice] = useState<ChapterChoice>({ grade: 8, subject: props.subject, chapterId: "" });
  const [count, setCount] = useState(10);
  const [withKey, setWithKey] = useState(true);
  const { practice, busy, current, problem } = useChapterQuestion();
  const sheet = current?.status === "DONE" && current.answer ? splitWorksheet(current.answer) : null;
  const subjectLabel = isSubject(props.subject) ? SUBJECT_LABELS[props.subject] : props.subject;

  return (
    <section className="cls-card" aria-labelledby="cls-practice-title">
      <h2 id="cls-practice-title">Practice questions for a chapter</h2>
      <ChapterPicker value={choice} onChange={setChoice} fixedSubject={props.subject} />
      <div className="cls-row">
        <label>
          How many{" "}
          <input
            type="number"
            min={3}
            max={20}
            value={count}
            onChange={(e) => setCount(Number(e.target.value))}
            aria-label="How many"
          />
        </label>
        <button
          type="button"
          disabled={busy || !choice.chapterId}
          onClick={() => void practice({ ...choice, count, language: "en" })}
        >
          {busy ? "Generating..." : "Generate"}
        </button>
      </div>
      {problem && <p className="cls-error">{problem}</p>}
      {current && current.status !== "DONE" && current.status !== "FAILED" && (
        <p aria-busy="true">Generating...</p>
      )}
      {current?.status === "FAILED" && <p className="cls-error">{current.error}</p>}
      {current?.status === "DONE" && !sheet && <p className="cls-notice">{current.answer}</p>}
      {sheet && current && (
        <>
          <ol data-testid="worksheet">
            {sheet.questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ol>
          <div className="cls-row">
            <label>
              <input type="checkbox" checked={withKey} onChange={(e) => setWithKey(e.target.checked)} /> Print
              the answer key
            </label>
            <button type="button" onClick={() => window.print()}>
              Print worksheet
            </button>
          </div>
          <div className="cls-worksheet-print">
            <h1>
              {subjectLabel} · Class {current.grade}
            </h1>
            <h2>{current.chapterTitle}: practice</h2>
            <p>Name: ____________________ Date: ____________</p>
            <ol>
              {sheet.questions.map((q) => (
                <li key={q} style={{ marginBottom: "1.5cm" }}>
                  {q}
                </li>
              ))}
            </ol>
            {withKey && (
              <div className="cls-key">
                <h2>Answer key</h2>
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
