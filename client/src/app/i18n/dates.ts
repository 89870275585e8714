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

/** A time of day in the UI language, e.g. "10:42 am". */
export function formatTime(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string {
  return new Date(value).toLocaleTimeString(uiLocale(), { hour: "2-digit", minute: "2-digit", ...options });
}

/** A date with a time in the UI language; by default e.g. "23 Nov 2026, 3:30 pm". */
export function formatDateTime(
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" },
): string {
  return new Date(value).toLocaleString(uiLocale(), options);
}

/** A number in the UI language's Indian form, e.g. "2,000" or "1,00,000". */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(uiLocale(), options);
}
