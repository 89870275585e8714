import "../assessment.css";
import { CLASSES, DEFAULT_CLASS } from "@vidya/core/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Choice } from "../../../app/ui/Choice";
import { Markdown } from "../../../shared/ui/Markdown";
import { useAuth } from "../../auth/hooks/use-auth";
import { useCurriculum } from "../../teacher/hooks/use-curriculum";
import { useQuestionBank } from "../hooks/use-question-bank";
import { subjectBySlug } from "../utils/format";
import { ClassRoom } from "./ClassRoom";

/** /{subject}/teacher-tools: the teacher's assessment room for one subject. */
export function TeacherToolsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const slug = useLocation().pathname.split("/")[1] ?? "";
  const subject = subjectBySlug(slug);
  const name = subject ? t(`subjectNames.${subject.key}`) : slug;
  if (user?.role !== "teacher") {
    return (
      <div className="stack">
        <h1>{t("features.subjectTeacherTools", { subject: name })}</h1>
        <p>{t("assessment.teacherOnly")}</p>
      </div>
    );
  }
  return <Room slug={slug} name={name} />;
}

function Room({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  // Opens on the class the teacher teaches most (their setup's answer).
  const [grade, setGrade] = useState<number>(user?.preferredClass ?? DEFAULT_CLASS);
  const { curriculum } = useCurriculum(grade, slug);
  const chapters = curriculum?.chapters.filter((c) => c.source === "NCERT") ?? [];
  const [chapterId, setChapterId] = useState<string | null>(null);
  const chapter = chapters.find((c) => c.id === chapterId) ?? chapters[0] ?? null;
  const bank = useQuestionBank(slug, grade, chapter?.id ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [selected, setSelected] = useState<string[]>([]);

  return (
    <div className="stack tt-page">
      <h1>{t("features.subjectTeacherTools", { subject: name })}</h1>
      <p className="muted">{t("assessment.roomIntro")}</p>
      <form
        className="card stack"
        onSubmit={(e) => {
          e.preventDefault();
          void bank.generate(file);
        }}
      >
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
        <label>
          {t("assessment.chapter")}{" "}
          <select value={chapter?.id ?? ""} onChange={(e) => setChapterId(e.target.value)}>
            {chapters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.number}. {c.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("assessment.pdf")}{" "}
          <input
            type="file"
            accept="application/pdf"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <button
          type="submit"
          className="primary"
          disabled={bank.busy || !chapter || (!file && slug !== "mathematics")}
        >
          {bank.busy ? t("assessment.generating") : t("assessment.generate")}
        </button>
        {bank.run && (
          <div role="status" className="stack">
            <progress max={100} value={bank.run.progress} aria-label={bank.run.stage ?? ""} />
            <p>{bank.run.error ?? bank.run.stage}</p>
            {bank.run.pageNotes.map((n) => (
              <p key={n.page} className="muted">
                {t("assessment.pageNote", { page: n.page, note: n.note })}
              </p>
            ))}
          </div>
        )}
      </form>
      <section aria-labelledby="bank-title" className="stack">
        <h2 id="bank-title">{t("assessment.bank")}</h2>
        {bank.questions.length === 0 && <p className="muted">{t("assessment.noQuestions")}</p>}
        <ol className="stack tt-bank">
          {bank.questions.map((q) => (
            <li key={q.id} className={`card tt-question status-${q.status}`} data-status={q.status}>
              <Markdown text={q.stem} />
              <ul>
                {q.options.map((o) => (
                  <li key={o.id}>{o.id === q.key ? <strong>✓ {o.text}</strong> : o.text}</li>
                ))}
              </ul>
              <p className="muted">
                {t(`assessment.status.${q.status as "DRAFT"}`)}
                {q.sourcePage ? ` · p. ${q.sourcePage}` : ""}
                {q.rejectReason ? ` · ${q.rejectReason}` : ""}
              </p>
              {q.flagged && <p role="note">{t("assessment.flagged")}</p>}
              <div className="row">
                {q.status !== "APPROVED" && (
                  <button type="button" onClick={() => void bank.review(q.id, "APPROVE")}>
                    {t("assessment.approve")}
                  </button>
                )}
                {q.status !== "REJECTED" && (
                  <button type="button" onClick={() => void bank.review(q.id, "REJECT")}>
                    {t("assessment.reject")}
                  </button>
                )}
                {q.status === "APPROVED" && (
                  <Choice
                    checked={selected.includes(q.id)}
                    onChange={(on) => setSelected((s) => (on ? [...s, q.id] : s.filter((x) => x !== q.id)))}
                  >
                    {t("assessment.select")}
                  </Choice>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>
      <ClassRoom subject={slug} selected={selected} onAssigned={() => setSelected([])} />
    </div>
  );
}
