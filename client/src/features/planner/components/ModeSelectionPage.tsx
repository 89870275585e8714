import type { TFunction } from "i18next";
import { Brain, ClipboardCheck, MessageCircle, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "../../auth/hooks/use-auth";
import { useStudyPlan } from "../hooks/use-study-plan";
import "../planner.css";
import { useLearnerPath } from "../hooks/use-learner-path";
import "../../../app/i18n/english/modes";

type Choice = { key: string; title: string; hint: string; to: string; place: string; icon: ReactNode };
type T = TFunction;

/** A teacher's day: the class live, a quick test to set, a chapter's answers, the tutor students use. */
function teacherChoices(t: T): Choice[] {
  return [
    {
      key: "watch",
      title: t("modes.watch"),
      hint: t("modes.watchHint"),
      to: "/teacher-dashboard",
      place: t("features.teacherDashboard"),
      icon: <Brain aria-hidden="true" />,
    },
    {
      key: "set",
      title: t("modes.setTest"),
      hint: t("modes.setTestHint"),
      to: "/mathematics/teacher-tools",
      place: t("features.teacherTools"),
      icon: <ClipboardCheck aria-hidden="true" />,
    },
    {
      key: "prepare",
      title: t("modes.prepare"),
      hint: t("modes.prepareHint"),
      to: "/teacher",
      place: t("features.chapterQa"),
      icon: <Sparkles aria-hidden="true" />,
    },
    {
      key: "talk",
      title: t("modes.tryTutor"),
      hint: t("modes.tryTutorHint"),
      to: "/socratic-tutor",
      place: t("features.socraticTutor"),
      icon: <MessageCircle aria-hidden="true" />,
    },
  ];
}

/** A parent's choices: their children's page (progress, tools, consent) and the tools the children use. */
function parentChoices(t: T): Choice[] {
  return [
    {
      key: "children",
      title: t("modes.children"),
      hint: t("modes.childrenHint"),
      to: "/parent",
      place: t("features.parent"),
      icon: <Brain aria-hidden="true" />,
    },
    {
      key: "talk",
      title: t("modes.tryTutor"),
      hint: t("modes.tryTutorHint"),
      to: "/socratic-tutor",
      place: t("features.socraticTutor"),
      icon: <MessageCircle aria-hidden="true" />,
    },
  ];
}

/**
 * /mode-selection: how to study today. Each choice goes to the right tool: learning starts the next
 * chapter of the path (from mastery), revising follows today's plan, practising opens a quick test,
 * talking it through opens the Socratic tutor. A teacher and a parent get their own choices.
 */
export function ModeSelectionPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const student = user?.role === "student";
  const path = useLearnerPath("mathematics", { skip: !student });
  const { plan } = useStudyPlan(1, !student);
  const ready =
    path.data?.learnerPath.__typename === "QueryLearnerPathSuccess"
      ? path.data.learnerPath.data.chapters.find((c) => c.readyNext)
      : undefined;
  const nextItem = plan?.items.find((i) => i.date === plan.today && !i.doneAt && i.kind !== "break");
  const choices: Choice[] =
    user?.role === "teacher"
      ? teacherChoices(t)
      : user?.role === "parent"
        ? parentChoices(t)
        : [
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
  const title =
    user?.role === "teacher"
      ? t("modes.teacherTitle")
      : user?.role === "parent"
        ? t("modes.parentTitle")
        : t("modes.title");
  return (
    <div className="stack">
      <h1>{title}</h1>
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
