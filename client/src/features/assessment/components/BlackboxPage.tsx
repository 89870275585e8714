import "../assessment.css";
import { CLASSES, DEFAULT_CLASS } from "@vidya/core/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { TableScroll } from "../../../app/ui/TableScroll";
import { offline, unwrap } from "../../../shared/lib/result";
import { useAuth } from "../../auth/hooks/use-auth";
import { SUBJECTS } from "../../subjects/utils/subjects";
import { useAnswerBlackbox } from "../hooks/use-answer-blackbox";
import { useBlackboxResult } from "../hooks/use-blackbox-result";
import { useStartBlackbox } from "../hooks/use-start-blackbox";
import { subjectBySlug } from "../utils/format";
import { ItemView } from "./ItemView";

type Run = {
  id: string;
  answered: number;
  finished: boolean;
  emptyChapters: string[];
  current: {
    id: string;
    kind: string;
    stem: string;
    chapterTitle: string;
    options: { id: string; text: string }[];
  } | null;
};

/** /blackbox: the adaptive diagnostic, one item at a time, then the mastery map. */
export function BlackboxPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const resultId = params.get("result");
  // Mathematics first: its practice works for every class without a teacher (issue 25).
  const [subject, setSubject] = useState("mathematics");
  const [grade, setGrade] = useState(user?.preferredClass ?? DEFAULT_CLASS);
  const [run, setRun] = useState<Run | null>(null);
  const [startMutation, { loading: starting }] = useStartBlackbox();
  const [answerMutation, { loading: answering }] = useAnswerBlackbox();

  async function start() {
    try {
      const res = (await startMutation({ variables: { input: { subject, grade } } })).data?.startBlackbox;
      if (res?.__typename === "ValidationError") {
        toast.error(localizeMessage(res.issues[0]?.message ?? i18n.t("flashcards.checkInput")));
        return;
      }
      const data = unwrap(res);
      if (data) setRun(data);
    } catch {
      offline();
    }
  }

  async function answer(questionId: string, value: string) {
    if (!run) return;
    try {
      const res = (
        await answerMutation({ variables: { input: { runId: run.id, questionId, answer: value } } })
      ).data?.answerBlackbox;
      const data = unwrap(res);
      if (!data) return;
      if (data.finished) {
        setRun(null);
        setParams({ result: data.id });
      } else setRun(data);
    } catch {
      offline();
    }
  }

  if (resultId) return <BlackboxResult id={resultId} />;
  return (
    <div className="stack bb-page">
      <h1>{t("features.blackbox")}</h1>
      <p className="muted">{t("assessment.blackboxIntro")}</p>
      {!run ? (
        <form
          className="card stack"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <label>
            {t("assessment.subject")}{" "}
            <select value={subject} onChange={(e) => setSubject(e.target.value)}>
              {SUBJECTS.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {t(`subjectNames.${s.key}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("assessment.classLevel")}{" "}
            <select value={grade} onChange={(e) => setGrade(Number(e.target.value))}>
              {CLASSES.map((n) => (
                <option key={n} value={n}>
                  {t("assessment.classOption", { n })}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="primary" disabled={starting}>
            {starting ? t("assessment.starting") : t("assessment.startBlackbox")}
          </button>
        </form>
      ) : (
        <>
          <p role="status">{t("assessment.progress", { n: run.answered })}</p>
          {run.emptyChapters.length > 0 && (
            <p className="muted">
              {t("assessment.emptyChapters", { chapters: run.emptyChapters.join(", ") })}
            </p>
          )}
          {run.current && (
            <ItemView
              key={run.current.id}
              item={run.current}
              number={run.answered + 1}
              answer={null}
              locked={answering}
              onAnswer={(v) => run.current && void answer(run.current.id, v)}
            />
          )}
        </>
      )}
    </div>
  );
}

function BlackboxResult({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useBlackboxResult(id);
  const result =
    data?.blackboxResult.__typename === "QueryBlackboxResultSuccess" ? data.blackboxResult.data : null;
  if (!result) return <p aria-busy="true">…</p>;
  const subject = subjectBySlug(result.subject);
  return (
    <div className="stack bb-page">
      <h1>{t("assessment.masteryMap")}</h1>
      <p className="muted">{t("assessment.progress", { n: result.answered })}</p>
      {result.strongest && <p>{t("assessment.strongest", { title: result.strongest.title })}</p>}
      {result.weakest && <p>{t("assessment.weakest", { title: result.weakest.title })}</p>}
      <TableScroll label={t("assessment.masteryMap")}>
        <table className="bb-map">
          <thead>
            <tr>
              <th scope="col">{t("assessment.chapter")}</th>
              <th scope="col">{t("assessment.resultStatus")}</th>
            </tr>
          </thead>
          <tbody>
            {result.chapters.map((c) => (
              <tr key={c.chapterId} className={`band-${c.band}`}>
                <td>{c.title}</td>
                <td>
                  {t(`assessment.band.${c.band as "mastered"}`)}
                  {c.band !== "notEnough" ? ` (${Math.round(c.mastery * 100)}%)` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {result.recommendations.length > 0 && (
        <section aria-labelledby="ready-next">
          <h2 id="ready-next">{t("assessment.readyNext")}</h2>
          <ul className="stack">
            {result.recommendations.map((r) => (
              <li key={r.chapterId} className="card">
                <strong>{r.title}</strong> · {t(`assessment.band.${r.band as "mastered"}`)}
                <div className="row">
                  <Link
                    to={`${subject?.path ?? `/${result.subject}`}?class=${result.grade}&chapter=${encodeURIComponent(r.chapterId)}`}
                  >
                    {t("assessment.openTutor")}
                  </Link>
                  <Link to="/flashcards">{t("assessment.openFlashcards")}</Link>
                  <Link
                    to={`/quick-test?subject=${result.subject}&class=${result.grade}&chapter=${encodeURIComponent(r.chapterId)}`}
                  >
                    {t("assessment.takeQuickTest")}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link to="/blackbox">{t("assessment.again")}</Link>
    </div>
  );
}
