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
