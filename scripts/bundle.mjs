#!/usr/bin/env node
// Bundles a Node package (server or worker) into <pkg>/dist/main.js with esbuild. Our own code,
// @vidya/core and the generated Prisma client are inlined; every npm dependency stays external
// and is resolved from the package's node_modules at run time.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { persistedManifest } from "./trusted-documents.mjs";

const pkgName = process.argv[2];
if (!["server", "worker"].includes(pkgName)) {
  console.error("usage: bundle.mjs server|worker");
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pkgDir = join(root, pkgName);
const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith("@vidya/"));

await build({
  entryPoints: [join(pkgDir, "src/main.ts")],
  outfile: join(pkgDir, "dist/main.js"),
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
console.log(`bundled ${pkgName}/dist/main.js`);

if (pkgName === "server") {
  // Trusted documents: the production server runs only the client's operations, by hash (issue 20).
  const manifest = persistedManifest(join(root, "client/src/gql/graphql.ts"));
  mkdirSync(join(pkgDir, "dist"), { recursive: true });
  writeFileSync(join(pkgDir, "dist/persisted-documents.json"), `${JSON.stringify(manifest, null, 1)}\n`);
  console.log(`wrote server/dist/persisted-documents.json (${Object.keys(manifest).length} operations)`);
}
