#!/usr/bin/env node
// Bundles a Node package (server or worker) into <pkg>/dist/main.js with esbuild, with
// dist/math-thread.js (the math engine's thread) and, for the worker, dist/cpu-thread.js (its heavy
// jobs' thread). Our own code and the workspace packages (@vidya/core, engine, db with its generated Prisma client, telemetry) are
// inlined, and with them the pure libraries of the engine (mathjs, nerdamer, algebrite); every npm
// dependency the app declares stays external and is resolved from its node_modules at run time. The
// Node-side workspace packages' own dependencies (Prisma's runtime, OpenTelemetry) must stay external,
// so the app must declare them too: the bundle stops with their names if it does not.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { persistedManifest } from "./trusted-documents.mjs";

const pkgName = process.argv[2];
// --out <folder inside the package>: where the bundle goes (default dist; the integration tests use
// their own, so a test run never replaces a production build). It stays inside the package, because
// the bundle resolves its external dependencies from the package's node_modules.
const outName = process.argv.includes("--out") ? process.argv[process.argv.indexOf("--out") + 1] : "dist";
if (!["server", "worker"].includes(pkgName) || !/^[\w.-]+$/.test(outName ?? "")) {
  console.error("usage: bundle.mjs server|worker [--out <folder>]");
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pkgDir = join(root, pkgName);
const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith("@vidya/"));
const nodeSide = ["db", "telemetry"].filter((name) => pkg.dependencies?.[`@vidya/${name}`]);
const undeclared = nodeSide
  .flatMap((name) =>
    Object.keys(JSON.parse(readFileSync(join(root, name, "package.json"), "utf8")).dependencies),
  )
  .filter((dep) => !dep.startsWith("@vidya/") && !external.includes(dep));
if (undeclared.length > 0) {
  console.error(
    `${pkgName}/package.json must declare what @vidya/db and @vidya/telemetry need at run time: ${[...new Set(undeclared)].join(", ")}`,
  );
  process.exit(1);
}

// The worker's heavy jobs run their CPU-bound parts on a thread (worker/src/cpu/cpu-pool.ts), whose
// entry is a second bundle beside main.js.
// Both run the math engine on a thread with a time limit (db/src/bounded-math.ts): its entry too.
const entries = { main: join(pkgDir, "src/main.ts"), "math-thread": join(root, "db/src/math-thread.ts") };
if (pkgName === "worker") entries["cpu-thread"] = join(pkgDir, "src/cpu/cpu-thread.ts");

await build({
  entryPoints: entries,
  outdir: join(pkgDir, outName),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external: external.flatMap((d) => [d, `${d}/*`]),
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: "warning",
});
console.log(
  `bundled ${Object.keys(entries)
    .map((e) => `${pkgName}/${outName}/${e}.js`)
    .join(", ")}`,
);

if (pkgName === "server") {
  // Trusted documents: the production server runs only the client's operations, by hash (issue 20).
  const manifest = persistedManifest(join(root, "client/src/gql/graphql.ts"));
  mkdirSync(join(pkgDir, outName), { recursive: true });
  writeFileSync(join(pkgDir, outName, "persisted-documents.json"), `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(
    `wrote server/${outName}/persisted-documents.json (${Object.keys(manifest).length} operations)`,
  );
}
