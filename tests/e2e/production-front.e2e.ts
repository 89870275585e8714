import { appRoutes, initialJs } from "../../bench/bundle-size";
import { expect, test } from "./support/fixtures";

/**
 * The e2e stack serves the client the way `docker compose up` does: nginx with docker/nginx.conf and
 * the Content-Security-Policy docker/csp.envsh builds (tests/helpers/nginx.ts). Every other e2e file
 * runs through it; this one checks what only the front itself decides.
 */

test("every page arrives with the production CSP and security headers, and breaks none of it", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  expect(process.env.E2E_CSP).toContain("default-src 'self'");
  expect(headers["content-security-policy"]).toBe(process.env.E2E_CSP);
  expect(headers).toMatchObject({
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "permissions-policy": "microphone=(self)",
  });
  await expect(page.getByRole("main")).toBeVisible();

  // The live link: a graphql-ws handshake from the page, through the CSP's connect-src and nginx's upgrade.
  const acked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(
          `${location.origin.replace(/^http/, "ws")}/graphql`,
          "graphql-transport-ws",
        );
        socket.onopen = () => socket.send(JSON.stringify({ type: "connection_init", payload: {} }));
        socket.onmessage = (event) => {
          resolve(JSON.parse(String(event.data)).type);
          socket.close();
        };
        socket.onerror = () => resolve("error");
      }),
  );
  expect(acked).toBe("connection_ack");
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
});

test("client routes fall back to the app, but a missing asset is a 404, never index.html", async ({
  request,
}) => {
  const route = await request.get("/dashboard/some/deep/link");
  expect(route.status()).toBe(200);
  expect(await route.text()).toContain('<div id="root"');
  const asset = await request.get("/assets/no-such-file.js");
  expect(asset.status()).toBe(404);
  // The entry point is revalidated on every load, so a deploy reaches returning users.
  expect((await request.get("/index.html")).headers()["cache-control"]).toBe("no-cache");
});

test("metrics stay off the public front, and the queue board is there for the admin only", async ({
  request,
}) => {
  // /metrics answers the operator on the server's own port (with its token), never through nginx.
  const metricsToken = { authorization: "Bearer e2e-metrics-token-long-enough" };
  const internal = await request.get(`${process.env.E2E_API_URL}/metrics`, { headers: metricsToken });
  expect(internal.status()).toBe(200);
  expect(await internal.text()).toContain("vidya_http_requests_total");
  const front = await request.get("/metrics", { headers: metricsToken });
  expect(front.status()).toBe(404);
  const frontText = await front.text();
  expect(frontText).not.toContain("vidya_");
  expect(frontText).not.toContain('<div id="root"');

  // BullMQ's board through nginx: 401 without the admin's password, the board with it.
  const anonymous = await request.get("/admin/queues");
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()["www-authenticate"]).toContain("Basic");
  const wrong = await request.get("/admin/queues", {
    headers: { authorization: `Basic ${Buffer.from("e2e-admin:not-the-password").toString("base64")}` },
  });
  expect(wrong.status()).toBe(401);
  const admin = {
    authorization: `Basic ${Buffer.from("e2e-admin:e2e-admin-password-long-enough").toString("base64")}`,
  };
  const board = await request.get("/admin/queues", { headers: admin });
  expect(board.status()).toBe(200);
  const html = await board.text();
  expect(html).toContain("__UI_CONFIG__");
  // Its scripts come from our origin (the CSP's script-src 'self' lets them run) and through nginx too.
  const script = html.match(/src="([^"]*static\/js\/main[^"]*\.js)"/)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(
    new URL(script ?? "", new URL("/admin/queues/", process.env.E2E_BASE_URL)).href,
    {
      headers: admin,
    },
  );
  expect(asset.status()).toBe(200);
  expect(board.headers()["content-security-policy"]).toBe(process.env.E2E_CSP);
});

test("every page's first visit downloads at most 250 KB of JavaScript, gzipped (pages are for cheap phones)", async () => {
  // What the built client (client/dist, the one nginx serves here) makes a first visit load: the entry,
  // the route's page chunk, the signed-in shell and Apollo where the route is signed in, and all they
  // import statically (bench/bundle-size.ts, which `pnpm bench app-shell` prints).
  const routes = await appRoutes();
  expect(routes.length).toBeGreaterThan(60);
  const sizes = routes.map((route) => ({ path: route.path, kb: initialJs(route.page).bytes / 1024 }));
  expect(sizes.find((s) => s.path === "/teacher-dashboard")?.kb).toBeGreaterThan(100);
  expect(sizes.filter((s) => s.kb > 250).map((s) => `${s.path}: ${s.kb.toFixed(1)} KB`)).toEqual([]);
});
