import { guessTopic } from "@vidya/core/tutor/guess-topic";
import { MATH_TOPICS } from "@vidya/core/tutor/math-topics";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "../../../app/toast";
import { SubjectTeacherToolsLink } from "../../assessment/components/TeacherToolsLinks";
import { useVoiceInput } from "../../speech/hooks/use-speech-recognition";
import type { AskOnArrival } from "./TopicPage";
import "./tutor.css";
import { useTranslation } from "react-i18next";
import { topicKey } from "../utils/topics";

/**
 * /mathematics: the six topics and a general question box. A general question goes to the topic
 * page it most likely belongs to and is asked there, with that topic's examples and history.
 */
export function MathematicsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const voice = useVoiceInput((heard) => setText((old) => (old ? `${old} ${heard}` : heard)));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const question = text.trim();
    if (!question) {
      toast.error(t("msg.enterQuestionOrImage"));
      return;
    }
    const state: AskOnArrival = { ask: question };
    navigate(`/math/${guessTopic(question)}`, { state });
  }

  return (
    <article className="mathematics-page" aria-labelledby="math-title">
      <h1 id="math-title">{t("subjectNames.mathematics")}</h1>
      <p className="topic-description">{t("tutor.mathIntro")}</p>
      <SubjectTeacherToolsLink subjectKey="mathematics" />
      <ul className="topic-grid">
        {MATH_TOPICS.map((slug) => (
          <li key={slug}>
            <Link to={`/math/${slug}`} className="topic-card">
              <strong>{t(`topicNames.${topicKey(slug)}`)}</strong>
              <span>{t(`tutor.topicDescriptions.${topicKey(slug)}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <form className="question-box general" onSubmit={handleSubmit}>
        <label htmlFor="general-question">{t("tutor.askAny")}</label>
        <textarea
          id="general-question"
          rows={2}
          value={text}
          maxLength={2000}
          placeholder={t("tutor.askAnyPlaceholder")}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="question-actions">
          <button type="button" className="secondary" aria-pressed={voice.recording} onClick={voice.toggle}>
            {voice.recording ? t("tutor.stopVoice") : t("tutor.voiceInput")}
          </button>
          {voice.recording ? (
            <span className="recording" role="status">
              {t("tutor.recording")}
            </span>
          ) : null}
          <button type="submit" className="primary solve" disabled={text.trim() === ""}>
            {t("tutor.solve")}
          </button>
        </div>
      </form>
    </article>
  );
}
