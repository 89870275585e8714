import { RECENT_ANSWER_CHARS, RECENT_QUESTIONS } from "@vidya/core/constants";
import { useTranslation } from "react-i18next";
import type { AiTaskFieldsFragment } from "../../../gql/graphql";
import { LatexPreview } from "./LatexPreview";

/** Recent Questions (SPEC 9): the last 5, answers cut to 100 characters; clicking one shows it again. */
export function RecentQuestions({
  recent,
  onShow,
}: {
  recent: AiTaskFieldsFragment[];
  onShow: (task: AiTaskFieldsFragment) => void;
}) {
  const { t } = useTranslation();
  if (recent.length === 0) return null;
  return (
    <section className="recent-questions" aria-labelledby="recent-title">
      <h3 id="recent-title">{t("tutor.recent")}</h3>
      <ol>
        {recent.slice(0, RECENT_QUESTIONS).map((task) => (
          <li key={task.id}>
            <button type="button" className="recent-item" onClick={() => onShow(task)}>
              <span className="recent-question">{task.question || t("tutor.questionInPicture")}</span>
              <LatexPreview
                className="recent-answer"
                text={task.result?.explanation ?? ""}
                chars={RECENT_ANSWER_CHARS}
              />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
