import { type ChildProcess, spawn } from "node:child_process";
import { type FakeOpenAi, type FakeOpenAiOptions, startFakeOpenAi } from "../../helpers/fake-openai";
import { freePort, uniquePrefix } from "../../helpers/processes";

const root = new URL("../../..", import.meta.url).pathname;

export interface ModelStack {
  /** The web front's URL (the built client, /graphql proxied to this stack's server). */
  base: string;
  fake: FakeOpenAi;
  stop(): Promise<void>;
}

/**
 * A second server, worker and web front on the run's database, with the worker pointed at a fake
 * OpenAI-compatible model, under its own Redis prefix; the run's shared stack stays offline for every
 * other test. Started in a `beforeAll`, stopped in the matching `afterAll`.
 */
export async function startModelStack(fakeOptions: FakeOpenAiOptions): Promise<ModelStack> {
  const fake = await startFakeOpenAi(fakeOptions);
  const procs: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      procs.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );
    await fake.close();
  };
  const apiPort = await freePort();
  const webPort = await freePort();
  const base = `http://127.0.0.1:${webPort}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
    REDIS_URL: process.env.E2E_REDIS_URL ?? "",
    REDIS_PREFIX: uniquePrefix("e2e-model"),
    PUBLIC_URL: base,
    LOG_LEVEL: "info",
    JWT_SECRET: "e2e-secret-that-is-at-least-32-characters-long",
  };
  const start = (args: string[], extra: Record<string, string>, cwd = root) => {
    const child = spawn(args[0] ?? "", args.slice(1), { cwd, env: { ...env, ...extra }, stdio: "pipe" });
    const logs: string[] = [];
    child.stdout?.on("data", (d) => logs.push(String(d)));
    child.stderr?.on("data", (d) => logs.push(String(d)));
    procs.push(child);
    return logs;
  };
  try {
    start([process.execPath, "server/dist/main.js"], { PORT: String(apiPort), HOST: "127.0.0.1" });
    const workerLogs = start([process.execPath, "worker/dist/main.js"], {
      AI_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-e2e",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "fake-1",
    });
    start(
      [
        `${root}client/node_modules/.bin/vite`,
        "preview",
        "--strictPort",
        "--host",
        "127.0.0.1",
        "--port",
        String(webPort),
      ],
      { VITE_API_PROXY: `http://127.0.0.1:${apiPort}` },
      `${root}client`,
    );
    const deadline = Date.now() + 60_000;
    const up = async (url: string) => (await fetch(url).catch(() => null))?.ok === true;
    while (!((await up(`http://127.0.0.1:${apiPort}/readyz`)) && (await up(base)))) {
      if (Date.now() > deadline) throw new Error("the model stack did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    while (!workerLogs.join("").includes("worker started")) {
      if (Date.now() > deadline) throw new Error(`the worker did not start:\n${workerLogs.join("")}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, fake, stop };
}
