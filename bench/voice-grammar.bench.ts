/**
 * Voice and language tools (issue 16, Measure).
 * - /tts: p50/p95 for a 200-character Hindi sentence, cold (a new sentence each time, so espeak-ng
 *   runs) and cached (the same sentence again), beside espeak-ng run directly on the same text
 *   (the baseline: what the server adds is HTTP, the rate limiter and the cache).
 * - Grammar: harper.js (the same WebAssembly the browser's worker runs) on a 1,000-word text after
 *   the first load: time to the first suggestions (spelling from nspell, which the worker sends
 *   first) and to all of them (harper), beside harper on a 10-word text (the baseline). Measured in
 *   Node on this machine, not in a phone's browser.
 * - The harper bundle: the worker's JS and WebAssembly, gzipped, and the proof that /grammar's
 *   initial JS does not include them (needs a client build: pnpm --filter @vidya/client build).
 * Run: pnpm exec tsx bench/voice-grammar.bench.ts (BENCH_N=20).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { createUser } from "../tests/helpers/users";
import { dist, hasBuild, initialJs, routeChunks } from "./bundle-size";
import { benchStack, summary } from "./lib";

const N = Number(process.env.BENCH_N ?? 20);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// ---- /tts ----
const HINDI =
  "भारत एक विशाल देश है जहाँ अनेक भाषाएँ बोली जाती हैं। हमारे विद्यालय में हर सुबह प्रार्थना होती है और फिर हम गणित, विज्ञान और हिन्दी पढ़ते हैं। शाम को हम खेलते हैं और रात को समय पर सो जाते हैं, ताकि सुबह जल्दी उठ सकें।";
const sentence = (i: number) => `${HINDI.slice(0, 190)} ${i}`.slice(0, 200);

const stack = await benchStack({ server: true });
try {
  const server = stack.server;
  if (!server) throw new Error("no server");
  const user = await createUser(stack.env.DATABASE_URL, { role: "student" });
  const tts = async (text: string) => {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/tts`, {
      method: "POST",
      headers: { "content-type": "application/json", ...user.headers },
      body: JSON.stringify({ text, lang: "hi" }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`tts ${res.status}`);
    return { ms: performance.now() - t0 };
  };
  await tts(sentence(-1)); // warm-up (process start, first espeak-ng load)
  const cold: number[] = [];
  const cached: number[] = [];
  const direct: number[] = [];
  for (let i = 0; i < N; i++) {
    const text = sentence(i);
    const t0 = performance.now();
    execFileSync("espeak-ng", ["-v", "hi", "-s", "150", "--stdout"], { input: text, maxBuffer: 64 << 20 });
    direct.push(performance.now() - t0);
    // The same user asks twice: the second comes from their cache (no header says so, issue 24).
    cold.push((await tts(text)).ms);
    cached.push((await tts(text)).ms);
  }
  console.log(`/tts, 200-character Hindi sentence (n=${N}):`);
  console.log(`  espeak-ng alone (baseline): ${summary(direct)}`);
  console.log(`  /tts cold:                  ${summary(cold)}`);
  console.log(`  /tts cached:                ${summary(cached)}`);
} finally {
  await stack.stop();
}

// ---- grammar (harper.js in Node, the browser worker's engine) ----
// The client's packages (not the root's): loaded from client/node_modules by path.
const fromClient = (path: string) => new URL(`../client/node_modules/${path}`, import.meta.url).href;
const { LocalLinter } = (await import(fromClient("harper.js/dist/index.js"))) as typeof import("harper.js");
const { slimBinary } = (await import(
  fromClient("harper.js/dist/slimBinary.js")
)) as typeof import("harper.js/slimBinary");
const NSpell = ((await import(fromClient("nspell/lib/index.js"))) as { default: typeof import("nspell") })
  .default;
const dictionary = (
  (await import(fromClient("dictionary-en/index.js"))) as { default: { aff: Uint8Array; dic: Uint8Array } }
).default;
const SENTENCES = [
  "My freind go to school every day with his little sister.",
  "They has a big garden behind there house near the river.",
  "The teacher explained the lesson clearly and everyone understood it.",
  "We was playing cricket when it started to rain heavily.",
  "She bought a apple, two bananas and some grapes from the market.",
];
const words: string[] = [];
for (let i = 0; words.length < 1000; i++)
  words.push(...(SENTENCES[i % SENTENCES.length] as string).split(" "));
const text = words.slice(0, 1000).join(" ");
const loadStart = performance.now();
const linter = new LocalLinter({ binary: slimBinary, dialect: 4 as 0 });
await linter.setup();
const speller = NSpell(dictionary.aff, dictionary.dic);
const loadMs = performance.now() - loadStart;
const small: number[] = [];
const spelling: number[] = [];
const full: number[] = [];
for (let i = 0; i < Math.max(3, Math.round(N / 4)); i++) {
  let t0 = performance.now();
  await linter.lint("My freind go to school. I has a apple.", { language: "plaintext" });
  small.push(performance.now() - t0);
  const variant = `${text} ${i}`;
  t0 = performance.now();
  // As the worker does: every word checked, suggestions worked out once per distinct word (at most 20).
  const misspelt = new Set((variant.match(/[A-Za-z]+/g) ?? []).filter((w) => !speller.correct(w)));
  for (const w of [...misspelt].slice(0, 20)) speller.suggest(w);
  spelling.push(performance.now() - t0);
  t0 = performance.now();
  await linter.lint(variant, { language: "plaintext" });
  full.push(performance.now() - t0);
}
console.log(`Grammar, 1,000 words (Node, after a first load of ${loadMs.toFixed(0)} ms):`);
console.log(`  harper on 10 words (baseline):         ${summary(small)}`);
console.log(`  first suggestions (nspell spelling):   ${summary(spelling)}   (target ≤ 300 ms)`);
console.log(`  all suggestions (harper grammar):      ${summary(full)}`);

// ---- the harper bundle ----
if (hasBuild()) {
  const assets = join(dist, "assets");
  const files = readdirSync(assets);
  const size = (f: string) => readFileSync(join(assets, f)).length;
  const gz = (f: string) => gzipSync(readFileSync(join(assets, f))).length;
  const wasm = files.find((f) => f.endsWith(".wasm"));
  const worker = files.find((f) => /^grammar\.worker-.*\.js$/.test(f));
  const dic = files.find((f) => f.endsWith(".dic"));
  console.log("harper.js bundle (loaded by /grammar's worker only):");
  if (worker) console.log(`  worker JS:     ${kb(size(worker))}  (${kb(gz(worker))} gzipped)`);
  if (wasm) console.log(`  WebAssembly:   ${kb(size(wasm))}  (${kb(gz(wasm))} gzipped)`);
  if (dic) console.log(`  English words: ${kb(size(dic))}  (${kb(gz(dic))} gzipped)`);
  const chunks = routeChunks();
  for (const page of ["grammar", "hindi-grammar", "voice-assistant", "voice-bot", "story-images"]) {
    const js = initialJs(page, chunks.get(page));
    console.log(`  /${page} initial JS: ${kb(js.bytes)} gzipped in ${js.files} files (budget 250 KB)`);
  }
  const grammarChunk = chunks.get("grammar");
  const harperInInitial = grammarChunk
    ? [grammarChunk].some((f) => readFileSync(join(assets, f), "utf8").includes("harper_wasm"))
    : false;
  console.log(`  harper in /grammar's initial JS: ${harperInInitial ? "YES (should not be)" : "no"}`);
} else if (!existsSync(dist)) {
  console.log("harper bundle: no client build (pnpm --filter @vidya/client build)");
}
