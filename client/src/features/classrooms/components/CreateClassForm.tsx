import { CLASSES } from "@vidya/core/constants";
import { SUBJECT_LABELS, SUBJECTS } from "@vidya/core/subjects";
import { type FormEvent, useState } from "react";

/** A teacher's form for a new class: name, class 1–12 and its subjects. */
export function CreateClassForm(props: {
  onCreate: (input: { name: string; grade: number; subjects: string[] }) => Promise<unknown>;
  busy: boolean;
}) {
  const [name, setName] = useState("");
  const [grade, setGrade] = useState(7);
  const [subjects, setSubjects] = useState<string[]>(["mathematics"]);
  const [problem, setProblem] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === "") return setProblem("Give the class a name, e.g. 7A Mathematics.");
    if (subjects.length === 0) return setProblem("Choose at least one subject for the class.");
    setProblem(null);
    await props.onCreate({ name: name.trim(), grade, subjects });
    setName("");
  }

  function toggle(subject: string) {
    setSubjects((list) => (list.includes(subject) ? list.filter((s) => s !== subject) : [...list, subject]));
  }

  return (
    <form className="cls-card" onSubmit={handleSubmit} aria-labelledby="cls-create-title">
      <h2 id="cls-create-title">Create a class</h2>
      <div className="cls-row">
        <label>
          Class name{" "}
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={60}
            placeholder="7A Mathematics"
          />
        </label>
        <label>
          Standard{" "}
          <select value={grade} onChange={(e) => setGrade(Number(e.target.value))} aria-label="Standard">
            {CLASSES.map((c) => (
              <option key={c} value={c}>
                Class {c}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="cls-row">
        <legend>Subjects</legend>
        {SUBJECTS.map((s) => (
          <label key={s}>
            <input type="checkbox" checked={subjects.includes(s)} onChange={() => toggle(s)} />{" "}
            {SUBJECT_LABELS[s]}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p className="cls-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" disabled={props.busy}>
        {props.busy ? "Creating..." : "Create class"}
      </button>
    </form>
  );
}
