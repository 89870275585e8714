import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_ISOLATED } from "../../vitest.config";

// Unit, repo and most client test files share a module graph per worker (`isolate: false` in
// vitest.config.ts): a file that stubs a module, a global or the clock would leak the stub into the
// next file. Those files must run isolated; this keeps the config's lists true.
const root = new URL("../..", import.meta.url).pathname;
const STUBS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/;

function testFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "node_modules" && name !== "dist" && name !== "gql") out.push(...testFiles(path));
    } else if (/\.test\.tsx?$/.test(name)) out.push(relative(root, path));
  }
  return out;
}

/** The files among `files` that stub something with `vi`. */
const stubbing = (files: string[]) => files.filter((f) => STUBS.test(readFileSync(join(root, f), "utf8")));

describe("test isolation (vitest.config.ts)", () => {
  it("runs every client test file that stubs with vi in the isolated client project", () => {
    const missing = stubbing(testFiles(join(root, "client/src"))).filter((f) => !CLIENT_ISOLATED.includes(f));
    // Add these to CLIENT_ISOLATED in vitest.config.ts.
    expect(missing).toEqual([]);
  });

  it("lists only client test files that exist", () => {
    const all = new Set(testFiles(join(root, "client/src")));
    expect(CLIENT_ISOLATED.filter((f) => !all.has(f))).toEqual([]);
  });

  it("has no unit or repo test file that stubs with vi (they share a module graph)", () => {
    const shared = ["core/src", "engine/src", "server/src", "worker/src", "tests/repo"].flatMap((d) =>
      testFiles(join(root, d)),
    );
    expect(shared.length).toBeGreaterThan(50);
    expect(stubbing(shared)).toEqual([]);
  });
});
