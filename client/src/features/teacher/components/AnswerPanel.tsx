import { useTranslation } from "react-i18next";
import type { ChapterQuestionFieldsFragment } from "../../../gql/graphql";
import { ReadAloud } from "../../speech/components/ReadAloud";
import { localizeChapterMessage } from "../utils/messages";
import "../../../app/i18n/english/teacher";

/** The answer as it streams in, with read-aloud. */
export function AnswerPanel(props: { item: ChapterQuestionFieldsFragment | null; speechLang: string }) {
  const { t } = useTranslation();
  const item = props.item;
  if (!item) return null;
  const pending = item.status === "QUEUED" || (item.status === "RUNNING" && !item.answer);
  return (
    <section
      className="cls-card"
      aria-labelledby="cls-answer-title"
      aria-busy={item.status !== "DONE" && item.status !== "FAILED"}
    >
      <h2 id="cls-answer-title">{t("teacher.answer.title")}</h2>
      <p className="cls-muted">
        {item.chapterTitle} · {item.question}
      </p>
      {pending && <p aria-busy="true">{t("teacher.answer.thinking")}</p>}
      {item.answer && (
        <p
          className={`cls-answer${item.provider === "none" ? " cls-notice" : ""}`}
          data-testid="chapter-answer"
          aria-live="polite"
        >
          {item.provider === "none" ? localizeChapterMessage(item.answer) : item.answer}
        </p>
      )}
      {item.status === "FAILED" && (
        <p className="cls-error" role="alert">
          {item.error ? localizeChapterMessage(item.error) : t("teacher.answer.failed")}
        </p>
      )}
      {item.status === "DONE" && (
        <p className="cls-muted" data-testid="answer-saved">
          {t("teacher.answer.saved")}
        </p>
      )}
      {item.answer && item.status === "DONE" && <ReadAloud text={item.answer} lang={props.speechLang} />}
    </section>
  );
}
