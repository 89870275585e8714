import { i18n } from "../../../app/i18n/i18n";
import { subjectName } from "../../subjects/utils/subject-name";
import { formatDuration } from "./format";
import "../../../app/i18n/english/dashboard";

/** What the feed and the drill-down know of an event (fields of ClassActivity). */
export interface ActivityLine {
  kind: string;
  subject?: string | null;
  topic?: string | null;
  verified?: boolean | null;
  seconds?: number | null;
  score?: number | null;
  total?: number | null;
  cards?: number | null;
}

/**
 * One line for the live feed in the UI language, e.g. "asked a question in Mathematics · Algebra"
 * (the student's name is shown before it).
 */
export function describeActivity(e: ActivityLine): string {
  const where = [subjectName(e.subject), e.topic].filter(Boolean).join(" · ");
  const t = i18n.t;
  const w = { where };
  switch (e.kind) {
    case "question_asked":
      return where ? t("dashboard.activity.askedIn", w) : t("dashboard.activity.asked");
    case "question_answered": {
      const line = where ? t("dashboard.activity.answeredIn", w) : t("dashboard.activity.answered");
      if (e.verified === true) return `${line} ${t("dashboard.activity.answerChecked")}`;
      if (e.verified === false) return `${line} ${t("dashboard.activity.answerNotChecked")}`;
      return line;
    }
    case "focus_started":
      return t("dashboard.activity.focusStarted");
    case "focus_completed":
      return t("dashboard.activity.focusCompleted");
    case "break_completed":
      return t("dashboard.activity.breakCompleted");
    case "study_time": {
      const duration = formatDuration(e.seconds ?? 0);
      return where
        ? t("dashboard.activity.studiedIn", { duration, where })
        : t("dashboard.activity.studied", { duration });
    }
    case "flashcards_reviewed": {
      if (e.cards == null)
        return where ? t("dashboard.activity.someCardsIn", w) : t("dashboard.activity.someCards");
      const count = e.cards;
      return where
        ? t("dashboard.activity.cardsIn", { count, where })
        : t("dashboard.activity.cards", { count });
    }
    case "quiz_completed": {
      const line = where ? t("dashboard.activity.quizIn", w) : t("dashboard.activity.quiz");
      return e.score != null && e.total
        ? `${line}: ${t("dashboard.activity.quizScore", { score: e.score, total: e.total })}`
        : line;
    }
    case "group_message":
      return where ? t("dashboard.activity.groupMessageIn", w) : t("dashboard.activity.groupMessage");
    case "ai_flagged": {
      // A flag, never the text (DESIGN, Moderation); the topic holds the category.
      const subject = { where: subjectName(e.subject) };
      return e.topic === "self-harm"
        ? t("dashboard.activity.aiFlaggedCare", subject)
        : t("dashboard.activity.aiFlaggedBlocked", subject);
    }
    case "online":
      return t("dashboard.activity.online");
    default: {
      const kind = e.kind.replace(/_/g, " ");
      return where
        ? t("dashboard.activity.otherIn", { kind, where })
        : t("dashboard.activity.other", { kind });
    }
  }
}

/** What the struggle panel knows of a topic (fields of StrugglingTopic). */
export interface StruggleLine {
  signals: readonly string[];
  meanQuestions: number;
  questions: number;
  answers: number;
  unverified: number;
  quizzes: number;
  avgQuizPercent?: number | null;
}

/** Why the topic is listed, one sentence per signal, in the UI language. */
export function struggleReasons(x: StruggleLine): string[] {
  const t = i18n.t;
  const percent = (n: number) => `${Math.round(n)}%`;
  return x.signals.map((signal) => {
    switch (signal) {
      case "MANY_QUESTIONS":
        return t("dashboard.reasons.manyQuestions", { count: x.questions, mean: x.meanQuestions.toFixed(1) });
      case "UNCHECKED_ANSWERS":
        return t("dashboard.reasons.unchecked", {
          unchecked: x.unverified,
          answers: x.answers,
          percent: percent(x.answers > 0 ? (100 * x.unverified) / x.answers : 0),
        });
      default:
        return t("dashboard.reasons.lowQuiz", { count: x.quizzes, percent: percent(x.avgQuizPercent ?? 0) });
    }
  });
}
