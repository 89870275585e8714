import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import { fileDatabaseUrl } from "../helpers/database";
import { type ServerProc, startServer, uniquePrefix } from "../helpers/processes";

// Issue 20: CORS echoed any Origin with credentials, and a mutation sent as a form post (no
// preflight) ran, which allowed login CSRF through signIn. Now only listed origins get CORS
// headers, foreign origins are refused outright, and POSTs must be JSON.
describe("CORS and CSRF", () => {
  const app = "http://app.example.test";
  const extra = "https://partner.example.test";
  const evil = "http://app.example.test:8081";
  let server: ServerProc;
  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: fileDatabaseUrl(),
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      PUBLIC_URL: `${app}/`,
      CORS_ORIGINS: extra,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (headers: Record<string, string>, body: string | FormData) =>
    fetch(`${server.url}/graphql`, { method: "POST", headers, body });
  const signIn = `mutation { signIn(input: { email: "nobody@example.test", password: "not the password" }) { __typename } }`;

  it("answers PUBLIC_URL's origin and CORS_ORIGINS with credentials, and no other origin", async () => {
    for (const origin of [app, extra]) {
      const preflight = await fetch(`${server.url}/graphql`, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
      expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
      const res = await post(
        { origin, "content-type": "application/json" },
        JSON.stringify({ query: "{ health }" }),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    }
    const preflight = await fetch(`${server.url}/graphql`, {
      method: "OPTIONS",
      headers: { origin: evil, "access-control-request-method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    const res = await post(
      { origin: evil, "content-type": "application/json" },
      JSON.stringify({ query: "{ health }" }),
    );
    expect(res.status).toBe(403);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(await res.json()).toEqual({
      errors: [{ message: "Origin not allowed.", extensions: { code: "FORBIDDEN" } }],
    });
  });

  it("refuses form posts (urlencoded, multipart, text/plain), which a browser sends without a preflight", async () => {
    const form = new URLSearchParams({ query: signIn }).toString();
    const urlencoded = await post({ "content-type": "application/x-www-form-urlencoded" }, form);
    expect(urlencoded.status).toBe(415);
    const multipart = new FormData();
    multipart.set("operations", JSON.stringify({ query: signIn }));
    expect((await post({}, multipart)).status).toBe(415);
    const text = await post({ "content-type": "text/plain" }, JSON.stringify({ query: signIn }));
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({
      errors: [
        {
          message: "POST requests must have Content-Type: application/json.",
          extensions: { code: "BAD_REQUEST" },
        },
      ],
    });
    // The same mutation as JSON runs (and gives its usual answer).
    const json = await post({ "content-type": "application/json" }, JSON.stringify({ query: signIn }));
    expect(await json.json()).toEqual({ data: { signIn: { __typename: expect.stringMatching(/Error$/) } } });
  });

  it("checks the WebSocket's Origin against the same list", async () => {
    const open = (origin?: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(server.wsUrl, "graphql-transport-ws", origin ? { origin } : {});
        socket.once("open", () => {
          socket.close();
          resolve(101);
        });
        socket.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
        socket.once("error", () => resolve(-1));
      });
    expect(await open(app)).toBe(101);
    expect(await open(extra)).toBe(101);
    expect(await open()).toBe(101);
    expect(await open(evil)).toBe(403);
  });

  it("keeps /upload from foreign origins too", async () => {
    const res = await fetch(`${server.url}/upload`, { method: "POST", headers: { origin: evil } });
    expect(res.status).toBe(403);
  });

  it("sends no HSTS for an http PUBLIC_URL, but the other security headers", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
