import { SUBJECTS } from "@vidya/core/subjects";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useScrollToLatest } from "../../../app/ui/use-scroll-to-latest";
import { Markdown } from "../../../shared/ui/Markdown";
import { useVoiceInput } from "../../speech/hooks/use-speech-recognition";
import { type SocraticSessionView, useSocratic } from "../hooks/use-socratic";
import "../../tutor/components/tutor.css";
import "./socratic.css";
import "../../../app/i18n/english/socratic";

const SUBJECT_KEYS = {
  mathematics: "mathematics",
  science: "science",
  "social-science": "socialScience",
  hindi: "hindi",
  gujarati: "gujarati",
  sanskrit: "sanskrit",
  english: "english",
} as const;
const CLASSES = Array.from({ length: 12 }, (_, i) => i + 1);

/** /socratic-tutor: one guiding question at a time; the student writes each step. */
export function SocraticPage() {
  const { t } = useTranslation();
  const tutor = useSocratic();
  const [subject, setSubject] = useState<(typeof SUBJECTS)[number]>("mathematics");
  const [classLevel, setClassLevel] = useState(8);
  const [problem, setProblem] = useState("");
  const subjectName = t(`subjectNames.${SUBJECT_KEYS[subject]}`);

  async function handleStart(e: FormEvent) {
    e.preventDefault();
    await tutor.start(subject, classLevel, problem);
  }

  return (
    <article className="socratic-page" aria-labelledby="socratic-title">
      <h1 id="socratic-title">{t("features.socraticTutor")}</h1>
      <p className="hint">{t("socratic.intro")}</p>
      {tutor.offlineAnswer ? (
        <tutor.offlineAnswer.View exchange={tutor.offlineAnswer.exchange} onNew={tutor.reset} />
      ) : tutor.session ? (
        <SessionView session={tutor.session} tutor={tutor} />
      ) : (
        <form className="socratic-start" onSubmit={handleStart}>
          <label>
            {t("socratic.subject")}
            <select value={subject} onChange={(e) => setSubject(e.target.value as (typeof SUBJECTS)[number])}>
              {SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {t(`subjectNames.${SUBJECT_KEYS[s]}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("socratic.classLevel")}
            <select value={classLevel} onChange={(e) => setClassLevel(Number(e.target.value))}>
              {CLASSES.map((n) => (
                <option key={n} value={n}>
                  {t("socratic.classOption", { n })}
                </option>
              ))}
            </select>
          </label>
          {subject === "mathematics" || tutor.modelConfigured ? (
            <>
              <label>
                {t("socratic.problem")}
                <input
                  value={problem}
                  maxLength={1000}
                  placeholder={t("socratic.problemPlaceholder")}
                  onChange={(e) => setProblem(e.target.value)}
                />
              </label>
              <button type="submit" disabled={tutor.busy}>
                {tutor.busy ? t("socratic.starting") : t("socratic.start")}
              </button>
            </>
          ) : (
            <p role="status">{t("socratic.modelNeeded", { subject: subjectName })}</p>
          )}
          {tutor.refusal ? (
            <p role="alert">
              {tutor.refusal.message}{" "}
              {tutor.refusal.code === "CANNOT_SOLVE_OFFLINE" ? (
                <a href="/mathematics">{t("socratic.regularTutor")}</a>
              ) : null}
            </p>
          ) : null}
        </form>
      )}
      <section aria-labelledby="socratic-resume">
        <h2 id="socratic-resume">{t("socratic.resume")}</h2>
        {tutor.sessions.length === 0 ? <p className="hint">{t("socratic.resumeEmpty")}</p> : null}
        <ul className="socratic-resume">
          {tutor.sessions.map((s) => (
            <li key={s.id}>
              <button type="button" className="link" onClick={() => void tutor.resume(s.id)}>
                {s.problem}
              </button>{" "}
              <span className="hint">
                {s.stepsDone}/{s.stepsTotal} ·{" "}
                {t(
                  s.status === "SOLVED"
                    ? "socratic.statusSolved"
                    : s.status === "REVEALED"
                      ? "socratic.statusRevealed"
                      : "socratic.statusActive",
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

function SessionView({
  session,
  tutor,
}: {
  session: SocraticSessionView;
  tutor: ReturnType<typeof useSocratic>;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState("");
  const voice = useVoiceInput((text) => setStep((s) => (s ? `${s} ${text}` : text)));
  const active = session.status === "ACTIVE";
  const transcript = useRef<HTMLOListElement>(null);
  const onTranscriptScroll = useScrollToLatest(transcript, session.turns.length);

  async function handleStep(e: FormEvent) {
    e.preventDefault();
    if (await tutor.reply(step)) setStep("");
  }

  return (
    <section className="socratic-session" aria-label={session.problem}>
      <h2>{session.problem}</h2>
      <p className="socratic-progress" aria-live="polite">
        {session.mode === "model"
          ? t("socratic.modelProgress", { steps: session.attempts, hints: session.hintsUsed })
          : t("socratic.progress", {
              done: session.stepsDone,
              total: session.stepsTotal,
              hints: session.hintsUsed,
            })}
      </p>
      {/* Turns are append-only, so their position is a stable key. */}
      {/* A scroll box: focusable, so a keyboard can scroll it; it follows the latest turn. */}
      <ol
        className="socratic-turns"
        aria-live="polite"
        aria-label={t("socratic.transcript")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard.
        tabIndex={0}
        ref={transcript}
        onScroll={onTranscriptScroll}
      >
        {session.turns
          .map((turn, i) => ({ ...turn, id: `${session.id}:${i}` }))
          .map((turn) => (
            <li
              key={turn.id}
              className={`socratic-turn socratic-${turn.role} socratic-${turn.kind}`}
              data-mistake={turn.mistake ?? undefined}
            >
              <strong>{turn.role === "tutor" ? t("socratic.tutor") : t("socratic.you")}:</strong>{" "}
              <Markdown text={turn.text} className="socratic-text" />
            </li>
          ))}
      </ol>
      {session.waiting ? (
        <p role="status" className="hint">
          {t("socratic.thinking")}
        </p>
      ) : null}
      {active ? (
        <form className="socratic-step" onSubmit={handleStep}>
          <label>
            {t("socratic.yourStep")}
            <input
              value={step}
              maxLength={200}
              placeholder={t("socratic.stepPlaceholder")}
              onChange={(e) => setStep(e.target.value)}
            />
          </label>
          <button type="button" onClick={voice.toggle} aria-pressed={voice.recording}>
            {voice.recording ? t("tutor.stopVoice") : t("tutor.voiceInput")}
          </button>
          <button type="submit" disabled={tutor.busy}>
            {tutor.busy ? t("socratic.checking") : t("socratic.check")}
          </button>
          <button type="button" disabled={tutor.busy} onClick={() => void tutor.hint()}>
            {t("socratic.hint")}
          </button>
          {session.attempts >= 2 ? (
            <button type="button" disabled={tutor.busy} onClick={() => void tutor.hint(true)}>
              {t("socratic.showAnswer")}
            </button>
          ) : null}
        </form>
      ) : (
        <p role="status">{session.status === "SOLVED" ? t("socratic.solved") : t("socratic.revealed")}</p>
      )}
      <button type="button" onClick={tutor.reset}>
        {t("socratic.newProblem")}
      </button>
    </section>
  );
}
