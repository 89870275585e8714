import "../assessment.css";
import { CLASSES, DEFAULT_CLASS } from "@vidya/core/constants";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Choice } from "../../../app/ui/Choice";
import { Markdown } from "../../../shared/ui/Markdown";
import { useAuth } from "../../auth/hooks/use-auth";
import { SUBJECTS } from "../../subjects/utils/subjects";
import { useCurriculum } from "../../teacher/hooks/use-curriculum";
import { useDownloadQuickTest } from "../hooks/use-download-quick-test";
import { useQuickTest, useQuickTestResult, useStartQuickTest } from "../hooks/use-quick-test";
import { clock } from "../utils/format";
import { AssignedTests } from "./AssignedTests";
import { DownloadedTests, TakeOfflineTest } from "./OfflineQuickTest";
import { TestPaper } from "./TestPaper";

/**
 * /quick-test: choose chapters and start, take a test on the server's clock, then see the result;
 * or download a test and take it offline (`?offline=<id>`, issue 27).
 */
export function QuickTestPage() {
  const [params] = useSearchParams();
  const testId = params.get("test");
  const resultId = params.get("result");
  const offlineId = params.get("offline");
  if (resultId) return <QuickTestResult id={resultId} />;
  if (offlineId) return <TakeOfflineTest id={offlineId} />;
  if (testId) return <TakeTest id={testId} />;
  return <StartForm />;
}

function StartForm() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  // Mathematics first: its practice works for every class without a teacher (issue 25).
  const subject = params.get("subject") ?? "mathematics";
  const grade = Number(params.get("class")) || user?.preferredClass || DEFAULT_CLASS;
  const { curriculum } = useCurriculum(grade, subject);
  const chapters = curriculum?.chapters.filter((c) => c.source === "NCERT") ?? [];
  const multiBook = new Set(chapters.map((c) => c.book)).size > 1;
  const [picked, setPicked] = useState<string[]>(() => {
    const c = params.get("chapter");
    return c ? [c] : [];
  });
  const [length, setLength] = useState(5);
  const { start, starting } = useStartQuickTest();
  const { download, downloading } = useDownloadQuickTest();
  const assignment = params.get("assignment");

  async function begin(input: Parameters<typeof start>[0]) {
    const id = await start(input);
    if (id) setParams({ test: id });
  }
  async function save(input: Parameters<typeof download>[0]) {
    const id = await download(input);
    if (id) setParams({ offline: id });
  }

  return (
    <div className="stack qt-page">
      <h1>{t("assessment.quickTest")}</h1>
      <p className="muted">{t("assessment.quickTestIntro")}</p>
      <DownloadedTests />
      {assignment ? (
        <div className="row">
          <button
            type="button"
            className="primary"
            disabled={starting}
            onClick={() => void begin({ assignmentId: assignment })}
          >
            {starting ? t("assessment.starting") : t("assessment.takeIt")}
          </button>
          <button
            type="button"
            disabled={downloading}
            onClick={() => void save({ assignmentId: assignment })}
          >
            {downloading ? t("assessment.downloading") : t("assessment.download")}
          </button>
        </div>
      ) : (
        <>
          <AssignedTests />
          <form
            className="card stack"
            onSubmit={(e) => {
              e.preventDefault();
              void begin({ subject, grade, chapterIds: picked, length });
            }}
          >
            <label>
              {t("assessment.subject")}{" "}
              <select
                value={subject}
                onChange={(e) => {
                  // Chapters belong to a subject and class: a new choice starts with none ticked.
                  setPicked([]);
                  setParams({ subject: e.target.value, class: String(grade) });
                }}
              >
                {SUBJECTS.map((s) => (
                  <option key={s.slug} value={s.slug}>
                    {t(`subjectNames.${s.key}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t("assessment.classLevel")}{" "}
              <select
                value={grade}
                onChange={(e) => {
                  setPicked([]);
                  setParams({ subject, class: e.target.value });
                }}
              >
                {CLASSES.map((n) => (
                  <option key={n} value={n}>
                    {t("assessment.classOption", { n })}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="choice-list">
              <legend>{t("assessment.chapters")}</legend>
              {chapters.map((c, i) => (
                <Fragment key={c.id}>
                  {/* Two books (Part I and Part II) are each numbered from 1: name the book. */}
                  {multiBook && c.book !== chapters[i - 1]?.book ? (
                    <p className="choice-group">{c.book}</p>
                  ) : null}
                  <Choice
                    checked={picked.includes(c.id)}
                    onChange={(on) => setPicked((p) => (on ? [...p, c.id] : p.filter((x) => x !== c.id)))}
                  >
                    {c.number}. {c.title}
                  </Choice>
                </Fragment>
              ))}
            </fieldset>
            <label>
              {t("assessment.length")}{" "}
              <select value={length} onChange={(e) => setLength(Number(e.target.value))}>
                {[5, 10, 20].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <div className="row">
              <button type="submit" className="primary" disabled={starting || picked.length === 0}>
                {starting ? t("assessment.starting") : t("assessment.start")}
              </button>
              <button
                type="button"
                disabled={downloading || picked.length === 0}
                onClick={() => void save({ subject, grade, chapterIds: picked, length })}
              >
                {downloading ? t("assessment.downloading") : t("assessment.download")}
              </button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

function TakeTest({ id }: { id: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const { test, secondsLeft, answer, submit, submitting } = useQuickTest(id);
  if (!test) return <p aria-busy="true">…</p>;
  if (test.closed) {
    return (
      <div className="stack">
        <p role="status">{t("assessment.timeUp")}</p>
        <button type="button" className="primary" onClick={() => setParams({ result: id })}>
          {t("assessment.showResults")}
        </button>
      </div>
    );
  }
  const answers = new Map(test.answers.map((a) => [a.questionId, a.answer]));
  return (
    <TestPaper
      items={test.items}
      answerOf={(itemId) => answers.get(itemId) ?? null}
      secondsLeft={secondsLeft ?? test.secondsLeft}
      onAnswer={(itemId, v) => void answer(itemId, v)}
      submit={
        <button
          type="button"
          className="primary"
          disabled={submitting}
          onClick={async () => {
            if (await submit()) setParams({ result: id });
          }}
        >
          {submitting ? t("assessment.submitting") : t("assessment.submit")}
        </button>
      }
    />
  );
}

function QuickTestResult({ id }: { id: string }) {
  const { t } = useTranslation();
  const { result, sendMissed, sending } = useQuickTestResult(id);
  if (!result) return <p aria-busy="true">…</p>;
  return (
    <div className="stack qt-page">
      <h1>{t("assessment.quickTest")}</h1>
      <div className="card">
        <p className="qt-score">
          <strong>{t("assessment.score", { score: result.score, total: result.total })}</strong>
        </p>
        <p>{t("assessment.time", { time: clock(result.seconds) })}</p>
        {result.closedBy === "time" && <p className="muted">{t("assessment.timeUp")}</p>}
        {result.late && (
          <p>
            <span className="qt-late">{t("assessment.late")}</span> {t("assessment.lateNote")}
          </p>
        )}
      </div>
      <ol className="stack qt-results">
        {result.items.map((r) => {
          const yours = r.item.options.find((o) => o.id === r.yourAnswer)?.text ?? r.yourAnswer;
          return (
            <li key={r.item.id} className={`card qt-result ${r.correct ? "is-right" : "is-wrong"}`}>
              <Markdown text={r.item.stem} />
              <p>
                <strong>
                  {r.correct
                    ? t("assessment.right")
                    : r.yourAnswer
                      ? t("assessment.wrong")
                      : t("assessment.notAnswered")}
                </strong>
                {yours ? ` · ${t("assessment.yourAnswer")}: ${yours}` : ""}
              </p>
              <p>{t("assessment.rightAnswer", { answer: r.rightAnswerText })}</p>
              <div className="muted">
                <span>{t("assessment.explanation")}: </span>
                <Markdown text={r.explanation} />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="row">
        <button type="button" disabled={sending} onClick={() => void sendMissed()}>
          {t("assessment.sendMissed")}
        </button>
        <Link
          to={`/quick-test?subject=${result.subject}&class=${result.grade}${result.chapterIds[0] ? `&chapter=${result.chapterIds[0]}` : ""}`}
        >
          {t("assessment.retake")}
        </Link>
      </div>
    </div>
  );
}
