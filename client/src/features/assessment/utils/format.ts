import { SUBJECTS } from "../../subjects/utils/subjects";

/** "4:05" from seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** The subject's page and name key from its slug (mathematics, social-science, …). */
export function subjectBySlug(slug: string) {
  return SUBJECTS.find((s) => s.slug === slug) ?? null;
}

/** A CSV file from rows (quoted where needed), downloaded in the browser. */
export function downloadCsv(name: string, rows: (string | number | null)[][]): void {
  const text = rows
    .map((r) =>
      r
        .map((v) =>
          v === null ? "" : /[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v),
        )
        .join(","),
    )
    .join("\n");
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
