import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const client = join(root, "client/src");
const english = join(client, "app/i18n/english");

/** Production source files under `dir` (tests, generated code and the locales left out). */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!["gql", "node_modules", "locales", "english"].includes(name)) out.push(...sources(path));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Files that read a key of a feature's own English section without importing that section's module. */
function missingSections(files: { path: string; text: string }[], sections: string[]): string[] {
  const out: string[] = [];
  for (const { path, text } of files) {
    const imported = new Set(
      [...text.matchAll(/^import\s+"([^"]+)";/gm)].map((m) => resolve(dirname(path), m[1] as string)),
    );
    for (const section of sections) {
      if (!new RegExp(`["'\`]${section}\\.[a-zA-Z]`).test(text)) continue;
      if (!imported.has(join(english, section))) out.push(`${relative(root, path)} reads ${section}.*`);
    }
  }
  return out;
}

const sections = readdirSync(english).map((f) => f.replace(/\.ts$/, ""));

describe("a feature's English loads with the files that read it (the per-page JS budget)", () => {
  it("every file that reads a key of a feature's section imports app/i18n/english/<section>", () => {
    expect(sections.length).toBeGreaterThan(5);
    const files = sources(client).map((path) => ({ path, text: readFileSync(path, "utf8") }));
    // Without the import the key shows as its name in English on a page that did not load it yet.
    expect(missingSections(files, sections)).toEqual([]);
  });

  it("the check notices a file that reads a section it does not import", () => {
    const path = join(client, "features/classrooms/components/Example.tsx");
    const reads = 'const title = t("dashboard.studyChart");\n';
    expect(missingSections([{ path, text: reads }], ["dashboard"])).toEqual([
      "client/src/features/classrooms/components/Example.tsx reads dashboard.*",
    ]);
    const imports = `import "../../../app/i18n/english/dashboard";\n${reads}`;
    expect(missingSections([{ path, text: imports }], ["dashboard"])).toEqual([]);
  });

  it("no section is both in the shell's English and a feature's own", async () => {
    const { enShell } = await import("../../client/src/app/i18n/locales/en/app");
    const { enFeatures } = await import("../../client/src/app/i18n/locales/en/features");
    expect(Object.keys(enShell).filter((k) => k in enFeatures)).toEqual([]);
    expect(sections.sort()).toEqual(Object.keys(enFeatures).sort());
  });
});
