import { useTranslation } from "react-i18next";
import { applyAll, applyFix, type GrammarIssue, grammarScore } from "../utils/issues";
import { IssueList, MarkedText } from "./IssueViews";
import { LazyExplain } from "./LazyExplain";
import "../../../app/i18n/english/grammar";

/**
 * What a grammar page shows under the text (English and Hindi/Gujarati alike): the score, the count,
 * "Accept all", the marked preview and the list of issues with their fixes; `explain` adds "Explain
 * like a teacher" in that language (none: no explanation is offered).
 */
export function GrammarResults(props: {
  /** The whole text as typed; fixes change it. */
  text: string;
  /** The part of it that was checked (at most GRAMMAR_MAX_CHARS). */
  checked: string;
  issues: GrammarIssue[];
  onText: (text: string) => void;
  selected: number | null;
  onSelect: (index: number) => void;
  /** A check is running (the list may change). */
  busy?: boolean;
  explain?: "en" | "hi";
}) {
  const { t } = useTranslation();
  const { text, checked, issues, onText, selected, onSelect, explain } = props;
  const fixable = issues.filter((i) => i.replacements.length > 0 || i.remove);
  return (
    <section className="grammar-results" aria-live="polite" aria-busy={props.busy}>
      <div className="grammar-summary">
        <strong data-testid="grammar-score">
          {t("grammar.score", { score: grammarScore(checked, issues) })}
        </strong>
        <span>
          {issues.length === 0 ? t("grammar.noIssues") : t("grammar.issues", { count: issues.length })}
        </span>
        {fixable.length > 1 ? (
          <button type="button" className="secondary" onClick={() => onText(applyAll(text, fixable))}>
            {t("grammar.acceptAll")}
          </button>
        ) : null}
      </div>
      <MarkedText
        label={t("grammar.preview")}
        text={checked}
        issues={issues}
        selected={selected}
        onSelect={onSelect}
      />
      <IssueList
        text={checked}
        issues={issues}
        selected={selected}
        onSelect={onSelect}
        onFix={(issue, replacement) => onText(applyFix(text, issue, replacement))}
        extra={
          explain ? (issue) => <LazyExplain text={checked} issue={issue} language={explain} /> : undefined
        }
      />
    </section>
  );
}
