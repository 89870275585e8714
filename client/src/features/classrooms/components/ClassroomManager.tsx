import { useClassrooms } from "../hooks/use-classrooms";
import { ClassroomCard } from "./ClassroomCard";
import { CreateClassForm } from "./CreateClassForm";

/** The teacher's class management: create, share the code or link, rotate it, remove students. */
export function ClassroomManager() {
  const { classrooms, loading, failed, create, creating, rotate, remove } = useClassrooms();
  return (
    <section aria-labelledby="cls-manage-title" className="cls-grid">
      <h2 id="cls-manage-title" className="visually-hidden">
        Your classes
      </h2>
      <CreateClassForm onCreate={create} busy={creating} />
      {loading && <p aria-busy="true">Loading...</p>}
      {failed && <p className="cls-error">Could not load your classes. Please try again.</p>}
      {classrooms.map((c) => (
        <ClassroomCard key={c.id} classroom={c} onRotate={rotate} onRemove={remove} />
      ))}
    </section>
  );
}
