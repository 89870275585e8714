import { useQuery } from "@apollo/client/react";
import { Brain, ClipboardCheck, MessageCircle, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "../../auth/hooks/use-auth";
import { LearnerPathDocument } from "../graphql/planner";
import { useStudyPlan } from "../hooks/use-study-plan";
import "../planner.css";

/**
 * /mode-selection: how to study today. Each choice goes to the right tool: learning starts the next
 * chapter of the path (from mastery), revising follows today's plan, practising opens a quick test,
 * talking it through opens the Socratic tutor.
 */
export function ModeSelectionPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const student = user?.role === "student";
  const path = useQuery(LearnerPathDocument, { variables: { subject: "mathematics" }, skip: !student });
  const { plan } = useStudyPlan(1, !student);
  const ready =
    path.data?.learnerPath.__typename === "QueryLearnerPathSuccess"
      ? path.data.learnerPath.data.chapters.find((c) => c.readyNext)
      : undefined;
  const nextItem = plan?.items.find((i) => i.date === plan.today && !i.doneAt && i.kind !== "break");
  const choices: { key: string; title: string; hint: string; to: string; place: string; icon: ReactNode }[] =
    [
      {
        key: "learn",
        title: t("modes.learn"),
        hint: ready ? `${t("modes.learnHint")} ${ready.title}` : t("modes.learnHint"),
        to: student ? "/math-learner" : "/mathematics",
        place: ready?.title ?? t("features.mathLearner"),
        icon: <Sparkles aria-hidden="true" />,
      },
      {
        key: "practise",
        title: t("modes.practise"),
        hint: t("modes.practiseHint"),
        to: student ? "/blackbox" : "/flashcards",
        place: student ? t("features.blackbox") : t("features.flashcards"),
        icon: <ClipboardCheck aria-hidden="true" />,
      },
      {
        key: "revise",
        title: t("modes.revise"),
        hint: nextItem ? `${t("modes.reviseHint")} ${nextItem.title}` : t("modes.reviseHint"),
        to: student ? "/study-planner" : "/flashcards",
        place: nextItem?.title ?? t("planner.title"),
        icon: <Brain aria-hidden="true" />,
      },
      {
        key: "talk",
        title: t("modes.talk"),
        hint: t("modes.talkHint"),
        to: "/socratic-tutor",
        place: t("features.socraticTutor"),
        icon: <MessageCircle aria-hidden="true" />,
      },
    ];
  return (
    <div className="stack">
      <h1>{t("modes.title")}</h1>
      <ul className="mode-grid">
        {choices.map((c) => (
          <li key={c.key} className="card">
            <h2>
              {c.icon} {c.title}
            </h2>
            <p>{c.hint}</p>
            <Link className="button-link" to={c.to}>
              {t("modes.goTo", { place: c.place })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
