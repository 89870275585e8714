import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;

/** Production source files under `dir` (tests and generated code left out). */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "gql" && name !== "node_modules") out.push(...sources(path));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

describe("one way to do each thing (issue 26)", () => {
  it("reads an API result's failure only through client/src/shared/lib/result.ts", () => {
    const readers = sources(join(root, "client/src"))
      .filter((file) => !file.endsWith("shared/lib/result.ts"))
      .filter((file) => /"message" in\b/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    // Each of these reads `result.message` by hand: use failureMessage / toastFailure / unwrap instead,
    // which also show the message in the reader's language.
    expect(readers).toEqual([]);
  });
});
