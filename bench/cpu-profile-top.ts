/**
 * The top self-time functions of a V8 `.cpuprofile` (as `node --cpu-prof` writes it), counted only over
 * the samples inside the burst window the class-bell bench wrote beside it (burst-window.json; the
 * whole profile if there is none), so the server's start-up does not drown the request path.
 * Run: pnpm exec tsx bench/cpu-profile-top.ts <dir or file.cpuprofile> [top=10]
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const arg = process.argv[2];
if (!arg) throw new Error("usage: cpu-profile-top.ts <dir or file.cpuprofile> [top]");
const top = Number(process.argv[3] ?? 10);
// A folder: its newest main-thread profile (CPU.<date>.<time>.<pid>.<thread>.<seq>; thread 0 is the
// main thread, the others tsx's loader threads).
const file = statSync(arg).isDirectory()
  ? (readdirSync(arg)
      .filter((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f))
      .map((f) => join(arg, f))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0] ?? "")
  : arg;
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const windowFile = join(dirname(file), "burst-window.json");
const window = existsSync(windowFile)
  ? (JSON.parse(readFileSync(windowFile, "utf8")) as { startUs: number; endUs: number })
  : { startUs: Number.NEGATIVE_INFINITY, endUs: Number.POSITIVE_INFINITY };

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
let at = profile.startTime;
let total = 0;
for (const [i, id] of profile.samples.entries()) {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at < window.startUs || at > window.endUs) continue;
  const frame = byId.get(id)?.callFrame;
  const where = frame?.url ? relative(process.cwd(), frame.url.replace(/^file:\/\//, "")) : "";
  const key = `${frame?.functionName || "(anonymous)"} ${where}${where ? `:${(frame?.lineNumber ?? 0) + 1}` : ""}`;
  self.set(key, (self.get(key) ?? 0) + delta);
  total += delta;
}
// Shares are of the busy time: idle samples say the process waited (for I/O, or for a CPU on a shared machine).
const busy = total - (self.get("(idle) ") ?? 0);
console.log(
  `${relative(process.cwd(), file)}: ${(total / 1000).toFixed(0)} ms of samples${Number.isFinite(window.startUs) ? " in the burst window" : ""}, ${(busy / 1000).toFixed(0)} ms busy; top ${top} by self time (share of busy)`,
);
const ranked = [...self].filter(([key]) => key !== "(idle) ").sort((a, b) => b[1] - a[1]);
for (const [key, us] of ranked.slice(0, top))
  console.log(
    `  ${(us / 1000).toFixed(1).padStart(8)} ms  ${((us / busy) * 100).toFixed(1).padStart(5)}%  ${key}`,
  );
