import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { persistedManifest, readDocuments } from "../../scripts/trusted-documents.mjs";
import { fileDatabaseUrl } from "../helpers/database";
import { type GqlResponse, gql, wsClient } from "../helpers/graphql";
import { type ServerProc, spawnTs, startServer, uniquePrefix } from "../helpers/processes";
import { createUser } from "../helpers/users";

// Issue 20: in production the server runs only the client's own operations, registered at build time
// (scripts/trusted-documents.mjs, the same code `pnpm build` uses) and sent by hash.
const generated = new URL("../../client/src/gql/graphql.ts", import.meta.url).pathname;
const documents = readDocuments(generated).filter((d) => d.hash !== null);
const hashOf = (name: string) => documents.find((d) => d.name === name)?.hash ?? "";
const byHash = (hash: string, variables: Record<string, unknown> = {}) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
});

describe("trusted documents (production)", () => {
  const dir = mkdtempSync(join(tmpdir(), "vidya-trusted-"));
  const manifestFile = join(dir, "persisted-documents.json");
  writeFileSync(manifestFile, JSON.stringify(persistedManifest(generated)));
  const env = {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
    NODE_ENV: "production",
    PERSISTED_DOCUMENTS_FILE: manifestFile,
  };
  let server: ServerProc;
  beforeAll(async () => {
    server = await startServer(env);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const send = async (body: unknown) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await res.json()) as GqlResponse;
  };

  it("refuses an arbitrary document, clearly", async () => {
    const res = await gql(server.url, "{ health }");
    expect(res.data ?? null).toBeNull();
    expect(res.errors).toEqual([
      {
        message: "This server runs only the app's own operations, sent by their hash (persisted operations).",
        extensions: { code: "PERSISTED_QUERY_ONLY" },
      },
    ]);
  });

  it("answers an unknown hash with a clear error", async () => {
    const res = await send(byHash("0".repeat(64)));
    expect(res.errors).toEqual([
      {
        message: "Unknown operation: this version of the app is out of date. Reload the page.",
        extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
      },
    ]);
  });

  it("runs a registered operation sent by its hash", async () => {
    const res = await send(byHash(hashOf("LandingStatsDocument")));
    expect(res.errors).toBeUndefined();
    expect(res.data?.landingStats).toEqual(
      expect.objectContaining({ __typename: "LandingStats", students: expect.any(Number) }),
    );
  });

  it("knows every operation of the client, and each one is within the query limits", async () => {
    expect(documents.length).toBeGreaterThan(50);
    const refused: string[] = [];
    for (const { name, hash, body } of documents) {
      if (!hash || body.startsWith("subscription")) continue;
      const res = await send(byHash(hash));
      for (const error of res.errors ?? []) {
        // Sent without variables and signed out: a missing variable or a refused sign-in is expected;
        // anything else (unknown hash, no query, invalid, too costly) means it would not run.
        const expected =
          /^Variable "\$\w+" of (required|non-null) type/.test(error.message) ||
          ["UNAUTHENTICATED", "FORBIDDEN"].includes(String(error.extensions?.code));
        if (!expected) refused.push(`${name}: ${error.extensions?.code} ${error.message}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("runs a registered subscription sent by hash over the WebSocket, and refuses an arbitrary one", async () => {
    const user = await createUser(env.DATABASE_URL);
    const client = wsClient(server.wsUrl, user.headers);
    const run = (payload: { query: string; extensions?: Record<string, unknown> }) =>
      new Promise<unknown>((resolve) => {
        const stop = client.subscribe(payload, {
          next: (value) => {
            stop();
            resolve(value);
          },
          error: (error) => resolve({ errors: error }),
          complete: () => {},
        });
      });
    const registered = (await run({
      query: "",
      ...byHash(hashOf("WatchFocusTimerDocument")),
    })) as GqlResponse;
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.focusTimer).toEqual(expect.objectContaining({ __typename: "FocusTimer" }));
    const arbitrary = (await run({ query: "subscription { focusTimer { id } }" })) as GqlResponse;
    expect(arbitrary.errors).toEqual([
      expect.objectContaining({ extensions: { code: "PERSISTED_QUERY_ONLY" } }),
    ]);
    await client.dispose();
  });

  it("runs arbitrary documents with ALLOW_ARBITRARY_OPERATIONS=true; without a manifest it will not start", async () => {
    const missing = spawnTs("server/src/main.ts", {
      ...env,
      HOST: "127.0.0.1",
      PORT: "0",
      PERSISTED_DOCUMENTS_FILE: join(dir, "missing.json"),
    });
    expect(await missing.exited).toBe(1);
    expect(missing.logs.join("")).toContain("missing.json does not exist (run `pnpm build`");
    const open = await startServer({
      ...env,
      REDIS_PREFIX: uniquePrefix(),
      PERSISTED_DOCUMENTS_FILE: join(dir, "missing.json"),
      ALLOW_ARBITRARY_OPERATIONS: "true",
    });
    try {
      expect(await gql(open.url, "{ health }")).toEqual({ data: { health: "ok" } });
    } finally {
      await open.stop();
    }
  });
});
