/**
 * Issue 29, Done when: "the first Socratic request after a start is as fast as the tenth". A fresh
 * server (the production bundle: `pnpm build` first) is started and left to warm up (its log says
 * "socratic engine ready"); then ten students each start a Socratic problem of their own, one after
 * another, and the first `startSocratic` is printed beside the tenth and the median. Also printed:
 * the server's time to /readyz, its CPU seconds and memory once warm. Each round is a fresh server.
 * With BENCH_SOCRATIC_BEFORE_DIR (another built checkout, e.g. a `git worktree` of the base commit)
 * the same rounds run on its bundle too, against the same database, in the same run.
 * Run: pnpm build && pnpm bench socratic-first.
 */
import { readFileSync } from "node:fs";
import { gql } from "../tests/helpers/graphql";
import { type ServerProc, startServer } from "../tests/helpers/processes";
import { createUser } from "../tests/helpers/users";
import { benchStack, machineLoad, percentile } from "./lib";

const ROUNDS = Number(process.env.BENCH_N ?? 3);
const BEFORE_DIR = process.env.BENCH_SOCRATIC_BEFORE_DIR;
const START = `mutation($input: StartSocraticInput!) { startSocratic(input: $input) {
  __typename ... on Error { code message } } }`;

/** CPU seconds (user + system, all threads) and resident MB of a process, from /proc. */
function usage(pid: number): { cpu: number; rssMb: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return {
    cpu: (Number(fields[11]) + Number(fields[12])) / 100,
    rssMb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024,
  };
}

async function waitForLog(server: ServerProc, text: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!server.logs.join("").includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in the server's log within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const { line, noisy } = machineLoad();
console.log(line);
const stack = await benchStack();
const students = await Promise.all(Array.from({ length: 10 }, () => createUser(stack.env.DATABASE_URL)));

/** One round: a fresh server, warm, then ten students' first requests; times in ms. */
async function round(dir: string | undefined) {
  const t0 = performance.now();
  const server = await startServer(stack.env, dir ? { dir } : { built: true });
  const readyMs = performance.now() - t0;
  await waitForLog(server, "socratic engine ready");
  // Let start-up work settle (the engine thread's first ladder, the pools' first connections).
  await new Promise((r) => setTimeout(r, 1000));
  const warm = usage(server.child.pid as number);
  const times: number[] = [];
  for (const [i, student] of students.entries()) {
    const problem = `Solve ${i + 2}x + ${3 * i + 1} = ${(i + 2) * (i + 4) + 3 * i + 1}`;
    const t = performance.now();
    const res = await gql<{ startSocratic: { __typename: string; message?: string } }>(
      server.url,
      START,
      { input: { subject: "mathematics", classLevel: 8, problem } },
      student.headers,
    );
    times.push(performance.now() - t);
    const kind = res.data?.startSocratic.__typename;
    if (kind !== "MutationStartSocraticSuccess") throw new Error(`startSocratic: ${JSON.stringify(res)}`);
  }
  await server.stop();
  return { readyMs, warm, times };
}

async function rounds(label: string, dir: string | undefined) {
  const all: Awaited<ReturnType<typeof round>>[] = [];
  for (let r = 0; r < ROUNDS; r++) all.push(await round(dir));
  const med = (xs: number[]) => percentile(xs, 50).toFixed(0);
  console.log(
    `${label}: first startSocratic p50 ${med(all.map((a) => a.times[0] ?? 0))} ms, tenth ${med(
      all.map((a) => a.times[9] ?? 0),
    )} ms, median of all ten ${med(all.flatMap((a) => a.times))} ms; ` +
      `/readyz after ${med(all.map((a) => a.readyMs))} ms; once warm: CPU ${percentile(
        all.map((a) => a.warm.cpu),
        50,
      ).toFixed(2)} s, RSS ${med(all.map((a) => a.warm.rssMb))} MB (${ROUNDS} fresh servers)`,
  );
  for (const a of all) console.log(`  ${a.times.map((t) => t.toFixed(0)).join(" ")} ms`);
}

try {
  await rounds("this checkout", undefined);
  if (BEFORE_DIR) await rounds(`before (${BEFORE_DIR})`, BEFORE_DIR);
} finally {
  await stack.stop();
}
if (noisy) console.log("(noisy: the machine was busy when the run started)");
