import type { Plugin } from "graphql-yoga";

const pending = new WeakMap<Request, string[]>();

/** Parses a Cookie header. */
export function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (!name) continue;
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

/** Queues a Set-Cookie header for this request's response. */
export function queueCookie(request: Request, header: string): void {
  const list = pending.get(request) ?? [];
  list.push(header);
  pending.set(request, list);
}

/** Writes queued Set-Cookie headers onto the response. */
export const cookiePlugin: Plugin = {
  onResponse({ request, response }) {
    for (const header of pending.get(request) ?? []) response.headers.append("set-cookie", header);
  },
};

/** Cookies are Secure unless the app is served from this machine (plain http in development). */
export function cookieSecure(env: { PUBLIC_URL: string }): boolean {
  const host = new URL(env.PUBLIC_URL).hostname;
  return !(host === "localhost" || host === "127.0.0.1" || host === "[::1]");
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  path: string;
}

/** Serialises an httpOnly, SameSite=Lax cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
