import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import WebSocket from "ws";
import { fileDatabaseUrl } from "../helpers/database";
import { collect, type GqlResponse, gql, wsClient } from "../helpers/graphql";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { createUser } from "../helpers/users";

// Issue 20: what one anonymous request or socket may ask of a production server. Arbitrary documents
// are allowed here (ALLOW_ARBITRARY_OPERATIONS, as for an API user) so each limit can be reached.
describe("query and connection limits (production)", () => {
  const env = {
    DATABASE_URL: fileDatabaseUrl(),
    REDIS_URL: inject("redisUrl"),
    REDIS_PREFIX: uniquePrefix(),
    NODE_ENV: "production",
    ALLOW_ARBITRARY_OPERATIONS: "true",
    PUBLIC_URL: "https://vidya.example.test",
    WS_MAX_SUBSCRIPTIONS_PER_SOCKET: "3",
    WS_MAX_SOCKETS_PER_USER: "2",
  };
  let server: ServerProc;
  beforeAll(async () => {
    server = await startServer(env);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const messages = (res: GqlResponse) => (res.errors ?? []).map((e) => e.message);

  it("refuses a 1 MB document before parsing it, and keeps serving", async () => {
    const huge = `{ ${"landingStats { flashcards } ".repeat(30_000)} }`;
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: huge }),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as GqlResponse;
    expect(messages(body)).toEqual(["Query text is too long: at most 32768 characters allowed."]);
    expect((await gql(server.url, "{ health }")).data).toEqual({ health: "ok" });
  });

  it("stops parsing at 3,000 tokens", async () => {
    const res = await gql(server.url, `{ ${"health ".repeat(3_001)} }`);
    expect(messages(res)).toEqual(["Syntax Error: Token limit of 3000 exceeded."]);
  });

  it("refuses more than 15 aliases (1,000 aliases of landingStats cost 4,000 queries before)", async () => {
    const aliases = (n: number) =>
      Array.from({ length: n }, (_, i) => `a${i}: landingStats { flashcards }`).join(" ");
    const res = await gql(server.url, `{ ${aliases(16)} }`);
    expect(messages(res)).toEqual(["Syntax Error: Aliases limit of 15 exceeded, found 16."]);
    expect(res.data ?? null).toBeNull();
    expect(messages(await gql(server.url, `{ ${aliases(15)} }`))).toEqual([]);
  });

  it("refuses a query nested deeper than 12 or with more than 20 directives", async () => {
    const deep = `{ ${"me { ".repeat(12)}id${" }".repeat(12)} }`;
    expect(messages(await gql(server.url, deep))).toEqual([
      "Syntax Error: Query depth limit of 12 exceeded, found 13.",
    ]);
    const directives = `{ health ${"@include(if: true) ".repeat(21)} }`;
    expect(messages(await gql(server.url, directives))).toEqual([
      "Syntax Error: Directives limit of 20 exceeded, found 21.",
    ]);
  });

  it("prices list and database fields: 15 aliases of decks with their cards is too expensive", async () => {
    const one = (i: number) => `d${i}: decks { id cards { id front back } }`;
    const res = await gql(server.url, `{ ${Array.from({ length: 15 }, (_, i) => one(i)).join(" ")} }`);
    expect(messages(res)).toEqual(["Query is too expensive: cost 18765, at most 5000 allowed."]);
    expect(res.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_EXPENSIVE");
  });

  it("hides the schema: no introspection, no field suggestions; __type and __typename still work", async () => {
    const schema = await gql(server.url, "{ __schema { types { name } } }");
    expect(messages(schema)).toEqual(["Introspection is disabled."]);
    const type = await gql(server.url, '{ __typename __type(name: "Query") { name } }');
    expect(type).toEqual({ data: { __typename: "Query", __type: { name: "Query" } } });
    const typo = await gql(server.url, "{ healt }");
    expect(messages(typo)).toEqual(['Cannot query field "healt" on type "Query".']);
  });

  it("refuses an HTTP body over the limit with 413", async () => {
    // Answered from the headers alone: the 11 MB it announces are never read.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(11 * 1024 * 1024) },
      });
      req.on("response", (res) => resolve(res.statusCode ?? 0));
      req.on("error", reject);
      req.write('{"query":"{ health }","variables":{"pad":"');
    });
    expect(status).toBe(413);
  });

  it("closes a WebSocket that sends a message over 256 KB (1009)", async () => {
    const socket = new WebSocket(server.wsUrl, "graphql-transport-ws");
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    const closed = new Promise<number>((resolve) => socket.once("close", resolve));
    socket.send(JSON.stringify({ type: "connection_init", payload: { pad: "x".repeat(300_000) } }));
    expect(await closed).toBe(1009);
  });

  it("allows at most N subscriptions per socket and N sockets per user", async () => {
    const user = await createUser(env.DATABASE_URL);
    const client = wsClient(server.wsUrl, user.headers);
    const watch = "subscription { focusTimer { id } }";
    const subs = [1, 2, 3].map(() => collect<{ focusTimer: { id: string } }>(client, watch, {}));
    for (const sub of subs) await sub.until((e) => Boolean(e.focusTimer));
    const fourth = collect(client, watch, {});
    await expect(fourth.until(() => true, 5_000)).rejects.toThrow(
      /Too many subscriptions on this connection/,
    );
    // Closing one makes room again.
    subs[0]?.dispose();
    const again = collect<{ focusTimer: { id: string } }>(client, watch, {});
    await again.until((e) => Boolean(e.focusTimer));

    const second = wsClient(server.wsUrl, user.headers);
    const secondSub = collect<{ focusTimer: { id: string } }>(second, watch, {});
    await secondSub.until((e) => Boolean(e.focusTimer));
    const third = wsClient(server.wsUrl, user.headers);
    const refused = collect(third, watch, {});
    await vi.waitFor(() => expect(refused.errors).toHaveLength(1), { timeout: 5_000 });
    expect((refused.errors[0] as { code: number }).code).toBe(4403);
    await Promise.all([client.dispose(), second.dispose(), third.dispose()]);
  });

  it("sends the security headers itself, HSTS included when PUBLIC_URL is https", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const graphql = await fetch(`${server.url}/graphql?query=%7Bhealth%7D`);
    expect(graphql.headers.get("x-frame-options")).toBe("DENY");
  });
});
