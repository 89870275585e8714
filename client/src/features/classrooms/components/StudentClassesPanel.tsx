import { JoinClassCard } from "./JoinClassCard";
import { MyClasses } from "./MyClasses";
import "../classrooms.css";

/** The student's join box and their classes (for /classes, the profile and /subjects). */
export function StudentClassesPanel() {
  return (
    <div className="cls-grid">
      <JoinClassCard />
      <section aria-labelledby="cls-mine-title">
        <h2 id="cls-mine-title">Your classes</h2>
        <MyClasses />
      </section>
    </div>
  );
}
