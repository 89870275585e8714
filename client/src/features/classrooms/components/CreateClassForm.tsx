import { CLASSES, DEFAULT_CLASS } from "@vidya/core/constants";
import { SUBJECTS } from "@vidya/core/subjects";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Choice } from "../../../app/ui/Choice";
import { useAuth } from "../../auth/hooks/use-auth";
import { subjectName } from "../../subjects/utils/subject-name";
import "../../../app/i18n/english/dashboard";

/** A teacher's form for a new class: name, class 1–12 and its subjects. */
export function CreateClassForm(props: {
  onCreate: (input: { name: string; grade: number; subjects: string[] }) => Promise<unknown>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const { user } = useAuth();
  // The class the teacher teaches most (their setup's answer) comes first.
  const [grade, setGrade] = useState<number>(user?.preferredClass ?? DEFAULT_CLASS);
  const [subjects, setSubjects] = useState<string[]>(["mathematics"]);
  const [problem, setProblem] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === "") return setProblem(t("dashboard.create.needName"));
    if (subjects.length === 0) return setProblem(t("dashboard.create.needSubject"));
    setProblem(null);
    await props.onCreate({ name: name.trim(), grade, subjects });
    setName("");
  }

  function toggle(subject: string) {
    setSubjects((list) => (list.includes(subject) ? list.filter((s) => s !== subject) : [...list, subject]));
  }

  return (
    <form className="cls-card" onSubmit={handleSubmit} aria-labelledby="cls-create-title">
      <h2 id="cls-create-title">{t("dashboard.create.title")}</h2>
      <div className="cls-row">
        <label>
          {t("dashboard.create.name")}{" "}
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={60}
            placeholder={t("dashboard.create.namePlaceholder")}
          />
        </label>
        <label>
          {t("dashboard.create.standard")}{" "}
          <select
            value={grade}
            onChange={(e) => setGrade(Number(e.target.value))}
            aria-label={t("dashboard.create.standard")}
          >
            {CLASSES.map((c) => (
              <option key={c} value={c}>
                {t("classes.classN", { n: c })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="choice-list">
        <legend>{t("dashboard.create.subjects")}</legend>
        {SUBJECTS.map((s) => (
          <Choice key={s} checked={subjects.includes(s)} onChange={() => toggle(s)}>
            {subjectName(s)}
          </Choice>
        ))}
      </fieldset>
      {problem && (
        <p className="cls-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" disabled={props.busy}>
        {props.busy ? t("dashboard.create.creating") : t("dashboard.create.create")}
      </button>
    </form>
  );
}
