import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;

it("schema.graphql matches the Pothos schema (run `pnpm schema:print` when this fails)", () => {
  let failure = "";
  try {
    execFileSync(`${root}node_modules/.bin/tsx`, ["server/scripts/print-schema.ts", "--check"], {
      cwd: root,
      stdio: "pipe",
    });
  } catch (error) {
    failure = String((error as { stderr?: Buffer }).stderr ?? error);
  }
  expect(failure).toBe("");
});
