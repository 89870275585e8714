import { useEffect, useRef, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";

/** The part of the Web Speech API used here (not in TypeScript's DOM types everywhere). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Voice input (SPEC 5): the browser's speech recognition, en-US (a subject page passes its own
 * language, e.g. hi-IN on /hindi), one utterance, no interim results.
 * `toggle` starts or stops; `recording` drives the 'Recording...' indicator; each heard phrase goes
 * to `onText`. SPEC 8's messages on no support, on a recognition error and on a failed start.
 */
export function useVoiceInput(onText: (text: string) => void, lang = "en-US") {
  const [recording, setRecording] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const handleText = useRef(onText);
  handleText.current = onText;

  useEffect(() => () => recognition.current?.abort(), []);

  function toggle() {
    if (recording) {
      recognition.current?.stop();
      return;
    }
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      toast.error(i18n.t("msg.speechNotSupported"));
      return;
    }
    try {
      const r = new Constructor();
      r.lang = lang;
      r.continuous = false;
      r.interimResults = false;
      r.maxAlternatives = 1;
      r.onresult = (event) => {
        const heard = Array.from(event.results)
          .map((result) => result[0]?.transcript ?? "")
          .join(" ")
          .trim();
        if (heard) handleText.current(heard);
      };
      r.onerror = (event) => toast.error(i18n.t("msg.speechFailed", { reason: event.error }));
      r.onend = () => {
        setRecording(false);
        recognition.current = null;
      };
      recognition.current = r;
      r.start();
      setRecording(true);
    } catch {
      recognition.current = null;
      setRecording(false);
      toast.error(i18n.t("msg.voiceStartFailed"));
    }
  }
  return { recording, toggle };
}
