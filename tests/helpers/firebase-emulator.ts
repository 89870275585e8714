import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./processes";

const root = new URL("../..", import.meta.url).pathname;
export const EMULATOR_PROJECT = "demo-vidya";

/**
 * Starts the Firebase Auth emulator (firebase-tools, offline) on free ports, with the UI off as it
 * needs a download. Returns its host:port for FIREBASE_AUTH_EMULATOR_HOST. `authPort` fixes the
 * Auth port when a client build already has it baked in (the e2e build).
 */
export async function startAuthEmulator(authPort?: number) {
  const dir = mkdtempSync(join(tmpdir(), "vidya-fb-"));
  const [port, hub, logging] = [authPort ?? (await freePort()), await freePort(), await freePort()];
  writeFileSync(
    join(dir, "firebase.json"),
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port },
        hub: { host: "127.0.0.1", port: hub },
        logging: { host: "127.0.0.1", port: logging },
        ui: { enabled: false },
        singleProjectMode: false,
      },
    }),
  );
  const child = spawn(
    `${root}node_modules/.bin/firebase`,
    ["emulators:start", "--only", "auth", "--project", EMULATOR_PROJECT],
    {
      cwd: dir,
      env: { ...process.env, CI: "true", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  const logs: string[] = [];
  child.stdout?.on("data", (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => logs.push(d.toString()));
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`http://${host}/`);
      if (res.ok) break;
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline) {
      // It runs detached, in its own process group: end that group, or it outlives the tests.
      if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`Firebase Auth emulator did not start:\n${logs.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    host,
    projectId: EMULATOR_PROJECT,
    /** Signs in to the emulator as a Google user and returns the Firebase ID token. */
    async googleIdToken(user: { sub: string; email: string; emailVerified?: boolean; name?: string }) {
      const claims = JSON.stringify({
        sub: user.sub,
        email: user.email,
        email_verified: user.emailVerified ?? true,
        name: user.name,
      });
      const res = await fetch(
        `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            requestUri: "http://localhost",
            postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
            returnSecureToken: true,
            returnIdpCredential: true,
          }),
        },
      );
      const body = (await res.json()) as { idToken?: string; error?: unknown };
      if (!body.idToken) throw new Error(`emulator sign-in failed: ${JSON.stringify(body)}`);
      return body.idToken;
    },
    /**
     * The same token re-addressed to another Firebase project (the emulator's tokens are unsigned,
     * so only the audience and issuer checks can tell them apart).
     */
    forProject(idToken: string, projectId: string): string {
      const [header, payload] = idToken.split(".");
      const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
      const moved = { ...claims, aud: projectId, iss: `https://securetoken.google.com/${projectId}` };
      return `${header}.${Buffer.from(JSON.stringify(moved)).toString("base64url")}.`;
    },
    async stop() {
      if (child.pid) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {}
      }
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
