import { spawn } from "node:child_process";
import type { Services } from "../../context";
import { AppError } from "../../errors";
import { cachedClip, storeClip, ttsCacheKey } from "./tts-cache";

/** The longest text one /tts request may speak (about 20 seconds of speech). */
export const TTS_MAX_CHARS = 400;

/** Our languages and espeak-ng's voice for each (Debian's espeak-ng-data). */
export const TTS_VOICES = { en: "en-us", hi: "hi", gu: "gu" } as const;
export type TtsLanguage = keyof typeof TTS_VOICES;

/** espeak-ng runs at most this many at once per process; more wait their turn. */
const MAX_RUNNING = 2;
const TIMEOUT_MS = 15_000;

export function ttsLanguage(value: unknown): TtsLanguage | null {
  return typeof value === "string" && value in TTS_VOICES ? (value as TtsLanguage) : null;
}

/** Checks a request's text and language; throws an AppError a caller can show as it is. */
export function checkTtsInput(text: unknown, lang: unknown): { text: string; lang: TtsLanguage } {
  const language = ttsLanguage(lang);
  if (!language) throw new AppError("BAD_LANGUAGE", "The language must be en, hi or gu.");
  if (typeof text !== "string" || text.trim() === "")
    throw new AppError("EMPTY_TEXT", "There is no text to speak.");
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length > TTS_MAX_CHARS)
    throw new AppError("TEXT_TOO_LONG", `Text to speak must be at most ${TTS_MAX_CHARS} characters.`);
  return { text: clean, lang: language };
}

let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Runs espeak-ng on `text` (given on stdin, never as an argument) and returns its WAV bytes. */
export function espeak(text: string, lang: TtsLanguage): Promise<Buffer> {
  return slot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const child = spawn("espeak-ng", ["-v", TTS_VOICES[lang], "-s", "150", "--stdout"], {
          stdio: ["pipe", "pipe", "pipe"],
        });
        const out: Buffer[] = [];
        let err = "";
        const timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
        child.stdout.on("data", (b: Buffer) => out.push(b));
        child.stderr.on("data", (b: Buffer) => {
          err += b.toString();
        });
        child.on("error", (e) => {
          clearTimeout(timer);
          reject(e);
        });
        child.on("close", (code) => {
          clearTimeout(timer);
          const wav = Buffer.concat(out);
          if (code === 0 && wav.subarray(0, 4).toString("latin1") === "RIFF") resolve(wav);
          else reject(new Error(`espeak-ng exited ${code}: ${err.slice(0, 200)}`));
        });
        child.stdin.end(text);
      }),
  );
}

/** The WAV for `text`: from this user's cache when they had this exact text read before, else spoken now. */
export async function speech(
  services: Pick<Services, "env" | "redis" | "logger">,
  userId: string,
  text: string,
  lang: TtsLanguage,
): Promise<Buffer> {
  const key = ttsCacheKey(services.env, userId, TTS_VOICES[lang], text);
  const hit = await cachedClip(services, key);
  if (hit) return hit;
  const wav = await espeak(text, lang);
  await storeClip(services, key, wav);
  return wav;
}
