import type { ProgressQuery } from "../../../gql/graphql";

function cell(value: string | number | null | undefined): string {
  const s = value === null || value === undefined ? "" : String(value);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The student's progress as CSV: study days, then chapters with their levels, then badges. */
export function progressCsv(p: ProgressQuery["progress"]): string {
  const rows: (string | number | null)[][] = [["section", "date or subject", "name", "value", "detail"]];
  for (const d of p.days)
    rows.push(["study minutes", d.date, "", d.minutes, `${d.focusSessions} focus sessions`]);
  for (const s of p.subjects) rows.push(["subject", s.subject, "", s.minutes, `${s.questions} questions`]);
  rows.push([
    "streak",
    p.today,
    "current",
    p.streak.current,
    `best ${p.streak.best}, freezes ${p.streak.freezes}`,
  ]);
  for (const c of p.chapters) rows.push(["mastery", c.subject, c.title, c.level, c.reason]);
  rows.push([
    "flashcard retention",
    "",
    "last 30 days",
    p.retention.rate === null ? "" : Math.round(p.retention.rate * 100),
    `${p.retention.reviews} reviews`,
  ]);
  for (const b of p.badges)
    rows.push(["badge", b.earnedOn ?? "", b.title, b.earned ? "earned" : "not yet", ""]);
  return `${rows.map((r) => r.map(cell).join(",")).join("\r\n")}\r\n`;
}

export function downloadCsv(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
