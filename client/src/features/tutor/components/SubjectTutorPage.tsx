import { CLASSES, DEFAULT_CLASS } from "@vidya/core/constants";
import type { Subject } from "@vidya/core/subjects";
import { speechLanguage, subjectExamples, type UiLanguage } from "@vidya/core/tutor/subject-tutor";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { SubjectTeacherToolsLink } from "../../assessment/components/TeacherToolsLinks";
import { useAuth } from "../../auth/hooks/use-auth";
import type { SubjectKey } from "../../subjects/utils/subjects";
import { useCurriculum } from "../../teacher/hooks/use-curriculum";
import { scopeKey, type TutorScope } from "../utils/scope";
import { TutorPanel } from "./TutorPanel";
import "./tutor.css";

function uiLanguage(lang: string): UiLanguage {
  return lang === "hi" || lang === "gu" ? lang : "en";
}

/**
 * A subject's tutor page (/science, /hindi, …): the class (the student's own from preferences,
 * changeable here), the book and chapter from the NCERT catalogue, four example questions for the
 * chapter in the subject's language, and the same question box as the math topics. The choice
 * lives in the address (?class=…&chapter=…), so a reload or a shared link keeps it.
 */
export function SubjectTutorPage({
  subject,
  subjectKey,
}: {
  subject: Exclude<Subject, "mathematics">;
  subjectKey: SubjectKey;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("class"));
  const grade = CLASSES.find((c) => c === asked) ?? user?.preferredClass ?? DEFAULT_CLASS;
  const { curriculum, loading } = useCurriculum(grade, subject);
  const chapters = curriculum?.chapters.filter((c) => c.source === "NCERT") ?? [];
  const books = [...new Set(chapters.map((c) => c.book))];
  const wanted = chapters.find((c) => c.id === params.get("chapter"));
  const book = wanted?.book ?? (books.includes(params.get("book") ?? "") ? params.get("book") : books[0]);
  const inBook = chapters.filter((c) => c.book === book);
  const chapter = wanted ?? inBook[0] ?? null;
  const name = t(`subjectNames.${subjectKey}`);
  const ui = uiLanguage(i18n.language);
  const scope: TutorScope = { subject, grade, chapterId: chapter?.id ?? null };

  function choose(next: { class?: number; book?: string; chapter?: string }) {
    const query: Record<string, string> = { class: String(next.class ?? grade) };
    if (next.book) query.book = next.book;
    if (next.chapter) query.chapter = next.chapter;
    setParams(query, { replace: true });
  }

  return (
    <article className="topic-page subject-tutor" aria-labelledby="subject-title">
      <h1 id="subject-title">{t("features.subjectTutor", { subject: name })}</h1>
      <p className="topic-description">{t("tutor.subjectIntro", { subject: name })}</p>
      <SubjectTeacherToolsLink subjectKey={subjectKey} />
      <fieldset className="subject-pickers">
        <legend className="visually-hidden">{t("tutor.chooseChapter")}</legend>
        <label>
          {t("tutor.class")}{" "}
          <select value={grade} onChange={(e) => choose({ class: Number(e.target.value) })}>
            {CLASSES.map((c) => (
              <option key={c} value={c}>
                {t("common.classN", { n: c })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("tutor.book")}{" "}
          <select
            value={book ?? ""}
            disabled={books.length === 0}
            onChange={(e) => choose({ book: e.target.value })}
          >
            {books.length === 0 ? <option value="">{t("tutor.noBooks")}</option> : null}
            {books.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("tutor.chapter")}{" "}
          <select
            value={chapter?.id ?? ""}
            disabled={inBook.length === 0}
            onChange={(e) => choose({ book: book ?? undefined, chapter: e.target.value })}
          >
            {inBook.length === 0 ? <option value="">{t("tutor.noBooks")}</option> : null}
            {inBook.map((c) => (
              <option key={c.id} value={c.id}>
                {c.number}. {c.title}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      {/* Practice on the chosen chapter: a timed quick test (issue 15). */}
      {chapter && user?.role === "student" ? (
        <p className="subject-quick-test">
          <Link
            to={`/quick-test?subject=${subject}&class=${grade}&chapter=${encodeURIComponent(chapter.id)}`}
          >
            {t("assessment.quickTest")}
          </Link>
        </p>
      ) : null}
      {chapter ? (
        <p className="cls-muted edition">
          {t("tutor.edition", { book: chapter.book, edition: chapter.edition })}
        </p>
      ) : loading ? null : (
        <p className="cls-muted" role="note">
          {t("tutor.noChapters", { subject: name, n: grade })}
        </p>
      )}
      <TutorPanel
        key={scopeKey(scope)}
        scope={scope}
        examples={loading ? [] : subjectExamples(subject, ui, grade, chapter?.title ?? null)}
        placeholder={t("tutor.subjectPlaceholder", { subject: name })}
        speechLang={speechLanguage(subject, ui)}
      />
    </article>
  );
}
