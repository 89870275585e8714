import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../../app/i18n/i18n";
import { ReadAloud } from "../../speech/components/ReadAloud";
import { useSpeechRecognition } from "../../speech/hooks/use-speech-recognition";
import { useSpeechSynthesis } from "../../speech/hooks/use-speech-synthesis";
import { SPEECH_LANGUAGES, type SpeechLanguage, speechLanguageFor } from "../../speech/utils/languages";
import { SUBJECTS } from "../../subjects/utils/subjects";
import { useSpokenTutor } from "../hooks/use-spoken-tutor";
import { tutorSubject } from "../utils/subjects";
import { Answer } from "./Answer";
import "./voice.css";
import { Choice } from "../../../app/ui/Choice";
import "../../../app/i18n/english/voiceAssistant";

/**
 * /voice-assistant: push to talk, check (and edit) what was heard, send it; the answer streams in
 * through the tutor pipeline, is shown as text and spoken. Follow-ups keep the conversation's context.
 */
export function VoiceAssistantPage() {
  const { t } = useTranslation();
  const [subject, setSubject] = useState<string>("mathematics");
  const [pickedLang, setLang] = useState<SpeechLanguage | null>(null);
  const lang = pickedLang ?? speechLanguageFor(i18n.language);
  const [transcript, setTranscript] = useState("");
  const [speakAnswers, setSpeakAnswers] = useState(true);
  const tutor = useSpokenTutor();
  const speech = useSpeechSynthesis();
  const mic = useSpeechRecognition({
    onText: (text) => setTranscript((old) => (old ? `${old} ${text}` : text)),
  });

  async function handleAsk(event: FormEvent) {
    event.preventDefault();
    if (tutor.busy) return;
    speech.stop();
    const turn = await tutor.ask(transcript, tutorSubject(subject));
    if (!turn) return;
    setTranscript("");
    if (turn.status === "DONE" && speakAnswers) speech.speak(turn.answer, lang);
  }

  return (
    <article className="voice-page" aria-labelledby="va-title">
      <h1 id="va-title">{t("voiceAssistant.title")}</h1>
      <p>{t("voiceAssistant.intro")}</p>
      <div className="voice-settings">
        <label>
          {t("voiceAssistant.subject")}{" "}
          <select value={subject} onChange={(e) => setSubject(e.target.value)}>
            {SUBJECTS.map((s) => (
              <option key={s.key} value={s.key}>
                {t(`subjectNames.${s.key}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("voice.language")}{" "}
          <select value={lang} onChange={(e) => setLang(e.target.value as SpeechLanguage)}>
            {SPEECH_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <Choice checked={speakAnswers} onChange={setSpeakAnswers}>
          {t("voiceAssistant.speakAnswers")}
        </Choice>
      </div>
      {!mic.supported ? (
        <p className="voice-notice" role="status">
          {t("voice.noRecognition")}
        </p>
      ) : null}
      <form className="voice-ask" onSubmit={handleAsk}>
        {mic.supported ? (
          <div className="voice-talk">
            <button
              type="button"
              className="primary voice-mic"
              aria-pressed={mic.listening}
              onClick={() => {
                speech.stop();
                mic.toggle(lang);
              }}
            >
              {mic.listening ? t("voiceAssistant.stopTalking") : t("voiceAssistant.talk")}
            </button>
            {mic.listening ? (
              <span className="recording" role="status">
                {t("voiceAssistant.listening")}
              </span>
            ) : null}
          </div>
        ) : null}
        <label htmlFor="va-transcript">{t("voiceAssistant.transcript")}</label>
        <textarea
          id="va-transcript"
          rows={3}
          maxLength={2000}
          value={transcript}
          lang={lang}
          onChange={(e) => setTranscript(e.target.value)}
        />
        <div className="voice-actions">
          <button type="submit" className="primary" disabled={tutor.busy}>
            {tutor.busy ? t("voiceAssistant.asking") : t("voiceAssistant.ask")}
          </button>
          {tutor.turns.length > 0 ? (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                speech.stop();
                tutor.clear();
              }}
            >
              {t("voiceAssistant.clear")}
            </button>
          ) : null}
          {speech.speaking ? (
            <>
              <button type="button" className="secondary" onClick={() => speech.stop()}>
                {t("voice.stopReading")}
              </button>
              <button
                type="button"
                className="secondary"
                onClick={() => (speech.state === "paused" ? speech.resume() : speech.pause())}
              >
                {speech.state === "paused" ? t("voice.resume") : t("voice.pause")}
              </button>
            </>
          ) : null}
          {speech.robotic && speech.speaking ? <small role="note">{t("voice.robotic")}</small> : null}
        </div>
      </form>
      <section aria-label={t("voiceAssistant.title")} className="voice-conversation" aria-live="polite">
        {tutor.turns.length === 0 ? <p className="hint">{t("voiceAssistant.empty")}</p> : null}
        {tutor.turns.map((turn) => (
          <div key={turn.id} className="voice-turn" data-testid="voice-turn" data-status={turn.status}>
            <p className="voice-question">
              <strong>{t("voiceAssistant.you")}:</strong> <span lang={lang}>{turn.question}</span>
            </p>
            <div className="voice-answer">
              <strong>{t("voiceAssistant.assistant")}:</strong>
              {turn.failure ? (
                <p className="cls-error" role="alert">
                  {turn.failure}
                </p>
              ) : turn.answer ? (
                <Answer text={turn.answer} />
              ) : (
                <p className="hint">{t("voiceAssistant.asking")}</p>
              )}
              {turn.status === "DONE" ? (
                <ReadAloud className="link-button" text={turn.answer} lang={lang} />
              ) : null}
            </div>
          </div>
        ))}
      </section>
    </article>
  );
}
