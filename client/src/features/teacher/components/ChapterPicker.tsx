import { CLASSES } from "@vidya/core/constants";
import { SUBJECTS } from "@vidya/core/subjects";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { subjectName } from "../../subjects/utils/subject-name";
import { useCurriculum } from "../hooks/use-curriculum";
import { localizeChapterMessage } from "../utils/messages";
import "../../../app/i18n/english/teacher";

export interface ChapterChoice {
  grade: number;
  subject: string;
  chapterId: string;
}

/**
 * Class, subject and chapter from the curriculum catalogue (NCERT titles with their edition,
 * then the teacher's own chapters), with "Add a chapter" for what is not listed.
 */
export function ChapterPicker(props: {
  value: ChapterChoice;
  onChange: (next: ChapterChoice) => void;
  fixedSubject?: string;
}) {
  const { t } = useTranslation();
  const { grade, subject, chapterId } = props.value;
  const { curriculum, loading, addChapter, adding } = useCurriculum(grade, subject);
  const [title, setTitle] = useState("");
  const chapters = curriculum?.chapters ?? [];
  const books = [...new Set(chapters.map((c) => c.book))];
  // The teacher's own chapters come under the server's English "Your chapters".
  const bookLabel = (book: string) =>
    chapters.some((c) => c.book === book && c.source === "CUSTOM") ? t("teacher.picker.yourChapters") : book;

  return (
    <fieldset className="cls-card">
      <legend>{t("teacher.picker.legend")}</legend>
      <div className="cls-row">
        <label>
          {t("teacher.picker.standard")}{" "}
          <select
            aria-label={t("teacher.picker.standard")}
            value={grade}
            onChange={(e) => props.onChange({ grade: Number(e.target.value), subject, chapterId: "" })}
          >
            {CLASSES.map((c) => (
              <option key={c} value={c}>
                {t("common.classN", { n: c })}
              </option>
            ))}
          </select>
        </label>
        {!props.fixedSubject && (
          <label>
            {t("teacher.picker.subject")}{" "}
            <select
              aria-label={t("teacher.picker.subject")}
              value={subject}
              onChange={(e) => props.onChange({ grade, subject: e.target.value, chapterId: "" })}
            >
              {SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {subjectName(s)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t("teacher.picker.chapter")}{" "}
          <select
            aria-label={t("teacher.picker.chapter")}
            value={chapterId}
            onChange={(e) => props.onChange({ grade, subject, chapterId: e.target.value })}
            disabled={loading}
          >
            <option value="">{loading ? t("teacher.picker.loading") : t("teacher.picker.choose")}</option>
            {books.map((book) => (
              <optgroup key={book} label={bookLabel(book)}>
                {chapters
                  .filter((c) => c.book === book)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.source === "NCERT" ? `${c.number}. ` : ""}
                      {c.title}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
      </div>
      {curriculum?.editions.map((e) => (
        <p key={e} className="cls-muted">
          {e}
        </p>
      ))}
      {curriculum?.note && <p className="cls-muted">{localizeChapterMessage(curriculum.note)}</p>}
      <div className="cls-row">
        <input
          aria-label={t("teacher.picker.newTitle")}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t("teacher.picker.newPlaceholder")}
          maxLength={120}
        />
        <button
          type="button"
          disabled={adding || title.trim().length < 2}
          onClick={async () => {
            const id = await addChapter(title.trim());
            if (id) {
              setTitle("");
              props.onChange({ grade, subject, chapterId: id });
            }
          }}
        >
          {t("teacher.picker.add")}
        </button>
      </div>
    </fieldset>
  );
}
