/**
 * The Docker setup, checked without a Docker engine: docker-compose.yml, the Dockerfiles in docker/,
 * docker/nginx.conf and .dockerignore must agree with one another and with the code they run (the env
 * schemas, the server's port), so that `docker compose up` starts every service in order.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseEnv } from "../../core/src/env";
import { parseServerEnv, ServerEnvSchema } from "../../server/src/env";
import { WorkerEnvSchema } from "../../worker/src/env";

interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; target?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string; required?: boolean }>;
  profiles?: string[];
  volumes?: string[];
  entrypoint?: string | string[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  ports?: (string | number | { target?: string | number; published?: string | number; host_ip?: string })[];
  restart?: string;
}
interface Stage {
  name?: string;
  from: string;
  lines: string[];
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(join(root, path), "utf8");
const services: Record<string, Service> = parse(read("docker-compose.yml")).services;
const nodeStages = parseDockerfile(read("docker/node.Dockerfile"));
const webStages = parseDockerfile(read("docker/web.Dockerfile"));
const dockerignore = read(".dockerignore")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
const nginx = read("docker/nginx.conf").replace(/#[^\n]*/g, "");
const [nginxServer] = blocks(nginx, "server");
const locations = blocks(nginxServer?.body ?? "", "location");
const serverLevel = locations.reduce((body, l) => body.replace(l.text, ""), nginxServer?.body ?? "");

function service(name: string): Service {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

/**
 * The service's environment as Compose would pass it with `host` as the host's variables: `${VAR:-x}`
 * falls back to x, and `${VAR:?message}` without VAR refuses, as Compose does, with that message.
 */
function environmentOf(name: string, host: Record<string, string> = {}): Record<string, string> {
  const env = service(name).environment ?? {};
  const pairs = Array.isArray(env)
    ? env.map((entry) => [entry.split("=")[0], entry.split("=").slice(1).join("=")])
    : Object.entries(env).map(([key, value]) => [key, value === null ? "" : String(value)]);
  const interpolate = (value: string) =>
    value.replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_, variable: string, kind?: string, rest = "") => {
      const given = host[variable];
      if (given) return given;
      if (kind === "?") throw new Error(`required variable ${variable} is missing a value: ${rest}`);
      return kind === "-" ? rest : "";
    });
  return Object.fromEntries(pairs.map(([key, value]) => [key, interpolate(value)]));
}

function conditionsOf(name: string): Record<string, string> {
  const deps = service(name).depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((dep) => [dep, "service_started"]));
  return Object.fromEntries(Object.entries(deps).map(([dep, v]) => [dep, v.condition ?? "service_started"]));
}

function healthTest(name: string): string {
  const check = service(name).healthcheck;
  if (!check || check.disable) return "";
  return Array.isArray(check.test) ? check.test.join(" ") : (check.test ?? "");
}

/** [published, target, host_ip] of each port mapping, in either of Compose's syntaxes. */
function portsOf(name: string): [string, string, string][] {
  return (service(name).ports ?? []).map((port) => {
    if (typeof port === "object")
      return [String(port.published ?? ""), String(port.target ?? ""), String(port.host_ip ?? "")];
    const [target = "", published = "", hostIp = ""] = String(port)
      .replace(/\/\w+$/, "")
      .split(":")
      .reverse();
    return [published, target, hostIp];
  });
}

/** Stages of a Dockerfile, each with its logical lines (continuations joined, comments dropped). */
function parseDockerfile(text: string): Stage[] {
  const lines = text
    .split("\n")
    .filter((line) => !/^\s*#/.test(line))
    .join("\n")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: Stage[] = [];
  for (const line of lines) {
    const from = /^FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) stages.push({ from: from[1], name: from[2]?.toLowerCase(), lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

/** The stage and those it is built FROM, the target first. */
function chain(stages: Stage[], target: string): Stage[] {
  const stage = stages.find((s) => s.name === target);
  return stage ? [stage, ...chain(stages, stage.from.toLowerCase())] : [];
}

/** Each COPY of the stages: the stage it copies from (none: the build context), sources, destination. */
function copies(stages: Stage[]): { from?: string; sources: string[]; dest: string }[] {
  return stages.flatMap((stage) =>
    stage.lines
      .filter((line) => /^COPY\s/i.test(line))
      .map((line) => {
        const rest = line.replace(/^COPY\s+/i, "");
        const args: string[] = rest.startsWith("[") ? JSON.parse(rest) : rest.split(/\s+/);
        const from = args.find((a) => a.startsWith("--from="))?.slice("--from=".length);
        const paths = args.filter((a) => !a.startsWith("--"));
        return { from, sources: paths.slice(0, -1), dest: paths.at(-1) ?? "" };
      }),
  );
}

const GLOB: Record<string, string> = {
  "**/": "(?:.*/)?",
  "/**": "(?:/.*)?",
  "**": ".*",
  "*": "[^/]*",
  "?": "[^/]",
};

/** Whether .dockerignore keeps `path` out of the build context (Docker's `**`, `*`, `?` and `!`). */
function ignored(path: string): boolean {
  let result = false;
  for (const line of dockerignore) {
    const negated = line.startsWith("!");
    const pattern = line.replace(/^!/, "").replace(/^\/+|\/+$/g, "");
    const body = pattern.replace(/\*\*\/|\/\*\*|\*\*|\*|\?|[.+^${}()|[\]\\]/g, (t) => GLOB[t] ?? `\\${t}`);
    if (new RegExp(`^${body}(?:/.*)?$`).test(path)) result = !negated;
  }
  return result;
}

/** Blocks `keyword args { body }` at any depth of an nginx config, braces matched. */
function blocks(text: string, keyword: string): { args: string; body: string; text: string }[] {
  const found: { args: string; body: string; text: string }[] = [];
  const step: Record<string, number> = { "{": 1, "}": -1 };
  for (const match of text.matchAll(new RegExp(`(?:^|[\\s;{}])(${keyword}\\b([^{};]*)\\{)`, "g"))) {
    const start = (match.index ?? 0) + match[0].length;
    let depth = 1;
    let end = start;
    while (depth > 0 && end < text.length) depth += step[text[end++]] ?? 0;
    found.push({
      args: match[2].trim(),
      body: text.slice(start, end - 1),
      text: text.slice(start - match[1].length, end),
    });
  }
  return found;
}

function location(path: string) {
  const found = locations.find((l) => l.args.split(/\s+/).at(-1) === path);
  if (!found) throw new Error(`docker/nginx.conf has no location for ${path}`);
  return found.body;
}

/** An nginx time ("1h", "90s", "1y 6M", "-1") in seconds. */
function seconds(value: string): number {
  const unit: Record<string, number> = {
    ms: 1e-3,
    s: 1,
    m: 60,
    h: 3600,
    d: 86400,
    w: 604800,
    M: 2592e3,
    y: 31536e3,
  };
  if (value === "max") return Number.POSITIVE_INFINITY;
  const parts = [...value.matchAll(/(-?\d+)(ms|s|m|h|d|w|M|y)?/g)];
  return parts.reduce((sum, [, n, u]) => sum + Number(n) * unit[u ?? "s"], 0);
}

const directive = (body: string, name: string) =>
  new RegExp(`(?:^|[\\s;{}])${name}\\s+([^;]*);`).exec(body)?.[1];
/** What a deployment must export before `docker compose up` (README). */
const hostEnv = { JWT_SECRET: "a-host-secret-that-is-at-least-32-characters-long" };
const serverEnv = environmentOf("server", hostEnv);
const workerEnv = environmentOf("worker");
const serverPort = ServerEnvSchema.shape.PORT.parse(serverEnv.PORT);

describe("docker-compose.yml", () => {
  it("is valid under the Compose Specification, with no lint errors (dclint, no engine needed)", () => {
    const run = spawnSync(
      join(root, "node_modules/.bin/dclint"),
      ["--quiet", "--formatter", "json", "docker-compose.yml"],
      { cwd: root, encoding: "utf8" },
    );
    const reports: { filePath: string; messages: { rule: string; message: string; line: number }[] }[] =
      JSON.parse(run.stdout || "[]");
    expect(reports.flatMap((r) => r.messages.map((m) => `${m.line}: ${m.message} (${m.rule})`))).toEqual([]);
    expect(run.status, run.stderr).toBe(0);
  });

  it("refuses to start the server without JWT_SECRET, saying why, and never falls back to a known one", () => {
    expect(() => environmentOf("server")).toThrow(/JWT_SECRET is required/);
    expect(serverEnv.JWT_SECRET).toBe(hostEnv.JWT_SECRET);
  });

  it("pins every image to a version, never a floating tag", () => {
    for (const [name, { image }] of Object.entries(services)) {
      if (image) expect(image, name).toMatch(/:(?!latest$)[\w.-]*\d[\w.-]*$/);
    }
  });

  it("defines the whole product, built from Dockerfiles and stages that exist", () => {
    for (const name of ["postgres", "redis", "mailpit", "migrate", "server", "worker", "web"]) service(name);
    expect(service("postgres").image).toMatch(/^postgres:17/);
    expect(service("redis").image).toMatch(/^redis:7/);
    expect(service("mailpit").image).toMatch(/^axllent\/mailpit/);
    for (const [name, { build }] of Object.entries(services)) {
      if (!build) continue;
      const {
        context = ".",
        dockerfile = "Dockerfile",
        target,
      } = typeof build === "string" ? { context: build } : build;
      expect(existsSync(join(root, context)), `${name}: build context ${context}`).toBe(true);
      const file = join(root, context, dockerfile);
      expect(existsSync(file), `${name}: ${dockerfile}`).toBe(true);
      if (target) expect(parseDockerfile(readFileSync(file, "utf8")).map((s) => s.name)).toContain(target);
    }
  });

  it("gives server, worker and migrate only variables their env schemas know, and valid ones", () => {
    expect(Object.keys(serverEnv).filter((key) => !(key in ServerEnvSchema.shape))).toEqual([]);
    expect(Object.keys(workerEnv).filter((key) => !(key in WorkerEnvSchema.shape))).toEqual([]);
    expect(Object.keys(environmentOf("migrate"))).toEqual(["DATABASE_URL"]);
    // The processes' own parsers, so rules across variables (JWT_SECRET in production) count too.
    const server = parseServerEnv(serverEnv);
    const worker = parseEnv(WorkerEnvSchema, workerEnv);
    expect([server.NODE_ENV, worker.NODE_ENV]).toEqual(["production", "production"]);
    // What both read (PUBLIC_URL for links, REDIS_PREFIX for queues and channels...) must agree.
    const shared = Object.keys(WorkerEnvSchema.shape).filter((key) => key in ServerEnvSchema.shape);
    const pick = (env: object) =>
      Object.fromEntries(Object.entries(env).filter(([key]) => shared.includes(key)));
    expect(pick(worker)).toEqual(pick(server));
  });

  it("points every process at the same Postgres, Redis and key prefix", () => {
    const databaseUrl = new URL(serverEnv.DATABASE_URL);
    const postgres = environmentOf("postgres");
    expect([databaseUrl.hostname, databaseUrl.port]).toEqual(["postgres", "5432"]);
    expect([databaseUrl.username, databaseUrl.password, databaseUrl.pathname]).toEqual([
      postgres.POSTGRES_USER,
      postgres.POSTGRES_PASSWORD,
      `/${postgres.POSTGRES_DB}`,
    ]);
    expect([workerEnv.DATABASE_URL, environmentOf("migrate").DATABASE_URL]).toEqual([
      databaseUrl.href,
      databaseUrl.href,
    ]);
    expect(new URL(serverEnv.REDIS_URL).hostname).toBe("redis");
  });

  it("sends e-mail to Mailpit from whichever process reads SMTP_URL", () => {
    for (const [name, schema] of [
      ["server", ServerEnvSchema],
      ["worker", WorkerEnvSchema],
    ] as const) {
      if (!("SMTP_URL" in schema.shape)) continue;
      const smtp = new URL(environmentOf(name, hostEnv).SMTP_URL ?? "smtp://unset");
      expect([smtp.hostname, smtp.port], `${name}: SMTP_URL`).toEqual(["mailpit", "1025"]);
      expect(conditionsOf(name), name).toHaveProperty("mailpit");
    }
  });

  it("caps Redis's memory without ever evicting a queue key (issue 24)", () => {
    const command = (service("redis") as { command?: string[] }).command ?? [];
    const flag = (name: string) => command[command.indexOf(name) + 1];
    expect(flag("--maxmemory")).toMatch(/^\d+(mb|gb)$/);
    expect(flag("--maxmemory-policy")).toBe("noeviction");
    // The /tts cache bounds itself far below that cap.
    const cap =
      Number.parseInt(flag("--maxmemory") ?? "0", 10) * (flag("--maxmemory")?.endsWith("gb") ? 1024 : 1);
    const ttsBytes = ServerEnvSchema.shape.TTS_CACHE_MAX_BYTES.parse(serverEnv.TTS_CACHE_MAX_BYTES);
    expect(ttsBytes).toBeLessThan((cap * 1024 * 1024) / 4);
  });

  it("health-checks postgres, redis and the server's /readyz", () => {
    expect(healthTest("postgres")).toContain("pg_isready");
    expect(healthTest("redis")).toMatch(/redis-cli.*ping/);
    expect(healthTest("server")).toContain("/readyz");
  });

  it("starts postgres and redis, then migrate, then server and worker, then web", () => {
    expect(conditionsOf("migrate")).toEqual({ postgres: "service_healthy" });
    expect(String(service("migrate").restart)).toBe("no");
    for (const name of ["server", "worker"]) {
      expect(conditionsOf(name)).toMatchObject({
        migrate: "service_completed_successfully",
        redis: "service_healthy",
      });
    }
    expect(conditionsOf("web")).toMatchObject({ server: "service_healthy" });
    for (const name of Object.keys(services)) {
      for (const [dep, condition] of Object.entries(conditionsOf(name))) {
        if (condition === "service_healthy") expect(healthTest(dep), `${name} waits for ${dep}`).not.toBe("");
      }
    }
  });

  it("publishes the web front on loopback 8080, the port PUBLIC_URL names, to the port nginx listens on", () => {
    const [published, target, hostIp] = portsOf("web").find(([p]) => p === "8080") ?? [];
    expect(published).toBe("8080");
    // Every published port binds loopback only; exposing one is a deliberate step (README).
    for (const name of Object.keys(services))
      for (const [, , ip] of portsOf(name))
        expect(ip, `${name} publishes on every interface`).toBe("127.0.0.1");
    expect(hostIp).toBe("127.0.0.1");
    expect(new URL(serverEnv.PUBLIC_URL).port).toBe("8080");
    expect(directive(nginxServer?.body ?? "", "listen")).toBe(target);
  });

  it("runs a local model only under the local-ai profile, kept in a volume, which the worker can use", () => {
    for (const name of ["ollama", "ollama-pull"]) expect(service(name).profiles, name).toEqual(["local-ai"]);
    // No other service needs the profile: a plain `docker compose up` stays as it was.
    for (const [name, svc] of Object.entries(services)) {
      if (!name.startsWith("ollama")) expect(svc.profiles, name).toBeUndefined();
    }
    expect(service("ollama").image).toMatch(/^ollama\/ollama/);
    const [volume] = (service("ollama").volumes ?? [""])[0]?.split(":") ?? [];
    expect(parse(read("docker-compose.yml")).volumes).toHaveProperty(volume ?? "");
    expect(healthTest("ollama")).toContain("ollama");
    // The pull waits for Ollama, runs once, and fetches the model the worker asks for (default gemma3:4b).
    expect(conditionsOf("ollama-pull")).toEqual({ ollama: "service_healthy" });
    expect(String(service("ollama-pull").restart)).toBe("no");
    expect(environmentOf("ollama-pull").OLLAMA_HOST).toBe("http://ollama:11434");
    const pull = [service("ollama-pull").entrypoint ?? []].flat().join(" ");
    expect(pull.replace(/\$\{\w+:?-([^}]*)\}/g, "$1")).toBe("ollama pull gemma3:4b");
    expect(pull).toContain("${OPENAI_MODEL:-");
    // The worker waits for the pull only when the profile is on, and accepts Ollama's address.
    const deps = service("worker").depends_on as Record<string, { condition?: string; required?: boolean }>;
    expect(deps["ollama-pull"]).toEqual({ condition: "service_completed_successfully", required: false });
    const local = parseEnv(WorkerEnvSchema, {
      ...workerEnv,
      OPENAI_API_KEY: "ollama",
      OPENAI_BASE_URL: "http://ollama:11434/v1",
      OPENAI_MODEL: "gemma3:4b",
    });
    expect([local.OPENAI_BASE_URL, local.OPENAI_MODEL]).toEqual(["http://ollama:11434/v1", "gemma3:4b"]);
    // Without those settings the worker runs offline (its default model name, no key).
    expect(parseEnv(WorkerEnvSchema, workerEnv).OPENAI_API_KEY).toBeUndefined();
  });

  it("tells the server it sits behind nginx, which overwrites X-Forwarded-For, when it can be told", () => {
    if (!("TRUST_PROXY" in ServerEnvSchema.shape)) return;
    expect(serverEnv.TRUST_PROXY).toBe("true");
    expect(directive(location("/graphql"), "proxy_set_header\\s+X-Forwarded-For")).toBe("$remote_addr");
  });
});

describe("Dockerfiles", () => {
  it("copy only files that exist and that .dockerignore lets into the context", () => {
    for (const { sources } of copies([...nodeStages, ...webStages]).filter((c) => !c.from)) {
      for (const source of sources.filter((s) => s !== ".")) {
        expect(existsSync(join(root, source.split(/[*?[]/)[0])), `COPY ${source}`).toBe(true);
        expect(ignored(source), `COPY ${source} is excluded by .dockerignore`).toBe(false);
      }
    }
  });

  it("run server, worker and migrate on Node 22 as a non-root user, with production dependencies only", () => {
    for (const target of ["server", "worker", "migrate"]) {
      const stages = chain(nodeStages, target);
      expect(stages.at(-1)?.from, target).toMatch(/^node:22(\.|-|$)/);
      const user = stages.map((s) => s.lines.filter((l) => /^USER\s/i.test(l)).at(-1)).find(Boolean);
      expect(user, `${target}: USER`).toMatch(/^USER\s+(?!root\b|0\b)\S+/i);
      for (const copy of copies(stages).filter(
        (c) => c.from && c.sources.some((s) => s.endsWith("node_modules")),
      )) {
        const producer = chain(nodeStages, copy.from ?? "")[0];
        expect(producer?.lines.join("\n"), `${target}: node_modules from ${copy.from}`).toMatch(/--prod\b/);
      }
    }
  });

  it("serve the built client with nginx 1.27 and install docker/nginx.conf as a template", () => {
    const stages = chain(webStages, "web");
    expect(stages.at(-1)?.from).toMatch(/^nginx:1\.27(\.\d+)?-alpine$/);
    const web = copies(stages);
    expect(web).toContainEqual({
      sources: ["docker/nginx.conf"],
      dest: "/etc/nginx/templates/default.conf.template",
    });
    const dist = web.find((c) => c.from && c.sources.some((s) => s.endsWith("client/dist")));
    expect(dist?.dest).toBe(directive(nginxServer?.body ?? "", "root"));
    expect(webStages.flatMap((s) => s.lines).join("\n")).toContain("pnpm --filter @vidya/client build");
    if (nginx.includes("NGINX_LOCAL_RESOLVERS")) {
      expect(stages.flatMap((s) => s.lines).join("\n")).toMatch(/NGINX_ENTRYPOINT_LOCAL_RESOLVERS=\S/);
    }
  });
});

describe(".dockerignore", () => {
  it("keeps installs, builds, generated code and git out, and the sources in", () => {
    const outputs = [
      ".git",
      "node_modules",
      "server/node_modules",
      "client/dist",
      "db/src/generated/prisma",
      "server/src/generated/pothos-types.ts",
    ];
    for (const path of outputs) expect(ignored(path), path).toBe(true);
    const sources = [
      "pnpm-lock.yaml",
      "server/src/main.ts",
      "client/src",
      "prisma/migrations",
      "schema.graphql",
    ];
    for (const path of sources) expect(ignored(path), path).toBe(false);
  });
});

describe("docker/nginx.conf", () => {
  it("proxies /graphql to the server's port with WebSocket upgrades and long timeouts", () => {
    const graphql = location("/graphql");
    const target = directive(graphql, "proxy_pass") ?? "";
    const upstream = target.startsWith("$") ? directive(serverLevel, `set\\s+\\${target}`) : target;
    expect(upstream).toBe(`http://server:${serverPort}`);
    expect(directive(graphql, "proxy_http_version")).toBe("1.1");
    expect(graphql).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade;/);
    const connection = directive(graphql, "proxy_set_header\\s+Connection");
    expect(connection).toMatch(/^("?upgrade"?|\$connection_upgrade)$/);
    if (connection === "$connection_upgrade")
      expect(nginx).toMatch(/map\s+\$http_upgrade\s+\$connection_upgrade\s*\{/);
    expect(seconds(directive(graphql, "proxy_read_timeout") ?? "0")).toBeGreaterThanOrEqual(3600);
  });

  it("sets the security headers on every response", () => {
    const added = [...serverLevel.matchAll(/add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/g)];
    const headers = Object.fromEntries(added.map(([, name, value]) => [name, value]));
    expect(headers).toEqual({
      // Filled in at start-up from docker/csp.envsh (next test).
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an nginx template variable, not JS
      "Content-Security-Policy": "${NGINX_CSP}",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy": "microphone=(self)",
    });
    // An add_header in a location would drop every header above from that location's responses.
    expect(locations.filter((l) => l.body.includes("add_header")).map((l) => l.args)).toEqual([]);
  });

  it("builds a Content-Security-Policy of our origin only, adding Firebase's hosts only when configured", () => {
    const web = environmentOf("web");
    expect(web.PUBLIC_URL).toBe(serverEnv.PUBLIC_URL);
    const csp = (extra: Record<string, string>) =>
      execFileSync("sh", ["-c", '. "$0" && printf %s "$NGINX_CSP"', join(root, "docker/csp.envsh")], {
        env: { PATH: process.env.PATH, ...web, ...extra },
        encoding: "utf8",
      });
    expect(csp({})).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self'; connect-src 'self' ws://localhost:8080; frame-src 'none'; worker-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    );
    expect(csp({ PUBLIC_URL: "https://learn.example.in/app" })).toContain(
      "connect-src 'self' wss://learn.example.in;",
    );
    const withGoogle = csp({ FIREBASE_AUTH_DOMAIN: "vidya-demo.firebaseapp.com" });
    expect(withGoogle).toContain("script-src 'self' 'wasm-unsafe-eval' https://apis.google.com;");
    expect(withGoogle).toContain(
      "connect-src 'self' ws://localhost:8080 https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;",
    );
    expect(withGoogle).toContain("frame-src https://vidya-demo.firebaseapp.com;");
    // The e2e stack's build talks to the Firebase Auth emulator, so its CSP names that origin too.
    const withEmulator = csp({
      FIREBASE_AUTH_DOMAIN: "d.firebaseapp.com",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
    });
    expect(withEmulator).toContain("frame-src https://d.firebaseapp.com http://127.0.0.1:9099;");
    expect(withEmulator).toMatch(/connect-src [^;]* http:\/\/127\.0\.0\.1:9099;/);
    expect(csp({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toContain(
      "frame-src http://127.0.0.1:9099;",
    );
    // The nginx image sources only executable *.envsh files in /docker-entrypoint.d, before templating.
    expect(readFileSync(join(root, "docker/web.Dockerfile"), "utf8")).toMatch(
      /^COPY --chmod=755 docker\/csp\.envsh \/docker-entrypoint\.d\/\d+-[\w-]+\.envsh$/m,
    );
  });

  it("compresses, caches hashed assets long, revalidates the entry points and falls back to index.html", () => {
    expect(directive(serverLevel, "gzip")).toBe("on");
    expect(seconds(directive(location("/assets/"), "expires") ?? "0")).toBeGreaterThanOrEqual(30 * 86400);
    for (const path of ["/index.html", "/sw.js"])
      expect(directive(location(path), "expires")).toMatch(/^(-1|epoch)$/);
    expect(directive(location("/"), "try_files")).toMatch(/\s\/index\.html$/);
  });
});
