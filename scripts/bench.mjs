#!/usr/bin/env node
// `pnpm bench [name…]`: runs bench/<name>.bench.ts (all of them by default), one after another.
// Each prints its own figures beside a baseline measured in the same run. Never part of `pnpm test`.
import { readdirSync } from "node:fs";
import { root, sh } from "./run.mjs";

const wanted = process.argv.slice(2);
const all = readdirSync(`${root}bench`)
  .filter((f) => f.endsWith(".bench.ts"))
  .sort();
const chosen = wanted.length ? all.filter((f) => wanted.some((w) => f.startsWith(w))) : all;
let failed = 0;
for (const file of chosen) {
  console.log(`\n### ${file}`);
  const code = await sh(`${root}node_modules/.bin/tsx`, [`bench/${file}`], {
    env: { NODE_ENV: "production" },
  });
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
