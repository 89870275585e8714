import { describe, expect, it } from "vitest";
import { cleanFileName, megabytes, UPLOAD_TYPES } from "./uploads.service";

describe("uploads", () => {
  it("keeps file names safe to store and show", () => {
    expect(cleanFileName(encodeURIComponent("Class 10 – Science notes.pdf"), "document.pdf")).toBe(
      "Class 10 – Science notes.pdf",
    );
    expect(cleanFileName("..%2F..%2Fetc%2Fpasswd", "document.pdf")).toBe("passwd");
    expect(cleanFileName("C:\\Users\\asha\\notes.pdf", "document.pdf")).toBe("notes.pdf");
    expect(cleanFileName("%E0%A4%", "x")).toBe("%E0%A4%");
    expect(cleanFileName("bad\u0000\u202ename.pdf", "x")).toBe("badname.pdf");
    expect(cleanFileName("", "document.pdf")).toBe("document.pdf");
    expect(cleanFileName("a".repeat(300), "x")).toHaveLength(200);
  });

  it("accepts only files whose first bytes match their type", () => {
    const pdf = UPLOAD_TYPES["application/pdf"];
    const png = UPLOAD_TYPES["image/png"];
    expect(pdf?.looksRight(Buffer.from("%PDF-1.7\n…"))).toBe(true);
    expect(pdf?.looksRight(Buffer.concat([Buffer.alloc(20, 0x20), Buffer.from("%PDF-1.4")]))).toBe(true);
    expect(pdf?.looksRight(Buffer.from("<html><script>"))).toBe(false);
    expect(png?.looksRight(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(png?.looksRight(Buffer.from("%PDF-1.7"))).toBe(false);
    expect(UPLOAD_TYPES["image/svg+xml"]).toBeUndefined();
    expect(megabytes(pdf?.maxBytes ?? 0)).toBe("20 MB");
  });
});
