import { useTranslation } from "react-i18next";
import { type GrammarIssue, segments } from "../utils/issues";
import "../../../app/i18n/english/grammar";
import "../../../app/i18n/english/hindiGrammar";

const KNOWN_KINDS = ["Spelling", "Grammar", "Agreement", "Punctuation", "Capitalization"] as const;
type KnownKind = (typeof KNOWN_KINDS)[number];

/** A finding's kind in the UI language; our Indic rules name theirs (nukta, matra, …) as they are. */
function kindKey(kind: string): `grammar.kinds.${KnownKind | "other"}` | null {
  if ((KNOWN_KINDS as readonly string[]).includes(kind)) return `grammar.kinds.${kind as KnownKind}`;
  return ["Nukta", "Chandrabindu/anusvara", "Matra", "Halant", "Mixed script"].includes(kind)
    ? null
    : "grammar.kinds.other";
}

/** The checked text with every problem underlined; clicking one shows its explanation below. */
export function MarkedText(props: {
  label: string;
  text: string;
  issues: GrammarIssue[];
  selected: number | null;
  onSelect: (i: number) => void;
}) {
  return (
    <section className="grammar-marked" aria-label={props.label}>
      {segments(props.text, props.issues).map((seg, i) =>
        seg.issue === undefined ? (
          // Pieces of one text in a fixed order: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={i}>{seg.text}</span>
        ) : (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            type="button"
            className={`grammar-mark grammar-${(props.issues[seg.issue]?.kind ?? "").toLowerCase()}${
              props.issues[seg.issue]?.lowConfidence ? " grammar-low" : ""
            }`}
            aria-pressed={props.selected === seg.issue}
            title={props.issues[seg.issue]?.message}
            data-testid="grammar-mark"
            onClick={() => props.onSelect(seg.issue as number)}
          >
            {seg.text}
          </button>
        ),
      )}
    </section>
  );
}

/** The whole word(s) around an issue (a rule may mark only a matra or a sign inside a word). */
export function wordAround(text: string, issue: GrammarIssue): string {
  const letter = /[\p{L}\p{M}\p{N}]/u;
  let start = issue.start;
  let end = issue.end;
  while (start > 0 && letter.test(text[start - 1] ?? "")) start -= 1;
  while (end < text.length && letter.test(text[end] ?? "")) end += 1;
  return text.slice(start, end) || text.slice(issue.start, issue.end);
}

/** Each problem: what it is, why, and its fixes as buttons. */
export function IssueList(props: {
  text: string;
  issues: GrammarIssue[];
  selected: number | null;
  onSelect: (i: number) => void;
  onFix: (issue: GrammarIssue, replacement?: string) => void;
  extra?: (issue: GrammarIssue) => React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ol className="grammar-issues">
      {props.issues.map((issue, i) => (
        <li
          key={`${issue.start}:${issue.end}:${issue.kind}`}
          className={props.selected === i ? "grammar-issue selected" : "grammar-issue"}
          data-testid="grammar-issue"
        >
          <p>
            <span className="grammar-kind">
              {kindKey(issue.kind) ? t(kindKey(issue.kind) as "grammar.kinds.other") : issue.kind}
            </span>
            {issue.lowConfidence ? (
              <span className="grammar-kind">{t("hindiGrammar.lowConfidence")}</span>
            ) : null}{" "}
            <q>{wordAround(props.text, issue)}</q> — {issue.message}
          </p>
          <div className="grammar-fixes">
            {issue.replacements.map((r) => (
              <button key={r} type="button" className="secondary" onClick={() => props.onFix(issue, r)}>
                {t("grammar.fix", { text: r })}
              </button>
            ))}
            {issue.remove && issue.replacements.length === 0 ? (
              <button type="button" className="secondary" onClick={() => props.onFix(issue, "")}>
                {t("grammar.remove")}
              </button>
            ) : null}
            {issue.replacements.length === 0 && !issue.remove ? (
              <span className="hint">{t("grammar.noFix")}</span>
            ) : null}
            {props.extra?.(issue)}
          </div>
        </li>
      ))}
    </ol>
  );
}
