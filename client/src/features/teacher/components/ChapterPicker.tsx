import { CLASSES } from "@vidya/core/constants";
import { SUBJECT_LABELS, SUBJECTS } from "@vidya/core/subjects";
import { useState } from "react";
import { useCurriculum } from "../hooks/use-curriculum";

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
  const { grade, subject, chapterId } = props.value;
  const { curriculum, loading, addChapter, adding } = useCurriculum(grade, subject);
  const [title, setTitle] = useState("");
  const chapters = curriculum?.chapters ?? [];
  const books = [...new Set(chapters.map((c) => c.book))];

  return (
    <fieldset className="cls-card">
      <legend>Chapter</legend>
      <div className="cls-row">
        <label>
          Standard{" "}
          <select
            aria-label="Standard"
            value={grade}
            onChange={(e) => props.onChange({ grade: Number(e.target.value), subject, chapterId: "" })}
          >
            {CLASSES.map((c) => (
              <option key={c} value={c}>
                Class {c}
              </option>
            ))}
          </select>
        </label>
        {!props.fixedSubject && (
          <label>
            Subject{" "}
            <select
              aria-label="Subject"
              value={subject}
              onChange={(e) => props.onChange({ grade, subject: e.target.value, chapterId: "" })}
            >
              {SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {SUBJECT_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          Chapter{" "}
          <select
            aria-label="Chapter"
            value={chapterId}
            onChange={(e) => props.onChange({ grade, subject, chapterId: e.target.value })}
            disabled={loading}
          >
            <option value="">{loading ? "Loading..." : "Choose a chapter"}</option>
            {books.map((book) => (
              <optgroup key={book} label={book}>
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
      {curriculum?.note && <p className="cls-muted">{curriculum.note}</p>}
      <div className="cls-row">
        <input
          aria-label="New chapter title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="A chapter not listed"
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
          Add a chapter
        </button>
      </div>
    </fieldset>
  );
}
