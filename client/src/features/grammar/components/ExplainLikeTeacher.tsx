import { useState } from "react";
import { useTranslation } from "react-i18next";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { failureMessage } from "../../../shared/lib/result";
import { useAiTask } from "../../tutor/hooks/use-ai-task";
import { Answer } from "../../voice/components/Answer";
import { answerText } from "../../voice/utils/answer-text";
import { useGrammarExplain } from "../hooks/use-grammar-explain";
import { useGrammarSetup } from "../hooks/use-grammar-setup";
import type { GrammarIssue } from "../utils/issues";
import "../../../app/i18n/english/grammar";

/** The sentence around an issue (for the model's context), at most 500 characters. */
export function sentenceAround(text: string, issue: GrammarIssue): string {
  const before = text.slice(0, issue.start);
  const start = Math.max(before.search(/[^.!?।\n]*$/), issue.start - 250, 0);
  const rest = text.slice(issue.end);
  const endAt = rest.search(/[.!?।\n]/);
  const end = Math.min(issue.end + (endAt < 0 ? rest.length : endAt + 1), issue.end + 250);
  return text.slice(start, end).trim();
}

/**
 * "Explain like my teacher": the model's explanation of one suggestion, streamed in below it. Shown
 * only when a model is set up (everything else on the page works without one). Loaded after the page.
 */
export default function ExplainLikeTeacher(props: {
  text: string;
  issue: GrammarIssue;
  language: "en" | "hi";
}) {
  const setup = useGrammarSetup();
  if (setup.data?.aiSetup.modelConfigured !== true) return null;
  return <Explain {...props} />;
}

function Explain(props: { text: string; issue: GrammarIssue; language: "en" | "hi" }) {
  const { t } = useTranslation();
  const [explain, { loading }] = useGrammarExplain();
  const [taskId, setTaskId] = useState<string | null>(null);
  const { task } = useAiTask(taskId);

  async function handleExplain() {
    const res = (
      await explain({
        variables: {
          input: {
            sentence: sentenceAround(props.text, props.issue),
            problem: props.text.slice(props.issue.start, props.issue.end).slice(0, 100),
            message: props.issue.message.slice(0, 300),
            language: props.language,
          },
        },
      })
    ).data?.grammarExplain;
    if (res?.__typename === "MutationGrammarExplainSuccess") setTaskId(res.data.id);
    else toast.error(failureMessage(res) ?? t("msg.aiCallFailed"));
  }

  return (
    <>
      <button
        type="button"
        className="link-button"
        disabled={loading || Boolean(taskId)}
        onClick={() => void handleExplain()}
      >
        {loading ? t("grammar.explaining") : t("grammar.explain")}
      </button>
      {task ? (
        <div className="grammar-explanation" aria-live="polite">
          {task.status === "FAILED" ? (
            <p className="cls-error">
              {task.failureMessage ? localizeMessage(task.failureMessage) : t("msg.aiCallFailed")}
            </p>
          ) : (
            <Answer text={answerText(task) || t("grammar.explaining")} />
          )}
        </div>
      ) : null}
    </>
  );
}
