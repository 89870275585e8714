/** The languages one can speak and be spoken to in (DESIGN: English, Hindi, Gujarati). */
export const SPEECH_LANGUAGES = [
  { code: "en-IN", label: "English (India)", language: "en" },
  { code: "hi-IN", label: "हिन्दी", language: "hi" },
  { code: "gu-IN", label: "ગુજરાતી", language: "gu" },
] as const;
export type SpeechLanguage = (typeof SPEECH_LANGUAGES)[number]["code"];

/** The speech language of a UI or subject language ("hi" → "hi-IN"); English (India) otherwise. */
export function speechLanguageFor(language: string): SpeechLanguage {
  const base = language.toLowerCase().split("-")[0];
  return SPEECH_LANGUAGES.find((l) => l.language === base)?.code ?? "en-IN";
}

/** The two-letter language of a speech language ("gu-IN" → "gu"). */
export function baseLanguage(lang: string): string {
  return lang.toLowerCase().split(/[-_]/)[0] ?? "en";
}
