import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const run = promisify(execFile);

/**
 * Lints one file placed at `dir` inside the repository with the repository's biome.json, the way
 * `pnpm lint` would see it, and returns Biome's verdict and output.
 */
async function lintAt(dir: string, source: string): Promise<{ ok: boolean; output: string }> {
  const file = join(root, dir, `walls-check-${randomBytes(4).toString("hex")}.ts`);
  writeFileSync(file, source);
  try {
    const { stdout, stderr } = await run(join(root, "node_modules/.bin/biome"), ["lint", file], {
      cwd: root,
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr };
  } finally {
    rmSync(file, { force: true });
  }
}

const uses = (specifier: string) => `import { thing } from "${specifier}";\n\nexport const used = thing;\n`;

describe("the walls between packages (biome.json noRestrictedImports)", () => {
  it("refuses the server importing the worker's code, and lets it import the shared packages", async () => {
    const bad = await lintAt("server/src/modules", uses("../../../worker/src/ai/providers/openai"));
    expect(bad.ok).toBe(false);
    expect(bad.output).toContain("The server never imports the worker's code");
    const good = await lintAt("server/src/modules", uses("@vidya/engine/math/math-engine"));
    expect(good.output).not.toContain("noRestrictedImports");
    expect(good.ok).toBe(true);
  });

  it("refuses the client importing server, worker, Node built-ins or the database package", async () => {
    for (const specifier of ["../../../server/src/errors", "node:fs", "@vidya/db/client", "ioredis"]) {
      const result = await lintAt("client/src/features", uses(specifier));
      expect(result.ok, specifier).toBe(false);
      expect(result.output, specifier).toContain("noRestrictedImports");
    }
  });

  it("keeps core and the engine pure: no Node built-ins, SDKs or app code", async () => {
    for (const [dir, specifier] of [
      ["core/src", "node:crypto"],
      ["core/src", "@opentelemetry/api"],
      ["core/src", "bullmq"],
      ["engine/src/math", "node:fs"],
      ["engine/src/math", "openai"],
      ["engine/src/math", "../../../worker/src/job"],
    ]) {
      const result = await lintAt(dir, uses(specifier));
      expect(result.ok, `${dir} ← ${specifier}`).toBe(false);
      expect(result.output, specifier).toContain("noRestrictedImports");
    }
    const pure = await lintAt("engine/src/math", uses("@vidya/core/messages"));
    expect(pure.ok).toBe(true);
  });

  it("the worker never imports the server", async () => {
    const result = await lintAt("worker/src/jobs", uses("../../../server/src/context"));
    expect(result.ok).toBe(false);
    expect(result.output).toContain("The worker never imports the server's or the client's code");
  });
});
