import { formatDateTime, formatTime } from "../../../app/i18n/dates";
import { i18n } from "../../../app/i18n/i18n";
import type { GroupSubject, ReportReason } from "../../../gql/graphql";
import "../../../app/i18n/english/groups";

/** The report reasons, in the order the report form offers them. */
export const REPORT_REASONS: readonly ReportReason[] = [
  "bullying",
  "inappropriate",
  "spam",
  "personal_info",
  "other",
];

/** A group's subject in the UI language, e.g. "Mathematics", "गणित". */
export function subjectLabel(subject: GroupSubject): string {
  return i18n.t(`groups.subjects.${subject}`);
}

/** Why a message was reported, in the UI language. */
export function reasonLabel(reason: ReportReason): string {
  return i18n.t(`groups.reasons.${reason}`);
}

/**
 * A group's one-line description: "Mathematics · Class 7A · 2 members", with more parts (such as
 * "your class") appended in the same way.
 */
export function groupAbout(
  group: { subject: GroupSubject; className: string | null; memberCount: number },
  ...more: (string | false | null | undefined)[]
): string {
  return [
    subjectLabel(group.subject),
    group.className ? i18n.t("groups.about.className", { name: group.className }) : null,
    i18n.t("groups.about.members", { count: group.memberCount }),
    ...more,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** When a message was written: "10:42 am" today, "12 Mar, 10:42 am" otherwise (in the UI language). */
export function messageTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (d.toDateString() === now.toDateString()) return formatTime(d);
  return formatDateTime(d, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
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
