import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { SUBJECTS } from "../../subjects/utils/subjects";
import "../planner.css";
import { useLearnerPath } from "../hooks/use-learner-path";
import "../../../app/i18n/english/learner";

/**
 * A subject's chapters for the student's class in book order, each with its mastery level, how it
 * was earned, and the next step; the chapter ready to learn next is highlighted.
 */
export function LearnerPathPage({ subject }: { subject: "mathematics" | "science" | "social-science" }) {
  const { t } = useTranslation();
  const { data, loading } = useLearnerPath(subject, { fetchPolicy: "cache-and-network" });
  const info = SUBJECTS.find((s) => s.slug === subject);
  const name = t(`subjectNames.${info?.key ?? "mathematics"}`);
  const result = data?.learnerPath;
  const path = result?.__typename === "QueryLearnerPathSuccess" ? result.data : null;
  const books = new Set(path?.chapters.map((c) => c.book)).size;
  const stepLink = (next: string) =>
    next === "review" ? "/flashcards" : next === "practise" ? "/blackbox" : (info?.path ?? "/subjects");
  return (
    <div className="stack">
      <h1>{t("learner.title", { subject: name })}</h1>
      {result && result.__typename !== "QueryLearnerPathSuccess" ? (
        <p role="alert">{localizeMessage(result.message)}</p>
      ) : null}
      {path ? (
        <>
          <p className="muted">{t("learner.intro", { grade: path.grade })}</p>
          <p>{path.readyReason}</p>
          {path.chapters.length === 0 ? <p>{t("learner.empty")}</p> : null}
          {groupByBook(path.chapters).map((group) => (
            <section key={group.book} className="stack" aria-label={group.book}>
              {/* A class with two books (Part I and Part II, each numbered from 1) names each. */}
              {books > 1 ? <h2>{group.book}</h2> : null}
              <ol className="learner-path">
                {group.chapters.map((c) => (
                  <li
                    key={c.chapterId}
                    className={`learner-path__chapter${c.readyNext ? " learner-path__chapter--next" : ""}`}
                    data-testid={c.readyNext ? "ready-next" : "path-chapter"}
                    aria-current={c.readyNext ? "step" : undefined}
                  >
                    <h3>{t("learner.chapter", { number: c.number, title: c.title })}</h3>
                    {c.readyNext ? <strong>{t("learner.readyNext")}</strong> : null}
                    <p>
                      {t(`progress.levels.${c.level}`)} · <span className="muted">{c.reason}</span>
                    </p>
                    <Link to={stepLink(c.next)}>{t(`learner.next.${c.next}`)}</Link>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </>
      ) : loading ? (
        <p aria-busy="true">…</p>
      ) : null}
    </div>
  );
}

/** Chapters in book order, grouped by their book (one group when the class has one book). */
function groupByBook<C extends { book: string }>(chapters: readonly C[]): { book: string; chapters: C[] }[] {
  const groups: { book: string; chapters: C[] }[] = [];
  for (const c of chapters) {
    const last = groups.at(-1);
    if (last?.book === c.book) last.chapters.push(c);
    else groups.push({ book: c.book, chapters: [c] });
  }
  return groups;
}
