import { QUESTION_MAX_CHARS } from "@vidya/core/constants";
import { type FormEvent, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useVoiceInput } from "../../speech/hooks/use-speech-recognition";
import type { Attachment } from "../hooks/use-image-attachment";

export interface QuestionBoxProps {
  text: string;
  onTextChange: (text: string) => void;
  attachment: Attachment | null;
  onAttach: (file: File | undefined) => void;
  onRemoveAttachment: () => void;
  solving: boolean;
  onSolve: () => void;
  placeholder: string;
  /** Speech-recognition language (SPEC 5: en-US; a subject page uses its own). */
  speechLang?: string;
}

/**
 * SPEC's math question box: text, an optional picture with its preview, voice input, and Solve —
 * disabled unless there is text or a picture, reading 'Solving...' while an answer is on its way.
 */
export function QuestionBox(props: QuestionBoxProps) {
  const { text, onTextChange, attachment, solving } = props;
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const voice = useVoiceInput((heard) => onTextChange(text ? `${text} ${heard}` : heard), props.speechLang);
  const canSolve = (text.trim() !== "" || attachment !== null) && !solving;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!solving) props.onSolve();
  }

  return (
    <form className="question-box" onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t("tutor.yourQuestion")}
      </label>
      <textarea
        id={inputId}
        value={text}
        maxLength={QUESTION_MAX_CHARS}
        rows={3}
        placeholder={props.placeholder}
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey) handleSubmit(e);
        }}
      />
      {attachment ? (
        <figure className="attachment-preview">
          <img src={attachment.dataUrl} alt={t("tutor.attached", { name: attachment.name })} />
          <figcaption>
            {attachment.name}{" "}
            <button type="button" className="link-button" onClick={props.onRemoveAttachment}>
              {t("tutor.removeImage")}
            </button>
          </figcaption>
        </figure>
      ) : null}
      <div className="question-actions">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t("tutor.attachImage")}
          data-testid="image-input"
          onChange={(e) => {
            props.onAttach(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <button type="button" className="secondary" onClick={() => fileInput.current?.click()}>
          {t("tutor.attachImage")}
        </button>
        <button type="button" className="secondary" aria-pressed={voice.recording} onClick={voice.toggle}>
          {voice.recording ? t("tutor.stopVoice") : t("tutor.voiceInput")}
        </button>
        {voice.recording ? (
          <span className="recording" role="status">
            {t("tutor.recording")}
          </span>
        ) : null}
        <button type="submit" className="primary solve" disabled={!canSolve}>
          {solving ? t("tutor.solving") : t("tutor.solve")}
        </button>
      </div>
    </form>
  );
}
