import { HISTORY_TOOL_TYPES, MATH_TOPICS } from "@vidya/core/tutor/math-topics";
import { useDeferredValue, useState } from "react";
import { formatDateTime } from "../../../app/i18n/dates";
import { Markdown } from "../../../shared/ui/Markdown";
import { subjectName } from "../../subjects/utils/subject-name";
import { ConfirmDialog } from "../../tutor/components/ConfirmDialog";
import { LatexPreview } from "../../tutor/components/LatexPreview";
import { topicKey, topicSlug } from "../../tutor/utils/topics";

import { useHistory } from "../hooks/use-history";
import "../../tutor/components/tutor.css";
import { useTranslation } from "react-i18next";

/** /history: every answered question across topics, newest first, with search, a topic filter and delete. */
export function HistoryPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  /** A math topic slug, a subject slug or "socratic"; "" for everything. */
  const [filter, setFilter] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const deferredSearch = useDeferredValue(search);
  const history = useHistory(deferredSearch, filter);
  /** What a record (or a filter) is labelled with: its topic, its subject page or its tool. */
  const label = (toolType: string) => {
    const slug = topicSlug(toolType);
    if (slug) return t(`topicNames.${topicKey(slug)}`);
    return toolType === "socratic" ? t("features.socraticTutor") : subjectName(toolType);
  };

  return (
    <article className="history-page" aria-labelledby="history-title">
      <h1 id="history-title">{t("features.history")}</h1>
      <search className="history-filters">
        <label>
          {t("history.search")}
          <input
            type="search"
            value={search}
            placeholder={t("history.searchPlaceholder")}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label>
          {t("history.topic")}
          <select value={filter} onChange={(e) => setFilter(e.target.value)}>
            <option value="">{t("history.allTopics")}</option>
            {[...MATH_TOPICS, ...HISTORY_TOOL_TYPES.filter((s) => s !== "mathematics")].map((slug) => (
              <option key={slug} value={slug}>
                {label(slug)}
              </option>
            ))}
          </select>
        </label>
      </search>
      {history.failed ? <p role="alert">{t("history.loadFailed")}</p> : null}
      {!history.loading && !history.failed && history.records.length === 0 ? (
        <p className="hint">{search || filter ? t("history.nothingMatches") : t("history.empty")}</p>
      ) : null}
      <p className="hint" aria-live="polite">
        {history.total > 0 ? t("history.count", { count: history.total }) : ""}
      </p>
      <ul className="history-list">
        {history.records.map((record) => {
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
                  {/* A math topic page saves its topic, a subject page its subject (science, hindi, …). */}
                  {label(record.toolType)} · {formatDateTime(record.createdAt)}
                </span>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setDeleting(record.id)}
                  aria-label={t("history.deleteLabel", { text: record.text })}
                >
                  {t("history.delete")}
                </button>
              </div>
              {open === record.id ? (
                <Markdown text={record.aiResponse} />
              ) : (
                <LatexPreview className="history-preview" text={record.aiResponse} chars={160} />
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
          {t("history.showMore")}
        </button>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t("history.deleteTitle")}
          message={t("history.deleteMessage")}
          confirmLabel={t("history.delete")}
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
