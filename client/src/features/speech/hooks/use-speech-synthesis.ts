import { useEffect, useRef, useState } from "react";
import { authStore } from "../../auth/utils/session";
import { baseLanguage } from "../utils/languages";
import { speakableText, speechChunks } from "../utils/speakable";

export type SpeakingState = "idle" | "speaking" | "paused";

/** The longest text sent to the server's voice in one request (its limit, see server/src/modules/tts). */
export const SERVER_TTS_MAX_CHARS = 400;

function browserSynth(): SpeechSynthesis | null {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
}

/**
 * The device voice for a language: an exact match ("hi-IN") first, then any of the language ("hi").
 * `undefined` when the device lists no voices at all (some browsers list them late, or never: the
 * browser then picks by `lang`); `null` when it lists voices but none speaks this language.
 */
export function deviceVoiceFor(lang: string): SpeechSynthesisVoice | null | undefined {
  const voices = browserSynth()?.getVoices() ?? [];
  if (voices.length === 0) return browserSynth() ? undefined : null;
  const norm = (l: string) => l.replace("_", "-").toLowerCase();
  return (
    voices.find((v) => norm(v.lang) === norm(lang)) ??
    voices.find((v) => baseLanguage(v.lang) === baseLanguage(lang)) ??
    null
  );
}

// Chrome lists voices only after its first `voiceschanged`: ask early so the list is ready.
browserSynth()?.getVoices();

/** Fetches the server's (espeak-ng) speech for one chunk as a WAV blob. */
async function serverSpeech(text: string, lang: string, signal: AbortSignal): Promise<Blob> {
  const token = authStore.getToken();
  const res = await fetch("/tts", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ text, lang: baseLanguage(lang) }),
    signal,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? `TTS ${res.status}`);
  }
  return res.blob();
}

export interface SpeakOptions {
  /** Called once when everything was spoken, or speaking was stopped or failed. */
  onEnd?: () => void;
}

/**
 * The one read-aloud hook of the client: picks the device voice for the language and reads
 * Markdown and LaTeX as words, a sentence or so at a time, with pause, resume and stop. Where the
 * device has no voice for the language (desktop Chrome has no Gujarati voice) the server speaks it
 * (`robotic` is then true, and the page says it is a robotic voice).
 */
export function useSpeechSynthesis() {
  const [state, setState] = useState<SpeakingState>("idle");
  const [robotic, setRobotic] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useRef(0);
  const audio = useRef<HTMLAudioElement | null>(null);
  const aborter = useRef<AbortController | null>(null);
  const supported = browserSynth() !== null || typeof Audio !== "undefined";

  function finish(id: number, onEnd?: () => void) {
    if (run.current !== id) return;
    run.current += 1;
    setState("idle");
    onEnd?.();
  }

  function halt() {
    run.current += 1;
    browserSynth()?.cancel();
    aborter.current?.abort();
    aborter.current = null;
    if (audio.current) {
      audio.current.pause();
      audio.current = null;
    }
  }

  // Leaving the page stops whatever it was saying (halt only touches refs, so the first one serves).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => () => halt(), []);

  function speak(text: string, lang: string, options: SpeakOptions = {}) {
    halt();
    const id = run.current;
    const chunks = speechChunks(speakableText(text));
    setError(null);
    if (chunks.length === 0) {
      options.onEnd?.();
      return;
    }
    setState("speaking");
    const synth = browserSynth();
    const voice = deviceVoiceFor(lang);
    if (synth && voice !== null) {
      setRobotic(false);
      chunks.forEach((chunk, i) => {
        const u = new SpeechSynthesisUtterance(chunk);
        u.lang = lang;
        if (voice) u.voice = voice;
        if (i === chunks.length - 1) u.onend = () => finish(id, options.onEnd);
        u.onerror = () => finish(id, options.onEnd);
        synth.speak(u);
      });
      return;
    }
    setRobotic(true);
    void speakOnServer(id, chunks, lang, options.onEnd);
  }

  async function speakOnServer(id: number, chunks: string[], lang: string, onEnd?: () => void) {
    const controller = new AbortController();
    aborter.current = controller;
    // Chunks are joined up to the server's limit: fewer requests, still an early first sound.
    const parts: string[] = [];
    for (const c of chunks) {
      const last = parts.at(-1);
      if (last !== undefined && last.length + c.length + 1 <= SERVER_TTS_MAX_CHARS)
        parts[parts.length - 1] = `${last} ${c}`;
      else parts.push(c.slice(0, SERVER_TTS_MAX_CHARS));
    }
    try {
      let next = serverSpeech(parts[0] as string, lang, controller.signal);
      for (let i = 0; i < parts.length; i++) {
        const blob = await next;
        if (run.current !== id) return;
        if (i + 1 < parts.length) next = serverSpeech(parts[i + 1] as string, lang, controller.signal);
        await play(id, blob);
      }
    } catch (e) {
      if (run.current === id && !controller.signal.aborted)
        setError(e instanceof Error ? e.message : String(e));
    }
    finish(id, onEnd);
  }

  function play(id: number, blob: Blob): Promise<void> {
    return new Promise((resolve) => {
      if (run.current !== id) return resolve();
      const url = URL.createObjectURL(blob);
      const a = new Audio(url);
      audio.current = a;
      const done = () => {
        URL.revokeObjectURL(url);
        resolve();
      };
      a.onended = done;
      a.onerror = done;
      a.play().catch(done);
    });
  }

  function pause() {
    if (state !== "speaking") return;
    if (audio.current) audio.current.pause();
    else browserSynth()?.pause();
    setState("paused");
  }

  function resume() {
    if (state !== "paused") return;
    if (audio.current) void audio.current.play();
    else browserSynth()?.resume();
    setState("speaking");
  }

  function stop() {
    const wasActive = state !== "idle";
    halt();
    setState("idle");
    return wasActive;
  }

  return { supported, state, speaking: state !== "idle", robotic, error, speak, pause, resume, stop };
}
