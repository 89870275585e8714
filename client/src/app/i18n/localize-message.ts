import { MESSAGES } from "@vidya/core/messages";
import { i18n } from "./i18n";

type MessageKey = keyof typeof MESSAGES;

// The fixed SPEC messages by their English words. The server and worker speak English (SPEC 8, word
// for word); the client shows the same message in the reader's language.
const BY_TEXT = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, unknown][])
    .filter((entry): entry is [MessageKey, string] => typeof entry[1] === "string")
    .map(([key, text]) => [text, key]),
);
const SPEECH_FAILED = /^Speech recognition failed: (.*)$/s;

/**
 * A message from the server (a validation error, a failed task, the tutor's warning) in the UI
 * language when it is one of SPEC's messages; any other text is shown as it came.
 */
export function localizeMessage(text: string): string {
  const key = BY_TEXT.get(text);
  if (key) return i18n.t(`msg.${key}`);
  const speech = SPEECH_FAILED.exec(text);
  if (speech) return i18n.t("msg.speechFailed", { reason: speech[1] });
  return text;
}
