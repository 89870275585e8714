import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ClassPicker } from "../../classrooms/components/ClassPicker";
import { useClassrooms } from "../../classrooms/hooks/use-classrooms";
import { useSpeechRecognition } from "../../speech/hooks/use-speech-recognition";
import { SPEECH_LANGUAGES, type SpeechLanguage, speechLanguageFor } from "../../speech/utils/languages";
import { useChapterQuestion } from "../hooks/use-chapter-question";
import { AnswerPanel } from "./AnswerPanel";
import { ChapterHistory } from "./ChapterHistory";
import { type ChapterChoice, ChapterPicker } from "./ChapterPicker";
import "../../classrooms/classrooms.css";
import "../../../app/i18n/english/teacher";

/** /teacher: Chapter Q&A by typing or by voice, answer streamed, read aloud, saved to history. */
export function ChapterQa() {
  const { t, i18n } = useTranslation();
  const { classrooms } = useClassrooms();
  const [classroomId, setClassroomId] = useState<string | null>(null);
  const [choice, setChoice] = useState<ChapterChoice>({ grade: 10, subject: "mathematics", chapterId: "" });
  const [question, setQuestion] = useState("");
  // The voice language follows the UI language until the teacher picks one.
  const [pickedSpeechLang, setSpeechLang] = useState<SpeechLanguage | null>(null);
  const speechLang = pickedSpeechLang ?? speechLanguageFor(i18n.language);
  const { ask, busy, current, problem } = useChapterQuestion();
  const voice = useSpeechRecognition({ onText: (text) => setQuestion((q) => (q ? `${q} ${text}` : text)) });
  const language = SPEECH_LANGUAGES.find((l) => l.code === speechLang)?.language ?? "en";

  function handlePickClass(id: string) {
    setClassroomId(id);
    const c = classrooms.find((x) => x.id === id);
    if (c) setChoice({ grade: c.grade, subject: c.subjects[0] ?? choice.subject, chapterId: "" });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    await ask({ classroomId, ...choice, question, language });
  }

  const missing = !choice.chapterId
    ? t("teacher.qa.chooseChapter")
    : question.trim().length < 3
      ? t("teacher.qa.typeOrSpeak")
      : null;
  return (
    <div className="cls-page">
      <h1>{t("teacher.qa.title")}</h1>
      {classrooms.length > 0 && (
        <ClassPicker
          classrooms={classrooms}
          value={classroomId}
          onChange={handlePickClass}
          label={t("teacher.qa.classOptional")}
        />
      )}
      <ChapterPicker value={choice} onChange={setChoice} />
      <form className="cls-card" onSubmit={handleSubmit}>
        <label htmlFor="cls-question">{t("teacher.qa.yourQuestion")}</label>
        <textarea
          id="cls-question"
          rows={3}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          maxLength={1000}
        />
        <div className="cls-row">
          <label>
            {t("teacher.qa.voiceLanguage")}{" "}
            <select
              aria-label={t("teacher.qa.voiceLanguage")}
              value={speechLang}
              onChange={(e) => setSpeechLang(e.target.value as SpeechLanguage)}
            >
              {SPEECH_LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={() => (voice.listening ? voice.stop() : voice.start(speechLang))}
            aria-pressed={voice.listening}
          >
            {voice.listening ? t("teacher.qa.stop") : t("teacher.qa.speak")}
          </button>
          {voice.listening && <span className="cls-recording">{t("teacher.qa.recording")}</span>}
          <button type="submit" disabled={busy || missing !== null} title={missing ?? undefined}>
            {busy ? t("teacher.qa.asking") : t("teacher.qa.ask")}
          </button>
        </div>
        {problem && (
          <p className="cls-error" role="alert">
            {problem}
          </p>
        )}
      </form>
      <AnswerPanel item={current} speechLang={speechLang} />
      <ChapterHistory kind="ANSWER" title={t("teacher.qa.historyTitle")} />
    </div>
  );
}
