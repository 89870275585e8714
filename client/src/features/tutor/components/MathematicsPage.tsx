import { MESSAGES } from "@vidya/core/messages";
import { MATH_TOPICS } from "@vidya/core/schemas/tutor";
import { guessTopic } from "@vidya/core/tutor/guess-topic";
import { TOPIC_INFO } from "@vidya/core/tutor/topics";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { useVoiceInput } from "../hooks/use-voice-input";
import type { AskOnArrival } from "./TopicPage";
import "./tutor.css";

/**
 * /mathematics: the six topics and a general question box. A general question goes to the topic
 * page it most likely belongs to and is asked there, with that topic's examples and history.
 */
export function MathematicsPage() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const voice = useVoiceInput((heard) => setText((t) => (t ? `${t} ${heard}` : heard)));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const question = text.trim();
    if (!question) {
      toast.error(MESSAGES.enterQuestionOrImage);
      return;
    }
    const state: AskOnArrival = { ask: question };
    navigate(`/math/${guessTopic(question)}`, { state });
  }

  return (
    <article className="mathematics-page" aria-labelledby="math-title">
      <h1 id="math-title">Mathematics</h1>
      <p className="topic-description">
        Pick a topic, or ask any question below: you get a step-by-step solution with the answer checked.
      </p>
      <ul className="topic-grid">
        {MATH_TOPICS.map((slug) => (
          <li key={slug}>
            <Link to={`/math/${slug}`} className="topic-card">
              <strong>{TOPIC_INFO[slug].title}</strong>
              <span>{TOPIC_INFO[slug].description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <form className="question-box general" onSubmit={handleSubmit}>
        <label htmlFor="general-question">Ask any math question</label>
        <textarea
          id="general-question"
          rows={2}
          value={text}
          maxLength={2000}
          placeholder="e.g. Solve 2x + 5 = 17"
          onChange={(e) => setText(e.target.value)}
        />
        <div className="question-actions">
          <button type="button" className="secondary" aria-pressed={voice.recording} onClick={voice.toggle}>
            {voice.recording ? "Stop voice input" : "Voice input"}
          </button>
          {voice.recording ? (
            <span className="recording" role="status">
              Recording...
            </span>
          ) : null}
          <button type="submit" className="primary solve" disabled={text.trim() === ""}>
            Solve
          </button>
        </div>
      </form>
    </article>
  );
}
