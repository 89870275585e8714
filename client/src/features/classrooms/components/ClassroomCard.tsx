import { toast } from "sonner";
import type { MyClassroomsQuery } from "../../../gql/graphql";
import { subjectName } from "../utils/format";

type Classroom = MyClassroomsQuery["classrooms"][number];

/** One of the teacher's classes: its code and link (rotatable) and its students (removable). */
export function ClassroomCard(props: {
  classroom: Classroom;
  onRotate: (id: string) => void;
  onRemove: (classId: string, studentId: string, name: string) => void;
}) {
  const c = props.classroom;
  const link = c.joinPath ? `${window.location.origin}${c.joinPath}` : "";

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Join link copied.");
    } catch {
      toast.error("Could not copy; select the link and copy it yourself.");
    }
  }

  function handleRotate() {
    if (window.confirm("Make a new code? The current code and link stop working at once."))
      props.onRotate(c.id);
  }

  return (
    <article className="cls-card" aria-label={`Class ${c.name}`} data-testid="classroom-card">
      <h3>
        {c.name} <span className="cls-muted">Class {c.grade}</span>
      </h3>
      <p className="cls-muted">{c.subjects.map(subjectName).join(", ")}</p>
      <p>
        Join code:{" "}
        <span className="cls-code" data-testid="join-code">
          {c.joinCodeDisplay}
        </span>
      </p>
      <p className="cls-row">
        <input readOnly value={link} aria-label="Join link" size={40} />
        <button type="button" onClick={handleCopy}>
          Copy link
        </button>
        <button type="button" onClick={handleRotate}>
          New code
        </button>
      </p>
      {c.joinCodeExpiresAt && (
        <p className="cls-muted">
          The code works until {new Date(c.joinCodeExpiresAt).toLocaleDateString()}.
        </p>
      )}
      <h4>Students ({c.studentCount})</h4>
      {(c.students ?? []).length === 0 ? (
        <p className="cls-muted">No students yet. Share the code or the link.</p>
      ) : (
        <ul>
          {(c.students ?? []).map((s) => (
            <li key={s.id} className="cls-row">
              <span>{s.label}</span>
              <button
                type="button"
                onClick={() => {
                  if (window.confirm(`Remove ${s.label} from ${c.name}?`))
                    props.onRemove(c.id, s.id, s.label);
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
