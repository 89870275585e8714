import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "../constants";
import { MESSAGES } from "../messages";
import { IMAGE_DATA_URL_MAX_CHARS, imageProblem, readDataUrl } from "./image";

describe("imageProblem (SPEC 5)", () => {
  it("accepts images up to 5242880 bytes", () => {
    expect(imageProblem({ type: "image/png", size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: "IMAGE/JPEG", size: 1 })).toBeNull();
  });
  it("refuses other types with 'Select image file.' and larger files with 'Image < 5MB.'", () => {
    expect(imageProblem({ type: "application/pdf", size: 10 })).toBe(MESSAGES.selectImageFile);
    expect(imageProblem({ type: "", size: 10 })).toBe(MESSAGES.selectImageFile);
    expect(imageProblem({ type: "image/png", size: IMAGE_MAX_BYTES + 1 })).toBe(MESSAGES.imageTooLarge);
  });
});

describe("readDataUrl", () => {
  it("works out the decoded size from the text, padding included", () => {
    for (const bytes of [0, 1, 2, 3, 4, 5, 100]) {
      const data = Buffer.alloc(bytes, 7).toString("base64");
      expect(readDataUrl(`data:image/png;base64,${data}`)).toEqual({
        mime: "image/png",
        base64: data,
        size: bytes,
      });
    }
  });
  it("refuses what is not a base64 data URL", () => {
    expect(readDataUrl("hello")).toBeNull();
    expect(readDataUrl("data:image/png,rawtext")).toBeNull();
    expect(readDataUrl("data:image/png;base64,abc")).toBeNull();
    expect(readDataUrl("data:image/png;base64,ab$=")).toBeNull();
  });
  it("allows a data URL as long as a 5 MB image needs", () => {
    const longest = `data:image/png;base64,${Buffer.alloc(IMAGE_MAX_BYTES).toString("base64")}`;
    expect(longest.length).toBeLessThanOrEqual(IMAGE_DATA_URL_MAX_CHARS);
    expect(readDataUrl(longest)?.size).toBe(IMAGE_MAX_BYTES);
  });
});
