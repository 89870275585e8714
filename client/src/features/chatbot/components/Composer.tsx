import { CHAT_MESSAGE_MAX } from "@vidya/core/chat/chat-limits";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useVoiceInput } from "../../speech/hooks/use-speech-recognition";
import "../../../app/i18n/english/chatbot";

/** The message box: at most CHAT_MESSAGE_MAX characters (counted as you type); Enter sends, Shift+Enter breaks a line. */
export function Composer(props: {
  /** A message is being sent. */
  sending: boolean;
  /** A reply is still being written: one at a time. */
  waiting: boolean;
  onSend: (message: string) => Promise<boolean>;
  /** The speech-recognition language (the chatbot's language). */
  speechLang?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  // Heard words go into the box, to be checked and edited before Send (the one speech module).
  const voice = useVoiceInput(
    (heard) => setText((old) => (old ? `${old} ${heard}` : heard)),
    props.speechLang,
  );
  const tooLong = text.length > CHAT_MESSAGE_MAX;
  const empty = text.trim() === "";

  async function submit() {
    if (empty || tooLong || props.sending || props.waiting) return;
    if (await props.onSend(text.trim())) setText("");
  }
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form className="chat-composer" onSubmit={handleSubmit}>
      <label className="visually-hidden" htmlFor="chat-message">
        {t("chatbot.messageLabel")}
      </label>
      <textarea
        id="chat-message"
        rows={3}
        value={text}
        placeholder={t("chatbot.placeholder")}
        aria-invalid={tooLong}
        aria-describedby="chat-counter"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={handleKeyDown}
      />
      <div className="chat-composer-row">
        <span id="chat-counter" className={tooLong ? "cls-error" : "cls-muted"}>
          {tooLong
            ? t("chatbot.tooLong", { max: CHAT_MESSAGE_MAX })
            : t("chatbot.counter", { count: text.length, max: CHAT_MESSAGE_MAX })}
        </span>
        {voice.supported ? (
          <button type="button" className="secondary" aria-pressed={voice.recording} onClick={voice.toggle}>
            {voice.recording ? t("tutor.stopVoice") : t("tutor.voiceInput")}
          </button>
        ) : null}
        {voice.recording ? (
          <span className="recording" role="status">
            {t("tutor.recording")}
          </span>
        ) : null}
        <button
          type="submit"
          className="primary"
          disabled={empty || tooLong || props.sending || props.waiting}
        >
          {props.sending ? t("chatbot.sending") : t("chatbot.send")}
        </button>
      </div>
    </form>
  );
}
