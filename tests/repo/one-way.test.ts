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
});

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
