import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { enCore } from "./locales/en/core";

/** The UI languages (DESIGN): English, Hindi, Gujarati. */
export const UI_LANGUAGES = ["en", "hi", "gu"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
const STORAGE_KEY = "language";

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === "string" && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** Before sign-in: the language chosen here before, else the browser's, else English. */
export function detectLanguage(): UiLanguage {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isUiLanguage(stored)) return stored;
  } catch {
    // Storage can be blocked; the browser's language still works.
  }
  const preferred = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isUiLanguage(base)) return base;
  }
  return "en";
}

async function loadLanguage(lang: UiLanguage): Promise<void> {
  if (lang === "en" || i18n.hasResourceBundle(lang, "translation")) return;
  // Hindi and Gujarati load only for people who use them.
  const bundle =
    lang === "hi" ? (await import("./locales/hi/index")).hi : (await import("./locales/gu/index")).gu;
  i18n.addResourceBundle(lang, "translation", bundle, true, true);
}

/** Switches the UI language, remembering the choice in this browser. */
export async function changeLanguage(lang: UiLanguage): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered; the profile still keeps it for signed-in users.
  }
}

/** Starts i18next in the detected language (loaded before the first render, so no flash of English). */
export async function initI18n(lang: UiLanguage = detectLanguage()): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: enCore } },
    lng: "en",
    fallbackLng: "en",
    supportedLngs: [...UI_LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (lang !== "en") await changeLanguage(lang);
  else document.documentElement.lang = "en";
  return i18n;
}

export { i18n };
