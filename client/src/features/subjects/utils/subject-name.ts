import { i18n } from "../../../app/i18n/i18n";

/** The subject slug as a name: "social-science" → "Social Science". */
export function subjectName(slug: string | null | undefined): string {
  if (!slug) return "";
  const key = `subjectNames.${slug.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;
  if (i18n.exists(key)) return i18n.t(key as "subjectNames.mathematics");
  return slug
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}
