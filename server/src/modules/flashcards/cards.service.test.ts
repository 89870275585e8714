import { describe, expect, it } from "vitest";
import { ImportCardsError } from "./cards.service";

describe("a refused import", () => {
  it("says nothing was imported, names the first bad line and counts the rest", () => {
    const one = new ImportCardsError([{ line: 4, message: "Line 4: the back is empty." }]);
    expect(one.code).toBe("IMPORT_INVALID");
    expect(one.message).toBe("Nothing was imported. Line 4: the back is empty.");
    const three = new ImportCardsError([
      { line: 2, message: "Line 2: the front is empty." },
      { line: 5, message: "Line 5: the back is empty." },
      { line: 9, message: "Line 9: the back is empty." },
    ]);
    expect(three.message).toBe("Nothing was imported. Line 2: the front is empty. (and 2 more problems)");
    expect(three.issues.map((i) => i.line)).toEqual([2, 5, 9]);
  });
});
