import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;

/** Where Debian's nginx lives (`apt-get install nginx`); NGINX_PATH overrides. */
export const NGINX_BIN = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface NginxSite {
  /** Loopback port nginx listens on (compose publishes 8080 → 80). */
  port: number;
  /** The GraphQL server nginx proxies /graphql and /upload to (compose: http://server:4000). */
  upstream: string;
  /** The built client (compose: the image's /usr/share/nginx/html). */
  dist: string;
  /** What docker/csp.envsh reads: PUBLIC_URL, FIREBASE_AUTH_DOMAIN, FIREBASE_AUTH_EMULATOR_HOST. */
  cspEnv: Record<string, string>;
}

/** The Content-Security-Policy docker/csp.envsh builds from `env`, as the nginx image's entrypoint does. */
export function productionCsp(env: Record<string, string>): string {
  return execFileSync("sh", ["-c", '. "$0" && printf %s "$NGINX_CSP"', join(root, "docker/csp.envsh")], {
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env },
    encoding: "utf8",
  });
}

/** Replaces `from` in `text` exactly once; a config that no longer has it must fail loudly, not drift. */
function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`docker/nginx.conf: expected "${from}" once, found it ${count} times`);
  return text.replace(from, () => to);
}

/**
 * docker/nginx.conf as the production image runs it, for this machine: the template's `${NGINX_*}`
 * filled in as the image's entrypoint does (CSP from docker/csp.envsh, the resolver), and only the
 * three deployment facts swapped: the listening address, the client's directory, the upstream.
 */
export function siteConfig(site: NginxSite): string {
  let text = readFileSync(join(root, "docker/nginx.conf"), "utf8");
  text = replaceOnce(text, "listen 80;", `listen 127.0.0.1:${site.port};`);
  text = replaceOnce(text, "root /usr/share/nginx/html;", `root ${site.dist};`);
  text = replaceOnce(
    text,
    "set $graphql_upstream http://server:4000;",
    `set $graphql_upstream ${site.upstream};`,
  );
  const values: Record<string, string> = {
    NGINX_CSP: productionCsp(site.cspEnv),
    // The upstream is an IP address, so nothing is ever looked up; the directive only has to parse.
    NGINX_LOCAL_RESOLVERS: "127.0.0.1",
  };
  // envsubst with the image's NGINX_ENVSUBST_FILTER (^NGINX_): only these variables are replaced.
  return text.replace(/\$\{(NGINX_\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`docker/nginx.conf uses \${${name}}, which the e2e stack does not set`);
    return value;
  });
}

/**
 * Writes a main nginx.conf shaped like the nginx image's (events, http with mime types, the site
 * included inside http) with every path in a fresh directory, and returns the command that runs it
 * in the foreground, and the CSP it sends.
 */
export function prepareNginx(site: NginxSite): { command: string; args: string[]; dir: string; csp: string } {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(`nginx not found at ${NGINX_BIN}: install it (apt-get install nginx) or set NGINX_PATH.`);
  }
  const dir = mkdtempSync(join(tmpdir(), "vidya-nginx-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, sub));
  writeFileSync(join(dir, "default.conf"), siteConfig(site));
  const asRoot = process.getuid?.() === 0;
  const main = `${asRoot ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/default.conf;
}
`;
  writeFileSync(join(dir, "nginx.conf"), main);
  const args = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", "stderr"];
  return { command: NGINX_BIN, args, dir, csp: productionCsp(site.cspEnv) };
}
