import { useEffect, useRef, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";

/** The part of the Web Speech API we use (not in TypeScript's DOM library). */
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

/** Languages teachers can speak in (DESIGN: English, Hindi, Gujarati). */
export const SPEECH_LANGUAGES = [
  { code: "en-IN", label: "English (India)", language: "en" },
  { code: "hi-IN", label: "हिन्दी", language: "hi" },
  { code: "gu-IN", label: "ગુજરાતી", language: "gu" },
] as const;
export type SpeechLanguage = (typeof SPEECH_LANGUAGES)[number]["code"];

/** The speech language of a UI language ("hi" → "hi-IN"); English (India) for anything else. */
export function speechLanguageFor(uiLanguage: string): SpeechLanguage {
  return SPEECH_LANGUAGES.find((l) => l.language === uiLanguage)?.code ?? "en-IN";
}

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Browser speech recognition, one utterance at a time (SPEC 5), in en-IN, hi-IN or gu-IN.
 * Messages are SPEC 8's: not supported, failed with the reason, could not start.
 */
export function useSpeechRecognition(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const current = useRef<Recognition | null>(null);
  const supported = typeof window !== "undefined" && recognitionConstructor() !== null;

  useEffect(() => () => current.current?.stop(), []);

  function start(lang: SpeechLanguage) {
    const Ctor = recognitionConstructor();
    if (!Ctor) {
      toast.error(i18n.t("msg.speechNotSupported"));
      return;
    }
    try {
      const r = new Ctor();
      r.lang = lang;
      r.interimResults = false;
      r.continuous = false;
      r.maxAlternatives = 1;
      r.onresult = (event) => {
        const text = Array.from(event.results)
          .map((alternatives) => alternatives[0]?.transcript ?? "")
          .join(" ")
          .trim();
        if (text) onText(text);
      };
      r.onerror = (event) => {
        if (event.error !== "aborted" && event.error !== "no-speech")
          toast.error(i18n.t("msg.speechFailed", { reason: event.error }));
        setListening(false);
      };
      r.onend = () => setListening(false);
      current.current = r;
      r.start();
      setListening(true);
    } catch {
      toast.error(i18n.t("msg.voiceStartFailed"));
      setListening(false);
    }
  }

  function stop() {
    current.current?.stop();
    setListening(false);
  }

  return { supported, listening, start, stop };
}
