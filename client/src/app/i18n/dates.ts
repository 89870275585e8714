import { i18n } from "./i18n";

const LOCALES: Record<string, string> = { en: "en-IN", hi: "hi-IN", gu: "gu-IN" };

/** The locale dates and numbers are written in: the UI language's Indian form (en-IN, hi-IN, gu-IN). */
export function uiLocale(): string {
  return LOCALES[i18n.language] ?? "en-IN";
}

/** A date (and, with options, a time) in the UI language, e.g. "23/11/2026" or "२३/११/२०२६". */
export function formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string {
  return new Date(value).toLocaleDateString(uiLocale(), options);
}

/** A date and time in the UI language, e.g. "23 Nov 2026, 3:30 pm" or "२३ नव॰ २०२६, ३:३० pm". */
export function formatDateTime(value: string | number | Date): string {
  return new Date(value).toLocaleString(uiLocale(), { dateStyle: "medium", timeStyle: "short" });
}
