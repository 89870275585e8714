import { PDF_MESSAGES } from "@vidya/core/jobs/generate-flashcards";
import { describe, expect, it } from "vitest";
import { inflatingPdf, notesPages, textPdf } from "../../../tests/helpers/pdf";
import { PdfTextError } from "../pdf/pdf-text";
import { inThread } from "./cpu-pool";

const MINUTE = 60_000;

describe("heavy work on a thread of its own (issue 24)", () => {
  it("reads a PDF's pages on a thread and reports each page", async () => {
    const pages: number[] = [];
    const text = await inThread(
      { kind: "pdf-pages", data: await textPdf([["Osmosis is the movement of water."], ["A lever turns."]]) },
      { deadline: Date.now() + MINUTE, onProgress: (p) => "page" in p && pages.push(p.page) },
    );
    expect(text).toHaveLength(2);
    expect(text[0]).toContain("Osmosis");
    expect(pages).toEqual([1, 2]);
  });

  it("stops reading a PDF whose stream inflates to megabytes of text, with the student's reason", async () => {
    const bomb = await inflatingPdf();
    expect(bomb.length).toBeLessThan(100_000);
    const error = await inThread({ kind: "pdf-pages", data: bomb }, { deadline: Date.now() + MINUTE }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PdfTextError);
    expect((error as Error).message).toBe(PDF_MESSAGES.tooMuchText);
  });

  it("terminates a task that passes its deadline, and the event loop stays free meanwhile", async () => {
    const text = notesPages(120)
      .map((p) => p.join("\n"))
      .join("\n\n");
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    const error = await inThread(
      { kind: "extract-cards", text, maxCards: 30 },
      { deadline: Date.now() + 1500 },
    ).catch((e: unknown) => e);
    clearInterval(ticker);
    expect(error).toBeInstanceOf(PdfTextError);
    expect((error as Error).message).toBe(PDF_MESSAGES.tooSlow);
    // The main thread kept running its timers while the thread worked (it would not with the parse here).
    expect(ticks).toBeGreaterThan(10);
  });

  it("finds cards on a thread", async () => {
    const cards = await inThread(
      { kind: "extract-cards", text: "Osmosis is the movement of water across a membrane.", maxCards: 5 },
      { deadline: Date.now() + MINUTE },
    );
    expect(cards).toContainEqual(expect.objectContaining({ front: "Osmosis", kind: "definition" }));
  });
});
