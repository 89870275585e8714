import { MATH_TOPICS, type MathTopicName } from "@vidya/core/schemas/tutor";
import { TOPIC_INFO } from "@vidya/core/tutor/topics";
import { useDeferredValue, useState } from "react";
import { ConfirmDialog } from "../../tutor/components/ConfirmDialog";
import { Markdown } from "../../tutor/components/Markdown";
import { preview } from "../../tutor/utils/conversation";
import { topicSlug } from "../../tutor/utils/topics";
import { useHistory } from "../hooks/use-history";
import "../../tutor/components/tutor.css";

/** /history: every answered question across topics, newest first, with search, a topic filter and delete. */
export function HistoryPage() {
  const [search, setSearch] = useState("");
  const [topic, setTopic] = useState<MathTopicName | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const deferredSearch = useDeferredValue(search);
  const history = useHistory(deferredSearch, topic);

  return (
    <article className="history-page" aria-labelledby="history-title">
      <h1 id="history-title">History</h1>
      <search className="history-filters">
        <label>
          Search
          <input
            type="search"
            value={search}
            placeholder="Find a question or answer"
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label>
          Topic
          <select value={topic ?? ""} onChange={(e) => setTopic(topicSlug(e.target.value))}>
            <option value="">All topics</option>
            {MATH_TOPICS.map((t) => (
              <option key={t} value={t}>
                {TOPIC_INFO[t].title}
              </option>
            ))}
          </select>
        </label>
      </search>
      {history.failed ? <p role="alert">Your history could not be loaded. Please try again.</p> : null}
      {!history.loading && !history.failed && history.records.length === 0 ? (
        <p className="hint">
          {search || topic ? "Nothing matches." : "Questions you ask the tutor will appear here."}
        </p>
      ) : null}
      <p className="hint" aria-live="polite">
        {history.total > 0 ? `${history.total} question${history.total === 1 ? "" : "s"}` : ""}
      </p>
      <ul className="history-list">
        {history.records.map((record) => {
          const slug = topicSlug(record.toolType);
          return (
            <li key={record.id} className="history-item">
              <div className="history-head">
                <button
                  type="button"
                  className="history-question"
                  aria-expanded={open === record.id}
                  onClick={() => setOpen(open === record.id ? null : record.id)}
                >
                  {record.text}
                </button>
                <span className="history-meta">
                  {slug ? TOPIC_INFO[slug].title : record.toolType} ·{" "}
                  {new Date(record.createdAt).toLocaleString()}
                </span>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setDeleting(record.id)}
                  aria-label={`Delete: ${record.text}`}
                >
                  Delete
                </button>
              </div>
              {open === record.id ? (
                <Markdown text={record.aiResponse} />
              ) : (
                <p className="history-preview">{preview(record.aiResponse, 160)}</p>
              )}
            </li>
          );
        })}
      </ul>
      {history.hasMore ? (
        <button
          type="button"
          className="secondary"
          disabled={history.loading}
          onClick={() => void history.loadMore()}
        >
          Show more
        </button>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this question?"
          message="It will be removed from your history."
          confirmLabel="Delete"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const id = deleting;
            setDeleting(null);
            void history.deleteRecord(id);
          }}
        />
      ) : null}
    </article>
  );
}
