import type { GroupSubject, ReportReason } from "../../../gql/graphql";

export const SUBJECT_LABELS: Record<GroupSubject, string> = {
  mathematics: "Mathematics",
  science: "Science",
  social_science: "Social Science",
  english: "English",
  hindi: "Hindi",
  gujarati: "Gujarati",
  sanskrit: "Sanskrit",
  general: "General study",
};

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  bullying: "Bullying or unkind",
  inappropriate: "Rude or inappropriate",
  spam: "Spam",
  personal_info: "Asks for or shares personal information",
  other: "Something else",
};

/** "10:42" today, "12 Mar, 10:42" otherwise. */
export function formatTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const time = d.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  if (d.toDateString() === now.toDateString()) return time;
  return `${d.toLocaleDateString(undefined, { day: "numeric", month: "short" })}, ${time}`;
}

/** The invite link for a code, on this site. */
export function inviteLink(code: string): string {
  return `${window.location.origin}/groups/join/${encodeURIComponent(code)}`;
}

/** A message id of the sender's own making, so a retried send is recognised (UUID where available). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The readable message of an error union member, or a fallback. */
export function errorMessage(
  result: { __typename?: string; message?: string } | null | undefined,
  fallback: string,
): string {
  return result && "message" in result && result.message ? result.message : fallback;
}
