import { i18n } from "../../../app/i18n/i18n";
import "../../../app/i18n/english/dashboard";

/** "1 h 05 min", "12 min", "45 s", "0 min". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s === 0) return i18n.t("dashboard.duration.zero");
  if (s < 60) return i18n.t("dashboard.duration.seconds", { s });
  const m = Math.floor(s / 60);
  if (m < 60) return i18n.t("dashboard.duration.minutes", { m });
  return i18n.t("dashboard.duration.hours", { h: Math.floor(m / 60), mm: String(m % 60).padStart(2, "0") });
}

/** Time left as a clock: "12:05", "1:02:03". */
export function formatTimeLeft(endsAt: string, now: number): string {
  const left = Math.max(0, Math.round((Date.parse(endsAt) - now) / 1000));
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  const mm = String(m).padStart(h > 0 ? 2 : 1, "0");
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

/** "just now", "3 min ago", "2 h ago", "4 days ago", "never". */
export function formatAgo(iso: string | null | undefined, now: number): string {
  if (!iso) return i18n.t("dashboard.ago.never");
  const s = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (s < 45) return i18n.t("dashboard.ago.justNow");
  const m = Math.round(s / 60);
  if (m < 60) return i18n.t("dashboard.ago.minutes", { count: m });
  const h = Math.round(m / 60);
  if (h < 48) return i18n.t("dashboard.ago.hours", { count: h });
  return i18n.t("dashboard.ago.days", { count: Math.round(h / 24) });
}
