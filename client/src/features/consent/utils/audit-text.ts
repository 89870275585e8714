import type { TFunction } from "i18next";

/**
 * One entry of "who looked at your child's data" in words (issue 25: the log showed raw entries such
 * as "teacher:dashboard"): who, in what role, did what. An action the client does not know yet
 * still reads as a sentence.
 */
export function auditText(
  t: TFunction,
  entry: { actorName: string; actorRole: string; action: string },
): string {
  const key = entry.action.replace(/[^a-z]+/gi, "_").toLowerCase();
  const action = t(`consent.auditActions.${key}`, { defaultValue: t("consent.auditActions.other") });
  const role = t(`consent.auditRoles.${entry.actorRole}`, { defaultValue: t("consent.auditRoles.unknown") });
  return `${entry.actorName} (${role}) ${action}`;
}
