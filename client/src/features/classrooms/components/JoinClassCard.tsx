import { type FormEvent, useState } from "react";
import { useJoinClassroom } from "../hooks/use-join-classroom";

/** The notice shown before a student joins (the server's own notice follows after joining). */
export const BEFORE_JOIN_NOTICE =
  "When you join, your teacher will see your learning activity in this class: questions you ask and their answers, focus sessions, study time, flashcard reviews and quiz scores.";

/** A student's join box: type the code, read the notice, join. */
export function JoinClassCard(props: { initialCode?: string; autoFocus?: boolean }) {
  const [code, setCode] = useState(props.initialCode ?? "");
  const { join, joining, joined, problem } = useJoinClassroom();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    await join(code);
  }

  return (
    <section className="cls-card" aria-labelledby="cls-join-title">
      <h2 id="cls-join-title">Join a class</h2>
      {joined ? (
        <div role="status">
          <p>
            <strong>{joined.message}</strong> Teacher: {joined.teacherName}.
          </p>
          <p className="cls-notice" data-testid="activity-notice">
            {joined.notice}
          </p>
        </div>
      ) : (
        <form onSubmit={handleSubmit}>
          <label>
            Join code{" "}
            <input
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder="K7Q-M3X"
              maxLength={20}
              autoComplete="off"
              // biome-ignore lint/a11y/noAutofocus: the join page exists only to type this code
              autoFocus={props.autoFocus}
            />
          </label>
          <p className="cls-notice">{BEFORE_JOIN_NOTICE}</p>
          {problem && (
            <p className="cls-error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" disabled={joining || code.trim() === ""}>
            {joining ? "Joining..." : "Join class"}
          </button>
        </form>
      )}
    </section>
  );
}
