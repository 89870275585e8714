import { useMutation } from "@apollo/client/react";
import { toast } from "sonner";
import { LeaveClassroomDocument, MyClassroomsDocument } from "../graphql/classrooms";
import { useClassrooms } from "../hooks/use-classrooms";
import { subjectName } from "../utils/format";

/** A student's classes, each with the notice that its teacher sees their activity there. */
export function MyClasses() {
  const { classrooms, loading } = useClassrooms();
  const [leave] = useMutation(LeaveClassroomDocument, { refetchQueries: [MyClassroomsDocument] });
  if (loading) return <p aria-busy="true">Loading...</p>;
  if (classrooms.length === 0) return <p className="cls-muted">You are not in any class yet.</p>;
  return (
    <ul className="cls-grid" aria-label="Your classes">
      {classrooms.map((c) => (
        <li key={c.id} className="cls-card">
          <h3>
            {c.name} <span className="cls-muted">Class {c.grade}</span>
          </h3>
          <p className="cls-muted">
            Teacher: {c.teacherName} · {c.subjects.map(subjectName).join(", ")}
          </p>
          {c.activityNotice && <p className="cls-notice">{c.activityNotice}</p>}
          <button
            type="button"
            onClick={async () => {
              if (!window.confirm(`Leave ${c.name}? Your teacher will no longer see your activity there.`))
                return;
              const res = (await leave({ variables: { classroomId: c.id } })).data?.leaveClassroom;
              if (res && "message" in res) toast.error(res.message);
              else toast.success(`You left ${c.name}.`);
            }}
          >
            Leave class
          </button>
        </li>
      ))}
    </ul>
  );
}
