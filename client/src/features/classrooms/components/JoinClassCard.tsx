import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useJoinClassroom } from "../hooks/use-join-classroom";

/**
 * A student's join box: type the code, read the notice (classes.beforeJoin; the server's own notice
 * follows after joining), join.
 */
export function JoinClassCard(props: { initialCode?: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(props.initialCode ?? "");
  const { join, joining, joined, problem } = useJoinClassroom();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    await join(code);
  }

  return (
    <section className="cls-card" aria-labelledby="cls-join-title">
      <h2 id="cls-join-title">{t("classes.joinTitle")}</h2>
      {joined ? (
        <div role="status">
          <p>
            <strong>{joined.message}</strong> {t("classes.teacherIs", { name: joined.teacherName })}
          </p>
          <p className="cls-notice" data-testid="activity-notice">
            {joined.notice}
          </p>
        </div>
      ) : (
        <form onSubmit={handleSubmit}>
          <label>
            {t("classes.joinCode")}{" "}
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
          <p className="cls-notice">{t("classes.beforeJoin")}</p>
          {problem && (
            <p className="cls-error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" disabled={joining || code.trim() === ""}>
            {joining ? t("classes.joining") : t("classes.join")}
          </button>
        </form>
      )}
    </section>
  );
}
