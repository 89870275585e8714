/**
 * Cards as text: CSV and tab-separated (Anki's "Notes in Plain Text") import and export.
 * Fields may be quoted with double quotes ("" is a quote inside); a quoted field may span lines.
 * Anki's header lines (#separator:tab, #html:true, #tags column:3, …) are understood.
 */

export const CARD_TEXT_FORMATS = ["CSV", "TSV"] as const;
export type CardTextFormat = (typeof CARD_TEXT_FORMATS)[number];

/** Longest front or back accepted. */
export const CARD_SIDE_MAX = 4000;
/** Most cards in one import. */
export const IMPORT_MAX_CARDS = 5000;

export interface ParsedCard {
  front: string;
  back: string;
  /** The line the card starts on (1-based), for messages. */
  line: number;
}

export interface ImportIssue {
  line: number;
  message: string;
}

export interface ParsedCardText {
  format: CardTextFormat;
  cards: ParsedCard[];
  issues: ImportIssue[];
}

interface Options {
  separator: string;
  html: boolean;
  tagsColumn: number | null;
}

interface RawRecord {
  fields: string[];
  line: number;
  unterminated: boolean;
}

const SEPARATORS: Record<string, string> = { tab: "\t", comma: ",", semicolon: ";", pipe: "|", space: " " };

/** Parses pasted or uploaded text into cards; every problem is reported with its line number. */
export function parseCardText(text: string, format?: CardTextFormat): ParsedCardText {
  const lines = text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  const options: Options = { separator: format === "CSV" ? "," : "\t", html: false, tagsColumn: null };
  let start = 0;
  let separatorGiven = false;
  for (; start < lines.length; start++) {
    const directive = /^#([a-z ]+):(.*)$/i.exec(lines[start] ?? "");
    if (!directive) break;
    const [, key = "", value = ""] = directive;
    const name = key.trim().toLowerCase();
    if (name === "separator") {
      const sep = SEPARATORS[value.trim().toLowerCase()] ?? (value.length === 1 ? value : null);
      if (sep) {
        options.separator = sep;
        separatorGiven = true;
      }
    } else if (name === "html") options.html = value.trim().toLowerCase() === "true";
    else if (name === "tags column") options.tagsColumn = Number.parseInt(value, 10) || null;
  }
  if (!format && !separatorGiven) {
    const firstData = lines.slice(start).find((l) => l.trim() !== "") ?? "";
    options.separator = firstData.includes("\t") ? "\t" : ",";
  }
  const detected: CardTextFormat = options.separator === "\t" ? "TSV" : "CSV";
  const cards: ParsedCard[] = [];
  const issues: ImportIssue[] = [];
  const records = splitRecords(lines, start, options.separator);
  records.forEach((record, index) => {
    if (index === 0 && isHeader(record.fields)) return;
    const problem = checkRecord(record, options);
    if (problem) {
      issues.push({ line: record.line, message: `Line ${record.line}: ${problem}` });
      return;
    }
    const [front = "", back = ""] = record.fields.map((f) => clean(f, options.html));
    if (cards.length === IMPORT_MAX_CARDS) {
      issues.push({
        line: record.line,
        message: `Line ${record.line}: at most ${IMPORT_MAX_CARDS} cards can be imported at once.`,
      });
      return;
    }
    cards.push({ front, back, line: record.line });
  });
  if (cards.length === 0 && issues.length === 0) {
    issues.push({
      line: 1,
      message: "Line 1: there are no cards in this text. Put one card per line: front, then back.",
    });
  }
  return { format: detected, cards, issues: dedupeOverflow(issues) };
}

function checkRecord(record: RawRecord, options: Options): string | null {
  if (record.unterminated) return 'a quoted field is never closed (a " is missing).';
  const expected = options.tagsColumn ? Math.max(2, options.tagsColumn) : 2;
  const count = record.fields.length;
  const name = options.separator === "\t" ? "tab" : `"${options.separator}"`;
  if (count < 2) return `only one field found; expected the front and the back separated by a ${name}.`;
  if (count > expected) {
    const hint = options.separator === "," ? " Put a field that contains commas in double quotes." : "";
    return `${count} fields found; expected ${expected === 2 ? "2 (front and back)" : expected}.${hint}`;
  }
  const [front = "", back = ""] = record.fields.map((f) => clean(f, options.html));
  if (front === "") return "the front is empty.";
  if (back === "") return "the back is empty.";
  if (front.length > CARD_SIDE_MAX) return `the front is longer than ${CARD_SIDE_MAX} characters.`;
  if (back.length > CARD_SIDE_MAX) return `the back is longer than ${CARD_SIDE_MAX} characters.`;
  return null;
}

/** Splits lines into records of fields, honouring quotes (which may hold separators and newlines). */
function splitRecords(lines: string[], start: number, separator: string): RawRecord[] {
  const records: RawRecord[] = [];
  let i = start;
  while (i < lines.length) {
    const first = lines[i] ?? "";
    if (first.trim() === "") {
      i++;
      continue;
    }
    const line = i + 1;
    const fields: string[] = [];
    let field = "";
    let quoted = false;
    let fieldStart = true;
    let text = first;
    let pos = 0;
    let unterminated = false;
    for (;;) {
      if (pos >= text.length) {
        if (!quoted) break;
        i++;
        if (i >= lines.length) {
          unterminated = true;
          break;
        }
        field += "\n";
        text = lines[i] ?? "";
        pos = 0;
        continue;
      }
      const ch = text[pos] ?? "";
      if (quoted) {
        if (ch === '"' && text[pos + 1] === '"') {
          field += '"';
          pos += 2;
        } else if (ch === '"') {
          quoted = false;
          pos++;
        } else {
          field += ch;
          pos++;
        }
      } else if (ch === separator) {
        fields.push(field);
        field = "";
        fieldStart = true;
        pos++;
        continue;
      } else if (ch === '"' && fieldStart && field.trim() === "") {
        quoted = true;
        field = "";
        pos++;
      } else {
        field += ch;
        pos++;
      }
      fieldStart = false;
    }
    fields.push(field);
    records.push({ fields, line, unterminated });
    i++;
  }
  return records;
}

function isHeader(fields: string[]): boolean {
  const [a, b] = fields.map((f) => f.trim().toLowerCase());
  return (
    (a === "front" && b === "back") ||
    (a === "question" && b === "answer") ||
    (a === "term" && b === "definition")
  );
}

function clean(field: string, html: boolean): string {
  const value = html ? fromHtml(field) : field;
  return value.trim();
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
};

/** Anki's HTML fields → plain Markdown text: line breaks kept, other tags dropped. */
function fromHtml(value: string): string {
  return value
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(div|p)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, name: string) => ENTITIES[name] ?? "");
}

/** Past the card limit only the first overflowing line is worth reporting. */
function dedupeOverflow(issues: ImportIssue[]): ImportIssue[] {
  let seen = false;
  return issues.filter((issue) => {
    if (!issue.message.includes("can be imported at once")) return true;
    if (seen) return false;
    seen = true;
    return true;
  });
}

/** Writes cards as CSV (with a front,back header) or as Anki-style tab-separated text. */
export function formatCardText(cards: { front: string; back: string }[], format: CardTextFormat): string {
  const separator = format === "TSV" ? "\t" : ",";
  const quote = (value: string) =>
    value.includes(separator) || /["\n\r]/.test(value) || value !== value.trim()
      ? `"${value.replace(/"/g, '""')}"`
      : value;
  const rows = cards.map((c) => `${quote(c.front)}${separator}${quote(c.back)}`);
  const head = format === "TSV" ? ["#separator:tab", "#html:false"] : ["front,back"];
  return `${[...head, ...rows].join("\n")}\n`;
}
