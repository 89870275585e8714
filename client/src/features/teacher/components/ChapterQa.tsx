import { type FormEvent, useState } from "react";
import { ClassPicker } from "../../classrooms/components/ClassPicker";
import { useClassrooms } from "../../classrooms/hooks/use-classrooms";
import { useChapterQuestion } from "../hooks/use-chapter-question";
import { SPEECH_LANGUAGES, type SpeechLanguage, useSpeechRecognition } from "../hooks/use-speech-recognition";
import { AnswerPanel } from "./AnswerPanel";
import { ChapterHistory } from "./ChapterHistory";
import { type ChapterChoice, ChapterPicker } from "./ChapterPicker";
import "../../classrooms/classrooms.css";

/** /teacher: Chapter Q&A by typing or by voice, answer streamed, read aloud, saved to history. */
export function ChapterQa() {
  const { classrooms } = useClassrooms();
  const [classroomId, setClassroomId] = useState<string | null>(null);
  const [choice, setChoice] = useState<ChapterChoice>({ grade: 10, subject: "mathematics", chapterId: "" });
  const [question, setQuestion] = useState("");
  const [speechLang, setSpeechLang] = useState<SpeechLanguage>("en-IN");
  const { ask, busy, current, problem } = useChapterQuestion();
  const voice = useSpeechRecognition((text) => setQuestion((q) => (q ? `${q} ${text}` : text)));
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
    ? "Choose a chapter."
    : question.trim().length < 3
      ? "Type or speak your question."
      : null;
  return (
    <div className="cls-page">
      <h1>Chapter Q&amp;A</h1>
      {classrooms.length > 0 && (
        <ClassPicker
          classrooms={classrooms}
          value={classroomId}
          onChange={handlePickClass}
          label="Class (optional)"
        />
      )}
      <ChapterPicker value={choice} onChange={setChoice} />
      <form className="cls-card" onSubmit={handleSubmit}>
        <label htmlFor="cls-question">Your question</label>
        <textarea
          id="cls-question"
          rows={3}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          maxLength={1000}
        />
        <div className="cls-row">
          <label>
            Voice language{" "}
            <select
              aria-label="Voice language"
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
            {voice.listening ? "Stop" : "🎤 Speak"}
          </button>
          {voice.listening && <span className="cls-recording">Recording...</span>}
          <button type="submit" disabled={busy || missing !== null} title={missing ?? undefined}>
            {busy ? "Asking..." : "Ask"}
          </button>
        </div>
        {problem && (
          <p className="cls-error" role="alert">
            {problem}
          </p>
        )}
      </form>
      <AnswerPanel item={current} speechLang={speechLang} />
      <ChapterHistory kind="ANSWER" title="Your questions" />
    </div>
  );
}
