import { useQuery } from "@apollo/client/react";
import { ChapterHistoryDocument } from "../graphql/chapters";

/** The teacher's saved questions and answers (or worksheets), newest first. */
export function ChapterHistory(props: { kind: "ANSWER" | "PRACTICE"; subject?: string; title: string }) {
  const { data, loading } = useQuery(ChapterHistoryDocument, {
    variables: { kind: props.kind, subject: props.subject ?? null },
    fetchPolicy: "cache-and-network",
  });
  const items = data?.chapterQuestions ?? [];
  return (
    <section className="cls-card" aria-labelledby={`cls-history-${props.kind}`}>
      <h2 id={`cls-history-${props.kind}`}>{props.title}</h2>
      {loading && items.length === 0 && <p aria-busy="true">Loading...</p>}
      {!loading && items.length === 0 && <p className="cls-muted">Nothing saved yet.</p>}
      <ul data-testid="chapter-history">
        {items.map((q) => (
          <li key={q.id} className="cls-qa">
            <details>
              <summary>
                Class {q.grade} · {q.chapterTitle}: {q.question}
              </summary>
              <p className="cls-answer">
                {q.answer ?? (q.status === "FAILED" ? q.error : "Still working...")}
              </p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
