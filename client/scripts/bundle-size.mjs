#!/usr/bin/env node
// Prints the JavaScript a first visit to a route downloads (entry + that route's page chunk + their
// static imports), gzipped, from the production build in client/dist. Usage:
//   node client/scripts/bundle-size.mjs [pageChunkPrefix ...]   (default: landing auth subjects profile)
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = new URL("../dist/", import.meta.url).pathname;
const assets = join(dist, "assets");
const html = readFileSync(join(dist, "index.html"), "utf8");
const entry = /src="\/assets\/(index-[\w-]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error("entry script not found in dist/index.html");
const files = readdirSync(assets);

function staticImports(file) {
  const code = readFileSync(join(assets, file), "utf8");
  const found = new Set();
  // Static imports only (`import{…}from"./x.js"` and `import"./x.js"`), not `import("./x.js")`.
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) found.add(m[1]);
  return [...found];
}

function closure(roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(assets, file))).length;
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["landing", "auth", "subjects", "profile"];
for (const page of pages) {
  const chunk = files.find((f) => f.startsWith(`${page}-`) && f.endsWith(".js"));
  const roots = chunk ? [entry, chunk] : [entry];
  // Pages inside the shell also load the shell and Apollo first.
  if (!["landing", "auth", "auth-verify", "auth-reset", "auth-callback"].includes(page)) {
    for (const f of files) if (/^(AppShell|apollo-boundary)-[\w-]+\.js$/.test(f)) roots.push(f);
  }
  const all = [...closure(roots)];
  const total = all.reduce((sum, f) => sum + gz(f), 0);
  console.log(`${page}: ${(total / 1024).toFixed(1)} KB gzipped initial JS in ${all.length} files`);
}
