import { SUBJECT_LABELS, SUBJECTS } from "@vidya/core/subjects";
import { escapeRegExp } from "@vidya/core/text/escape-regexp";
import { i18n } from "../../../app/i18n/i18n";
import { teacher } from "../../../app/i18n/locales/en/teacher";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { subjectName } from "../../subjects/utils/subject-name";
import "../../../app/i18n/english/teacher";

type ServerKey = keyof typeof teacher.server;

// Each English text of teacher.server as a pattern: "{{title}}" matches any text, caught by name.
const PATTERNS = (Object.entries(teacher.server) as [ServerKey, string][]).map(([key, text]) => ({
  key,
  pattern: new RegExp(
    `^${text
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        return name ? `(?<${name}>.+?)` : escapeRegExp(part);
      })
      .join("")}$`,
    "s",
  ),
}));

/** A subject named in the server's English ("Social Science") in the UI language. */
function translatedSubject(label: string): string {
  const slug = SUBJECTS.find((s) => SUBJECT_LABELS[s] === label);
  return slug ? subjectName(slug) : label;
}

/**
 * A Chapter Q&A message from the server or worker (a refused question, the "AI provider needed"
 * answer, a failed task) in the UI language; SPEC's messages too; any other text as it came.
 */
export function localizeChapterMessage(text: string): string {
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = { ...match.groups };
    if (values.subject) values.subject = translatedSubject(values.subject);
    return i18n.t(`teacher.server.${key}`, { replace: values });
  }
  return localizeMessage(text);
}
