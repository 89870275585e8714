import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { serveMetrics } from "./metrics";

/** GET /metrics from serveMetrics with these options; the status and body. */
async function scrape(options: { token?: string; production: boolean }, authorization?: string) {
  const registry = new Registry();
  const server = createServer((req, res) => void serveMetrics(async () => registry, options, req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: authorization ? { authorization } : {},
    });
    return res.status;
  } finally {
    server.close();
  }
}

describe("/metrics access", () => {
  it("is off in production without METRICS_TOKEN, so nothing is public by default", async () => {
    expect(await scrape({ production: true })).toBe(404);
  });
  it("asks for the token whenever one is set, and is open in development without one", async () => {
    const token = "a-metrics-token-0123456789";
    expect(await scrape({ production: true, token })).toBe(401);
    expect(await scrape({ production: true, token }, `Bearer ${token}x`)).toBe(401);
    expect(await scrape({ production: true, token }, `Bearer ${token}`)).toBe(200);
    expect(await scrape({ production: false })).toBe(200);
  });
});
