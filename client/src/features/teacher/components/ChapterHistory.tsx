import { useTranslation } from "react-i18next";
import { useChapterHistory } from "../hooks/use-chapter-history";
import { localizeChapterMessage } from "../utils/messages";
import "../../../app/i18n/english/teacher";

/** The teacher's saved questions and answers (or worksheets), newest first. */
export function ChapterHistory(props: { kind: "ANSWER" | "PRACTICE"; subject?: string; title: string }) {
  const { t } = useTranslation();
  const { data, loading } = useChapterHistory(props.kind, props.subject ?? null);
  const items = data?.chapterQuestions ?? [];
  return (
    <section className="cls-card" aria-labelledby={`cls-history-${props.kind}`}>
      <h2 id={`cls-history-${props.kind}`}>{props.title}</h2>
      {loading && items.length === 0 && <p aria-busy="true">{t("teacher.history.loading")}</p>}
      {!loading && items.length === 0 && <p className="cls-muted">{t("teacher.history.empty")}</p>}
      <ul data-testid="chapter-history">
        {items.map((q) => (
          <li key={q.id} className="cls-qa">
            <details>
              <summary>
                {t("teacher.history.item", {
                  grade: q.grade,
                  chapter: q.chapterTitle,
                  // A worksheet's "question" is the server's "10 practice questions".
                  question:
                    q.kind === "PRACTICE" && q.count
                      ? t("teacher.history.practice", { count: q.count })
                      : q.question,
                })}
              </summary>
              <p className="cls-answer">
                {q.answer
                  ? q.provider === "none"
                    ? localizeChapterMessage(q.answer)
                    : q.answer
                  : q.status === "FAILED"
                    ? localizeChapterMessage(q.error ?? t("teacher.answer.failed"))
                    : t("teacher.history.working")}
              </p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
