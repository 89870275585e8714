import { describe, expect, it } from "vitest";
import { blankPdf, encryptedPdf, textPdf } from "../../../tests/helpers/pdf";
import { extractPdfText, PdfTextError } from "./pdf-text";

describe("PDF text extraction (pdf.js legacy build)", () => {
  it("reads each page's text in order and reports pages as it goes", async () => {
    const pages: number[] = [];
    const pdf = await textPdf([
      ["Photosynthesis is how plants make food."],
      ["Osmosis moves water across membranes."],
    ]);
    const { text, pages: count } = await extractPdfText(pdf, (page) => void pages.push(page));
    expect(count).toBe(2);
    expect(pages).toEqual([1, 2]);
    expect(text.indexOf("Photosynthesis")).toBeLessThan(text.indexOf("Osmosis"));
  });

  it.each([
    ["a PDF without text (a scan)", () => blankPdf(2), "No text found in this PDF"],
    [
      "a password-protected PDF",
      () => encryptedPdf(),
      "This PDF is password-protected. Remove the password and upload it again.",
    ],
    [
      "damaged bytes",
      async () => new TextEncoder().encode(`%PDF-1.7\n${"garbage ".repeat(500)}`),
      "This file is not a readable PDF. It may be damaged; try saving or exporting it as PDF again.",
    ],
  ])("explains %s", async (_what, make, message) => {
    const error = await extractPdfText(await make()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfTextError);
    expect((error as Error).message).toBe(message);
  });
});
