import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PDF_MESSAGES } from "@vidya/core/jobs/generate-flashcards";
import { HEAVY_LIMITS } from "@vidya/core/jobs/heavy";

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjs: Promise<PdfJs> | null = null;

/**
 * pdf.js, loaded on first use (it is large; the worker's other queues should not wait for it).
 * In Node its "worker" runs on this thread: handing it the worker module up front spares a second
 * dynamic import inside getDocument.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([
    import("pdfjs-dist/legacy/build/pdf.mjs"),
    import("pdfjs-dist/legacy/build/pdf.worker.mjs"),
  ]).then(([lib, worker]) => {
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return lib;
  });
  return pdfjs;
}

/** The 14 standard PDF fonts' metrics, so text in non-embedded Helvetica & co. is laid out fast. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** Most pages read from one PDF. */
export const PDF_MAX_PAGES = HEAVY_LIMITS.pdfPages;
/** Most characters read from one PDF (a compressed stream may inflate to megabytes of text). */
export const PDF_MAX_CHARS = HEAVY_LIMITS.pdfChars;
/** Fewer letters than this over the whole file means there is no text layer (a scan). */
const MIN_LETTERS = 20;

/** A PDF the generator cannot use; `message` is what the student sees. */
export class PdfTextError extends Error {
  override name = "PdfTextError";
}

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

/**
 * The text of a PDF, page by page, with pdf.js (legacy build for Node). Lines end where pdf.js
 * marks an end of line; pages are separated by a blank line. Encrypted, damaged, image-only (scanned)
 * and over-long PDFs become PdfTextError with a message a student can act on.
 */
export async function extractPdfText(
  data: Uint8Array,
  onPage?: (page: number, pages: number) => Promise<void> | void,
  maxChars = PDF_MAX_CHARS,
): Promise<{ text: string; pages: number }> {
  return pdfTextOf(await extractPdfPages(data, onPage, maxChars));
}

/** The pages' text as one, separated by blank lines; PdfTextError "no text" for a scan. */
export function pdfTextOf(pages: string[]): { text: string; pages: number } {
  const text = pages.join("\n\n");
  if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) throw new PdfTextError(PDF_MESSAGES.noText);
  return { text, pages: pages.length };
}

/** Thrown inside a page's read when the PDF's text passes the character budget. */
class TooMuchText extends Error {}

/**
 * The text of each page (an empty string for a page without a text layer). Encrypted and damaged
 * files become PdfTextError; a scan is for the caller to name, page by page. Reading stops as soon as
 * the text passes `maxChars` (PdfTextError "too much text"): the text is streamed from pdf.js in
 * pieces, so a page whose compressed stream inflates to megabytes is never read whole.
 */
export async function extractPdfPages(
  data: Uint8Array,
  onPage?: (page: number, pages: number) => Promise<void> | void,
  maxChars = PDF_MAX_CHARS,
): Promise<string[]> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data,
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    stopAtErrors: false,
  });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = error instanceof Error ? error.name : "";
    if (name === "PasswordException") throw new PdfTextError(PDF_MESSAGES.encrypted);
    throw new PdfTextError(PDF_MESSAGES.corrupt);
  }
  try {
    if (pdf.numPages > PDF_MAX_PAGES) throw new PdfTextError(PDF_MESSAGES.tooManyPages);
    const pages: string[] = [];
    let total = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      try {
        const page = await pdf.getPage(n);
        const text = await pageText(page, maxChars - total);
        total += text.length;
        pages.push(text.replace(/[ \t]+\n/g, "\n"));
        page.cleanup();
      } catch (error) {
        if (error instanceof TooMuchText) throw new PdfTextError(PDF_MESSAGES.tooMuchText);
        // One unreadable page should not lose the others.
        pages.push("");
      }
      await onPage?.(n, pdf.numPages);
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>["getPage"]>>;

/** One page's text, read piece by piece; throws TooMuchText past `budget` characters. */
async function pageText(page: PdfPage, budget: number): Promise<string> {
  const reader = page.streamTextContent().getReader();
  const parts: string[] = [];
  let length = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return parts.join("");
    for (const item of (value as { items: TextItemLike[] }).items) {
      const piece = `${item.str ?? ""}${item.hasEOL ? "\n" : ""}`;
      length += piece.length;
      parts.push(piece);
    }
    // Not reader.cancel(): pdf.js's fake worker (Node) would still enqueue into the closed stream and
    // throw; the caller's pdf.destroy() stops it instead.
    if (length > budget) throw new TooMuchText();
  }
}
