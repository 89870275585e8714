import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SUBJECTS } from "../../subjects/utils/subjects";
import { LearnerPathDocument } from "../graphql/planner";
import "../planner.css";

/**
 * A subject's chapters for the student's class in book order, each with its mastery level, how it
 * was earned, and the next step; the chapter ready to learn next is highlighted.
 */
export function LearnerPathPage({ subject }: { subject: "mathematics" | "science" | "social-science" }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(LearnerPathDocument, {
    variables: { subject },
    fetchPolicy: "cache-and-network",
  });
  const info = SUBJECTS.find((s) => s.slug === subject);
  const name = t(`subjectNames.${info?.key ?? "mathematics"}`);
  const result = data?.learnerPath;
  const path = result?.__typename === "QueryLearnerPathSuccess" ? result.data : null;
  const stepLink = (next: string) =>
    next === "review" ? "/flashcards" : next === "practise" ? "/blackbox" : (info?.path ?? "/subjects");
  return (
    <div className="stack">
      <h1>{t("learner.title", { subject: name })}</h1>
      {result && result.__typename !== "QueryLearnerPathSuccess" ? (
        <p role="alert">{result.message}</p>
      ) : null}
      {path ? (
        <>
          <p className="muted">{t("learner.intro", { grade: path.grade })}</p>
          <p>{path.readyReason}</p>
          {path.chapters.length === 0 ? <p>{t("learner.empty")}</p> : null}
          <ol className="learner-path">
            {path.chapters.map((c) => (
              <li
                key={c.chapterId}
                className={`learner-path__chapter${c.readyNext ? " learner-path__chapter--next" : ""}`}
                data-testid={c.readyNext ? "ready-next" : "path-chapter"}
                aria-current={c.readyNext ? "step" : undefined}
              >
                <h2 className="h3">
                  {c.number}. {c.title}
                </h2>
                {c.readyNext ? <strong>{t("learner.readyNext")}</strong> : null}
                <p>
                  {t(`progress.levels.${c.level}`)} · <span className="muted">{c.reason}</span>
                </p>
                <Link to={stepLink(c.next)}>{t(`learner.next.${c.next}`)}</Link>
              </li>
            ))}
          </ol>
        </>
      ) : loading ? (
        <p aria-busy="true">…</p>
      ) : null}
    </div>
  );
}
