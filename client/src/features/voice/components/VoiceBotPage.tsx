import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../../app/i18n/i18n";
import { useSpeechRecognition } from "../../speech/hooks/use-speech-recognition";
import { useSpeechSynthesis } from "../../speech/hooks/use-speech-synthesis";
import { SPEECH_LANGUAGES, type SpeechLanguage, speechLanguageFor } from "../../speech/utils/languages";
import { useSpokenTutor } from "../hooks/use-spoken-tutor";
import { type BotState, isStopWord, readingAccuracy } from "../utils/voice-bot";
import { Answer } from "./Answer";
import "./voice.css";
import "../../../app/i18n/english/voiceAssistant";
import "../../../app/i18n/english/voiceBot";

type Mode = "tutor" | "english" | "reading";

/** Errors after which listening again would only fail again: the conversation ends. */
const FATAL = new Set(["not-allowed", "service-not-allowed", "audio-capture", "language-not-supported"]);

/**
 * /voice-bot: a hands-free conversation after an explicit Start. Listen → think → speak → listen,
 * with the state always shown; the browser's end-of-speech detection ends each turn; speaking while
 * the bot talks interrupts it (barge-in); "stop" or the Stop button ends it; without speech
 * recognition the same loop runs from a text box.
 */
export function VoiceBotPage() {
  const { t } = useTranslation();
  const [state, setBotState] = useState<BotState>("idle");
  const stateRef = useRef<BotState>("idle");
  const active = useRef(false);
  const [mode, setMode] = useState<Mode>("tutor");
  const [pickedLang, setLang] = useState<SpeechLanguage | null>(null);
  const lang = pickedLang ?? speechLanguageFor(i18n.language);
  const [heard, setHeard] = useState("");
  const [typed, setTyped] = useState("");
  const [ended, setEnded] = useState(false);
  const [readingResult, setReadingResult] = useState<number | null>(null);
  const tutor = useSpokenTutor();
  const speech = useSpeechSynthesis();

  const setState = (s: BotState) => {
    stateRef.current = s;
    setBotState(s);
  };

  const mic = useSpeechRecognition({
    interim: true,
    quietOnSilence: true,
    onInterim: (text) => {
      setHeard(text);
      // Barge-in: the student talks over the bot, so the bot stops and listens.
      if (stateRef.current === "speaking") {
        speech.stop();
        setState("listening");
      }
    },
    onText: (text) => void handleHeard(text),
    onError: (code) => {
      if (FATAL.has(code)) end();
    },
    onEnd: () => {
      // Silence (or the end of the bot's own turn while it speaks): keep listening.
      if (active.current && (stateRef.current === "listening" || stateRef.current === "speaking")) {
        window.setTimeout(() => {
          if (active.current && (stateRef.current === "listening" || stateRef.current === "speaking"))
            mic.start(lang);
        }, 250);
      }
    },
  });

  useEffect(
    () => () => {
      active.current = false;
    },
    [],
  );

  function listen() {
    if (!active.current) return;
    setState("listening");
    setHeard("");
    if (mic.supported) mic.start(lang);
  }

  function start() {
    active.current = true;
    setEnded(false);
    setReadingResult(null);
    listen();
  }

  function end() {
    active.current = false;
    mic.abort();
    speech.stop();
    setState("idle");
    setEnded(true);
  }

  async function handleHeard(text: string) {
    if (!active.current || !text.trim()) return;
    setHeard(text);
    if (isStopWord(text)) return end();
    mic.abort();
    setState("thinking");
    if (mode === "reading") {
      const percent = readingAccuracy(t("voiceBot.readingPassage"), text);
      setReadingResult(percent);
      return say(t("voiceBot.readingScore", { percent }));
    }
    const question =
      mode === "english"
        ? `Spoken English practice. Reply in one or two short sentences; if my English has a mistake, gently show the correct way to say it, then ask me a simple question. I said: "${text}"`
        : text;
    const turn = await tutor.ask(question, mode === "english" ? "english" : "mathematics");
    if (!active.current) return;
    if (!turn) return listen();
    say(turn.status === "DONE" ? turn.answer : (turn.failure ?? t("voiceAssistant.failed")));
  }

  function say(text: string) {
    setState("speaking");
    speech.speak(text, lang, {
      onEnd: () => {
        if (active.current && stateRef.current === "speaking") listen();
      },
    });
    // Listening goes on while the bot speaks, so the student can interrupt it.
    if (mic.supported) mic.start(lang);
  }

  function handleTyped(event: FormEvent) {
    event.preventDefault();
    if (!active.current) start();
    void handleHeard(typed);
    setTyped("");
  }

  return (
    <article className="voice-page" aria-labelledby="vb-title">
      <h1 id="vb-title">{t("voiceBot.title")}</h1>
      <p>{t("voiceBot.intro")}</p>
      <div className="voice-settings">
        <label>
          {t("voiceBot.mode")}{" "}
          <select value={mode} disabled={state !== "idle"} onChange={(e) => setMode(e.target.value as Mode)}>
            {(["tutor", "english", "reading"] as const).map((m) => (
              <option key={m} value={m}>
                {t(`voiceBot.modes.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("voice.language")}{" "}
          <select
            value={lang}
            disabled={state !== "idle"}
            onChange={(e) => setLang(e.target.value as SpeechLanguage)}
          >
            {SPEECH_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {mode === "reading" ? (
        <blockquote className="voice-passage">
          <p className="hint">{t("voiceBot.readingPrompt")}</p>
          <p>{t("voiceBot.readingPassage")}</p>
          {readingResult !== null ? <p>{t("voiceBot.readingScore", { percent: readingResult })}</p> : null}
        </blockquote>
      ) : null}
      <p className="voice-state" data-state={state} role="status" aria-label={t("voiceBot.stateLabel")}>
        {t(`voiceBot.state.${state}`)}
      </p>
      <div className="voice-actions">
        {state === "idle" ? (
          <button type="button" className="primary voice-mic" onClick={start}>
            {t("voiceBot.start")}
          </button>
        ) : (
          <button type="button" className="primary voice-mic" onClick={end}>
            {t("voiceBot.stop")}
          </button>
        )}
        {mic.supported ? <span className="hint">{t("voiceBot.stopWordHint")}</span> : null}
        {speech.robotic && speech.speaking ? <small role="note">{t("voice.robotic")}</small> : null}
      </div>
      {heard && state !== "idle" ? (
        <p className="hint">
          {t("voiceBot.heard")}: <span lang={lang}>{heard}</span>
        </p>
      ) : null}
      {ended ? <p role="status">{t("voiceBot.ended")}</p> : null}
      {!mic.supported ? (
        <form className="voice-ask" onSubmit={handleTyped}>
          <p className="voice-notice">{t("voice.noRecognition")}</p>
          <label htmlFor="vb-typed">{t("voiceBot.fallback")}</label>
          <input id="vb-typed" value={typed} maxLength={2000} onChange={(e) => setTyped(e.target.value)} />
          <button type="submit" className="primary" disabled={state === "thinking"}>
            {t("voiceBot.send")}
          </button>
        </form>
      ) : null}
      <section className="voice-conversation" aria-live="polite">
        {tutor.turns.map((turn) => (
          <div key={turn.id} className="voice-turn" data-testid="voice-turn" data-status={turn.status}>
            <p className="voice-question">
              <strong>{t("voiceAssistant.you")}:</strong> <span lang={lang}>{turn.question}</span>
            </p>
            <div className="voice-answer">
              <strong>{t("voiceAssistant.assistant")}:</strong>
              {turn.failure ? <p className="cls-error">{turn.failure}</p> : <Answer text={turn.answer} />}
            </div>
          </div>
        ))}
      </section>
    </article>
  );
}
