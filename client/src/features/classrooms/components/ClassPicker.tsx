interface Option {
  id: string;
  name: string;
  grade: number;
  subjects: string[];
}

/** A select of the teacher's classes. */
export function ClassPicker(props: {
  classrooms: Option[];
  value: string | null;
  onChange: (id: string) => void;
  label?: string;
}) {
  return (
    <label className="cls-row">
      <span>{props.label ?? "Class"}</span>
      <select
        value={props.value ?? ""}
        onChange={(e) => props.onChange(e.target.value)}
        aria-label={props.label ?? "Class"}
      >
        <option value="" disabled>
          Choose a class
        </option>
        {props.classrooms.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} (Class {c.grade})
          </option>
        ))}
      </select>
    </label>
  );
}
