import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Choice } from "../../../app/ui/Choice";
import type { ChildSummaryFieldsFragment, GuardedTool } from "../../../gql/graphql";
import { useChildControls, useParentChild, useParentChildren } from "../hooks/use-parent";
import { auditText } from "../utils/audit-text";
import { ReportChildAccount } from "./ReportChildAccount";

const TOOLS: readonly GuardedTool[] = [
  "chatbot",
  "subjectTutor",
  "socraticTutor",
  "studyGroups",
  "voice",
  "storyImages",
  "grammarExplain",
];

/** /parent (issue 18): each linked child's figures, flags, tool switches, limit and consent. */
export function ParentPage() {
  const { t } = useTranslation();
  const { children, loading } = useParentChildren();
  return (
    <div className="parent-page">
      <h1>{t("consent.parentTitle")}</h1>
      {!loading && children.length === 0 && <p className="muted">{t("consent.noChildren")}</p>}
      {children.map((child) => (
        <ChildCard key={child.id} child={child} />
      ))}
      {children.length > 0 && <ReportChildAccount />}
    </div>
  );
}

const minutes = (seconds: number) => Math.round(seconds / 60);

function ChildCard({ child }: { child: ChildSummaryFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const { detail, audit } = useParentChild(child.id);
  const controls = useChildControls(child.id);
  const [limit, setLimit] = useState(child.dailyLimitMinutes?.toString() ?? "");
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const headingId = `child-${child.id}`;
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  return (
    <section className="card parent-child" aria-labelledby={headingId}>
      <h2 id={headingId}>{child.name}</h2>
      {child.withdrawnAt && child.deleteAfter && (
        <p role="status">{t("consent.withdrawn", { date: date(child.deleteAfter) })}</p>
      )}
      {detail && (
        <>
          <h3>{t("consent.figures")}</h3>
          <ul>
            <li>{t("consent.studyToday", { minutes: minutes(detail.studyTodaySeconds) })}</li>
            <li>{t("consent.studyWeek", { minutes: minutes(detail.studyWeekSeconds) })}</li>
            <li>{t("consent.questions", { count: detail.questions })}</li>
            <li>
              {detail.subjects.length
                ? t("consent.subjects", { list: detail.subjects.join(", ") })
                : t("consent.noSubjects")}
            </li>
          </ul>
          {detail.mastery.length > 0 && (
            <>
              <h3>{t("consent.mastery")}</h3>
              <ul>
                {detail.mastery.map((m) => (
                  <li key={m.chapterId}>
                    {m.subject}: {Math.round(m.mastery * 100)}%
                  </li>
                ))}
              </ul>
            </>
          )}
          <h3>{t("consent.flags")}</h3>
          {detail.flags.length === 0 ? (
            <p className="muted">{t("consent.noFlags")}</p>
          ) : (
            <ul>
              {detail.flags.map((f) => (
                <li key={`${f.at}-${f.flag}`}>
                  {date(f.at)}: {f.flag} ({f.subject})
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <fieldset className="choice-list">
        <legend>{t("consent.tools")}</legend>
        {TOOLS.map((tool) => (
          <Choice
            key={tool}
            checked={!child.disabledTools.includes(tool)}
            onChange={(on) => void controls.setTool(tool, on)}
          >
            {t(`consent.toolNames.${tool}`)}
          </Choice>
        ))}
      </fieldset>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          void controls.setLimit(limit.trim() ? Number(limit) : null);
        }}
      >
        <label htmlFor={`${headingId}-limit`}>{t("consent.dailyLimit")}</label>
        <input
          id={`${headingId}-limit`}
          type="number"
          min={15}
          max={600}
          placeholder={t("consent.noLimit")}
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
        />
        <button type="submit" className="secondary">
          {t("consent.saveLimit")}
        </button>
      </form>
      <div className="row">
        {child.withdrawnAt ? (
          <button type="button" className="primary" onClick={() => void controls.undo()}>
            {t("consent.undo")}
          </button>
        ) : (
          <button type="button" className="danger" onClick={() => void controls.withdraw()}>
            {t("consent.withdraw")}
          </button>
        )}
        <button type="button" className="secondary" onClick={() => void controls.exportData()}>
          {t("consent.export")}
        </button>
        <button type="button" className="danger" onClick={() => setConfirming(true)}>
          {t("consent.deleteChild")}
        </button>
      </div>
      {confirming && (
        <div className="row">
          <label htmlFor={`${headingId}-delete`}>{t("consent.deleteConfirm", { name: child.name })}</label>
          <input id={`${headingId}-delete`} value={typed} onChange={(e) => setTyped(e.target.value)} />
          <button
            type="button"
            className="danger"
            disabled={typed.trim().toLowerCase() !== child.name.toLowerCase()}
            onClick={() => void controls.remove(typed)}
          >
            {t("consent.deleteChild")}
          </button>
        </div>
      )}
      <h3>{t("consent.audit")}</h3>
      {audit.length === 0 ? (
        <p className="muted">{t("consent.noAudit")}</p>
      ) : (
        <ul className="audit-log">
          {audit.map((a) => (
            <li key={a.id}>
              {date(a.at)}: {auditText(t, a)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
