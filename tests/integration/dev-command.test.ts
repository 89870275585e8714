import { spawn } from "node:child_process";
import { describe, expect, inject, it } from "vitest";
// @ts-expect-error plain ESM script shared with the dev and test runners
import { portOpen } from "../../scripts/services.mjs";
import { fileDatabaseUrl } from "../helpers/database";
import { freePort, uniquePrefix } from "../helpers/processes";

const root = new URL("../..", import.meta.url).pathname;

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>, logs: string[]) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} not ready in ${ms} ms:\n${logs.join("").slice(-4000)}`);
}

// README: `pnpm dev` runs server, worker and client with reload; the client proxies /graphql.
describe("pnpm dev", () => {
  it("serves the client and /graphql through it, and stops everything on SIGTERM", async () => {
    const apiPort = await freePort();
    const clientPort = await freePort();
    const child = spawn("pnpm", ["dev"], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: fileDatabaseUrl(),
        REDIS_URL: inject("redisUrl"),
        REDIS_PREFIX: uniquePrefix("dev"),
        PORT: String(apiPort),
        CLIENT_PORT: String(clientPort),
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    const logs: string[] = [];
    child.stdout?.on("data", (d: Buffer) => logs.push(d.toString()));
    child.stderr?.on("data", (d: Buffer) => logs.push(d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const client = `http://127.0.0.1:${clientPort}`;
    try {
      const html = await until(
        "client",
        90_000,
        async () => {
          const res = await fetch(client);
          return res.ok ? res.text() : undefined;
        },
        logs,
      );
      expect(html).toContain('<div id="root">');
      const answer = await until(
        "/graphql through the client",
        90_000,
        async () => {
          const res = await fetch(`${client}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ query: "{ health }" }),
          });
          return res.ok ? ((await res.json()) as { data?: { health?: string } }) : undefined;
        },
        logs,
      );
      expect(answer.data?.health).toBeTruthy();
    } finally {
      child.kill("SIGTERM");
      const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r("timeout"), 15_000))]);
      if (code === "timeout" && child.pid) process.kill(-child.pid, "SIGKILL");
    }
    // Nothing is left listening: the server and the client stopped with the command.
    await until(
      "ports closed",
      15_000,
      async () => {
        const open = (await portOpen(apiPort)) || (await portOpen(clientPort));
        return open ? undefined : true;
      },
      logs,
    );
  }, 240_000);
});
