import { GROUP_MESSAGE_MAX_CHARS } from "@vidya/core/groups/constants";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../app/i18n/dates";
import "../../../app/i18n/english/groups";

interface Props {
  disabled: boolean;
  onSend: (body: string) => void;
  onTyping: (text: string) => void;
}

/** Message box: Enter sends, Shift+Enter adds a line. Markdown and $maths$ are rendered. */
export function Composer({ disabled, onSend, onTyping }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const trimmed = text.trim();
  const tooLong = trimmed.length > GROUP_MESSAGE_MAX_CHARS;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || tooLong || disabled) return;
    onSend(trimmed);
    setText("");
    onTyping("");
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form className="gc-composer" onSubmit={submit}>
      <label htmlFor="gc-input" className="visually-hidden">
        {t("groups.composer.label")}
      </label>
      <textarea
        id="gc-input"
        value={text}
        rows={2}
        placeholder={t("groups.composer.placeholder")}
        onChange={(e) => {
          setText(e.target.value);
          onTyping(e.target.value);
        }}
        onKeyDown={handleKeyDown}
        disabled={disabled}
        aria-describedby="gc-count"
      />
      <div className="gc-row">
        <span id="gc-count" className={`hint${tooLong ? " gc-error" : ""}`}>
          {tooLong
            ? t("groups.composer.tooLong", {
                length: formatNumber(trimmed.length),
                max: formatNumber(GROUP_MESSAGE_MAX_CHARS),
              })
            : t("groups.composer.count", { length: trimmed.length, max: GROUP_MESSAGE_MAX_CHARS })}
        </span>
        <button type="submit" className="primary" disabled={disabled || !trimmed || tooLong}>
          {t("groups.composer.send")}
        </button>
      </div>
    </form>
  );
}
