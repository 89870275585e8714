import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(new URL("../..", import.meta.url).pathname);

/** The README stays a front door: what Vidya is, the two commands, a map, links into docs/. */
const README_MAX_BYTES = 8192;

/**
 * Copies kept word for word (only their links to each other adjusted): they quote other projects'
 * paths (e.g. Outline's `server/env.ts`), so only their links are checked, not their code spans.
 */
const VERBATIM = new Set(["docs/spec.md", "docs/design.md", "docs/style.md"]);

/** Top-level folders of this repository: a code span starting with one names a path in it. */
const REPO_DIRS =
  "core|engine|db|telemetry|server|worker|client|prisma|tests|bench|docker|deploy|scripts|docs";
const REPO_PATH = new RegExp(`^(?:${REPO_DIRS})/[\\w./@-]*$`);

/** The text with fenced code blocks blanked, so line numbers and headings outside them stay. */
function blankFences(text: string): string {
  let fence: string | null = null;
  return text
    .split("\n")
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) {
        fence = fence === null ? marker : null;
        return "";
      }
      return fence === null ? line : "";
    })
    .join("\n");
}

/** Prose outside code (fences blanked, code spans replaced) and the code spans themselves. */
function splitCode(text: string): { prose: string; spans: string[] } {
  const spans: string[] = [];
  const prose = blankFences(text).replace(
    /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g,
    (_all, _ticks, code: string) => {
      spans.push(code.trim());
      return "CODE";
    },
  );
  return { prose, spans };
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/`/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor a Markdown text offers (repeated headings get -1, -2, … as on GitHub). */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of blankFences(text).split("\n")) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (!heading) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Link targets: inline links and images `[text](target "title")` and reference definitions. */
function linkTargets(prose: string): string[] {
  const targets: string[] = [];
  for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) {
    targets.push(match[1] ?? "");
  }
  for (const match of prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/gm)) {
    targets.push(match[1] ?? "");
  }
  return targets;
}

/**
 * What is wrong with one Markdown file at `file` (relative to the repository root): links that
 * leave the repository or lead nowhere, anchors with no heading, mentions of the old shared folder,
 * and (outside the verbatim copies) code spans naming a repository path that does not exist.
 * `read` gives a repository file's text, `exists` says whether a repository path exists.
 */
function problemsIn(
  file: string,
  text: string,
  repo: { read: (path: string) => string; exists: (path: string) => boolean },
): string[] {
  const problems: string[] = [];
  if (/\.\.\/shared\b|\/work\/shared\b/.test(text)) {
    problems.push(`${file}: refers to the shared folder outside the repository (../shared)`);
  }
  const { prose, spans } = splitCode(text);
  for (const target of linkTargets(prose)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
      if (/^file:/i.test(target)) problems.push(`${file}: ${target} is a file: link outside the repository`);
      continue; // http(s), mailto: not a path in the repository
    }
    const [pathPart = "", anchor] = target.split("#", 2);
    const path = decodeURIComponent(pathPart);
    if (isAbsolute(path)) {
      problems.push(`${file}: ${target} is an absolute path; link relative to the file`);
      continue;
    }
    const resolved = path === "" ? file : relative(root, resolve(root, dirname(file), path));
    if (resolved.startsWith("..")) {
      problems.push(`${file}: ${target} leaves the repository`);
      continue;
    }
    if (!repo.exists(resolved)) {
      problems.push(`${file}: ${target} does not exist (${resolved})`);
      continue;
    }
    const targetText = path === "" ? text : resolved.endsWith(".md") ? repo.read(resolved) : null;
    if (anchor && targetText !== null && !anchorsOf(targetText).has(anchor)) {
      problems.push(`${file}: ${target} has no heading #${anchor} in ${resolved}`);
    }
  }
  for (const span of spans) {
    if (/^\.\.?\//.test(span) && relative(root, resolve(root, dirname(file), span)).startsWith("..")) {
      problems.push(`${file}: \`${span}\` names a path outside the repository`);
    }
    if (VERBATIM.has(file) || !REPO_PATH.test(span) || /(^|\/)dist(\/|$)/.test(span)) continue;
    if (!repo.exists(span.replace(/\/$/, ""))) problems.push(`${file}: \`${span}\` does not exist`);
  }
  return problems;
}

/** The repository's Markdown files: tracked ones and new ones not yet committed (not ignored). */
function markdownFiles(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.md"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => file && existsSync(join(root, file)));
}

const repo = {
  read: (path: string) => readFileSync(join(root, path), "utf8"),
  exists: (path: string) => existsSync(join(root, path)),
};

describe("the docs stay inside the repository and lead somewhere", () => {
  it("finds the README and the docs", () => {
    const files = markdownFiles();
    expect(files).toContain("README.md");
    expect(files).toContain("docs/architecture.md");
  });

  it("every relative link in every *.md resolves (anchors included) and none leaves the repo", () => {
    const problems = markdownFiles().flatMap((file) => problemsIn(file, repo.read(file), repo));
    expect(problems).toEqual([]);
  });

  it(`keeps README.md within ${README_MAX_BYTES} bytes`, () => {
    expect(statSync(join(root, "README.md")).size).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it("catches a broken link, a missing anchor, a link out of the repo and a mention of ../shared", () => {
    const text = [
      "# Title",
      "## Two words",
      "[ok](docs/spec.md) [ok too](#two-words) [web](https://example.com)",
      "[gone](docs/nowhere.md) [no heading](#three-words) [out](../elsewhere/README.md)",
      "[abs](/etc/passwd) see `../shared/SPEC.md` and `server/src/no-such-file.ts`",
      "```",
      "[inside a fence](ignored.md)",
      "```",
    ].join("\n");
    const problems = problemsIn("README.md", text, repo);
    expect(problems).toEqual([
      "README.md: refers to the shared folder outside the repository (../shared)",
      "README.md: docs/nowhere.md does not exist (docs/nowhere.md)",
      "README.md: #three-words has no heading #three-words in README.md",
      "README.md: ../elsewhere/README.md leaves the repository",
      "README.md: /etc/passwd is an absolute path; link relative to the file",
      "README.md: `../shared/SPEC.md` names a path outside the repository",
      "README.md: `server/src/no-such-file.ts` does not exist",
    ]);
  });
});
