import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
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

  it("makes Apollo calls only in hooks: no component or page outside a hooks/ folder imports an Apollo hook", () => {
    const callers = apolloHookImporters(sources(join(root, "client/src")));
    // Move the operation into features/<feature>/hooks/use-<operation>.ts and call that hook instead.
    expect(callers).toEqual([]);
  });

  it("the Apollo-hook check notices a component that calls Apollo itself", () => {
    const dir = mkdtempSync(join(tmpdir(), "vidya-apollo-hooks-"));
    try {
      mkdirSync(join(dir, "components"));
      mkdirSync(join(dir, "hooks"));
      const component = join(dir, "components", "Thing.tsx");
      writeFileSync(component, 'import {\n  useMutation,\n  useQuery,\n} from "@apollo/client/react";\n');
      writeFileSync(join(dir, "hooks", "use-thing.ts"), 'import { useQuery } from "@apollo/client/react";\n');
      writeFileSync(
        join(dir, "components", "Root.tsx"),
        'import { ApolloProvider } from "@apollo/client/react";\n',
      );
      expect(apolloHookImporters(sources(dir))).toEqual([relative(root, component)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("shapes every client feature folder as {components,hooks,graphql,utils}", () => {
    expect(misshapenFeatures(join(root, "client/src/features"))).toEqual([]);
  });

  it("the feature-shape check notices a folder of another name", () => {
    const dir = mkdtempSync(join(tmpdir(), "vidya-feature-shape-"));
    try {
      mkdirSync(join(dir, "quiz", "components"), { recursive: true });
      mkdirSync(join(dir, "quiz", "offline"));
      writeFileSync(join(dir, "quiz", "quiz.css"), "");
      writeFileSync(join(dir, "quiz", "Stray.tsx"), "");
      expect(misshapenFeatures(dir)).toEqual(["quiz/Stray.tsx", "quiz/offline"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("watches each query document with one hook: no two hooks call useQuery on the same document", () => {
    expect(queriesWatchedTwice(sources(join(root, "client/src")))).toEqual([]);
  });

  it("the one-hook check notices a second hook watching the same query", () => {
    const dir = mkdtempSync(join(tmpdir(), "vidya-one-hook-"));
    try {
      const a = join(dir, "use-a.ts");
      const b = join(dir, "use-b.ts");
      writeFileSync(a, "useQuery(ThingsDocument, {});\nuseQuery(OtherDocument);\n");
      writeFileSync(b, 'useQuery(\n  ThingsDocument,\n  { fetchPolicy: "cache-first" },\n);\n');
      expect(queriesWatchedTwice([a, b])).toEqual([
        `ThingsDocument: ${relative(root, a)}, ${relative(root, b)}`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The shape of a feature: these folders, and stylesheets beside them; nothing else. */
const FEATURE_FOLDERS = new Set(["components", "hooks", "graphql", "utils"]);

/** Entries of `features/<name>/` that are neither one of FEATURE_FOLDERS nor a stylesheet. */
function misshapenFeatures(featuresDir: string): string[] {
  const out: string[] = [];
  for (const feature of readdirSync(featuresDir).sort()) {
    for (const entry of readdirSync(join(featuresDir, feature)).sort()) {
      const isDir = statSync(join(featuresDir, feature, entry)).isDirectory();
      if (isDir ? !FEATURE_FOLDERS.has(entry) : !entry.endsWith(".css")) out.push(`${feature}/${entry}`);
    }
  }
  return out;
}

/** "XDocument: a.ts, b.ts" for each document that more than one file passes to useQuery. */
function queriesWatchedTwice(files: string[]): string[] {
  const users = new Map<string, string[]>();
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(
      /\buse(?:Suspense|Lazy)?Query\(\s*(\w+Document)\b/g,
    )) {
      const doc = match[1] as string;
      const list = users.get(doc) ?? [];
      if (!list.includes(file)) users.set(doc, [...list, file]);
    }
  }
  return [...users]
    .filter(([, list]) => list.length > 1)
    .map(([doc, list]) => `${doc}: ${list.map((f) => relative(root, f)).join(", ")}`);
}

const APOLLO_HOOK =
  /\b(useQuery|useMutation|useSubscription|useLazyQuery|useApolloClient|useSuspenseQuery|useBackgroundQuery|useLoadableQuery|useReadQuery|useFragment)\b/;

/** Files outside a `hooks/` folder that import one of Apollo's React hooks. */
function apolloHookImporters(files: string[]): string[] {
  return files
    .filter((file) => !file.split(sep).includes("hooks"))
    .filter((file) => {
      const text = readFileSync(file, "utf8");
      const imports = text.matchAll(
        /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@apollo\/client(?:\/react)?"/g,
      );
      return [...imports].some((match) => APOLLO_HOOK.test(match[1] ?? ""));
    })
    .map((file) => relative(root, file));
}
