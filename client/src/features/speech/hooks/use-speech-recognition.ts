import { useEffect, useRef, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import { speechLanguageFor } from "../utils/languages";

/** The part of the Web Speech API we use (not in TypeScript's DOM library). */
export interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult:
    | ((event: {
        resultIndex?: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal?: boolean }>;
      }) => void)
    | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  onspeechstart?: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Feature detection, done once at start: does this browser have speech recognition at all? */
export function recognitionSupported(): boolean {
  return recognitionConstructor() !== null;
}

/**
 * SPEC 8's text for a recognition error: 'Speech recognition failed: {reason}', with a reason a
 * child can act on (how to allow the microphone; that nothing was heard), or the browser's code.
 */
export function recognitionErrorText(code: string): string {
  const reason =
    code === "not-allowed" || code === "service-not-allowed"
      ? i18n.t("voice.reason.denied")
      : code === "no-speech"
        ? i18n.t("voice.reason.silence")
        : code === "audio-capture"
          ? i18n.t("voice.reason.noMicrophone")
          : code;
  return i18n.t("msg.speechFailed", { reason });
}

export interface RecognitionOptions {
  /** Each final phrase heard. */
  onText: (text: string) => void;
  /** Words as they are heard (only with `interim`); the voice bot uses them for barge-in. */
  onInterim?: (text: string) => void;
  /** Recognition ended (heard something, silence, error or stop). */
  onEnd?: () => void;
  /** Recognition failed; the toast is shown already. */
  onError?: (code: string) => void;
  interim?: boolean;
  /** Silence at the end is not an error worth a toast (the voice bot just listens again). */
  quietOnSilence?: boolean;
}

/**
 * The one speech-recognition hook of the client: one utterance at a time (SPEC 5) in en-IN, hi-IN or
 * gu-IN. The page shows what was heard in an editable box before anything is sent. Messages are
 * SPEC 8's: not supported, failed with the reason, could not start.
 */
export function useSpeechRecognition(options: RecognitionOptions) {
  const [listening, setListening] = useState(false);
  const current = useRef<Recognition | null>(null);
  const opts = useRef(options);
  opts.current = options;
  const [supported] = useState(recognitionSupported);

  useEffect(() => () => current.current?.abort(), []);

  /** Starts listening in `lang`; false when it could not start (the toast says why). */
  function start(lang: string): boolean {
    const Ctor = recognitionConstructor();
    if (!Ctor) {
      toast.error(i18n.t("msg.speechNotSupported"));
      return false;
    }
    current.current?.abort();
    try {
      const r = new Ctor();
      r.lang = lang;
      r.interimResults = Boolean(opts.current.interim);
      r.continuous = false;
      r.maxAlternatives = 1;
      r.onresult = (event) => {
        const results = Array.from(event.results);
        const finals = results.filter((res) => res.isFinal !== false);
        const text = finals
          .map((alternatives) => alternatives[0]?.transcript ?? "")
          .join(" ")
          .trim();
        const heard = results
          .map((alternatives) => alternatives[0]?.transcript ?? "")
          .join(" ")
          .trim();
        if (heard) opts.current.onInterim?.(heard);
        if (text && finals.length === results.length) opts.current.onText(text);
      };
      r.onerror = (event) => {
        const quiet =
          event.error === "aborted" || (event.error === "no-speech" && opts.current.quietOnSilence);
        if (!quiet) toast.error(recognitionErrorText(event.error));
        opts.current.onError?.(event.error);
      };
      r.onend = () => {
        if (current.current !== r) return;
        current.current = null;
        setListening(false);
        opts.current.onEnd?.();
      };
      current.current = r;
      r.start();
      setListening(true);
      return true;
    } catch {
      current.current = null;
      toast.error(i18n.t("msg.voiceStartFailed"));
      setListening(false);
      return false;
    }
  }

  /** Stops listening; what was heard so far still arrives. */
  function stop() {
    current.current?.stop();
  }

  /** Stops listening and drops what was heard. */
  function abort() {
    const r = current.current;
    current.current = null;
    r?.abort();
    setListening(false);
  }

  function toggle(lang: string) {
    if (current.current) stop();
    else start(lang);
  }

  return { supported, listening, start, stop, abort, toggle };
}

/**
 * Voice input for a question box: toggles listening in `lang` (default: the UI language's speech
 * language) and appends each heard phrase to the box through `onText`, where it can be edited
 * before it is sent. `recording` drives SPEC's 'Recording...' indicator.
 */
export function useVoiceInput(onText: (text: string) => void, lang?: string) {
  const r = useSpeechRecognition({ onText });
  return {
    supported: r.supported,
    recording: r.listening,
    toggle: () => r.toggle(lang ?? speechLanguageFor(i18n.language)),
  };
}
