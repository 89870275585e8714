import { readFile } from "node:fs/promises";
import type { ServerResponse } from "node:http";
import { join } from "node:path";

/**
 * Spelling dictionaries the browser cannot read from the system: Debian's hunspell-hi
 * (/usr/share/hunspell/hi_IN.{aff,dic}, GPL-2+, the JanaBhaaratii team) and hunspell-gu (gu_IN,
 * GPL, the Utkarsh project), served unmodified as data so the client's nspell can check spelling
 * on the device (the service worker keeps them for offline use). They are not part of our build.
 * GET /dictionaries/{hi_IN,gu_IN}.{aff,dic}; anything else is 404.
 */
const FILES: Record<string, string> = {
  "hi_IN.aff": "hi_IN.aff",
  "hi_IN.dic": "hi_IN.dic",
  "gu_IN.aff": "gu_IN.aff",
  "gu_IN.dic": "gu_IN.dic",
};

export const HUNSPELL_DIR = process.env.HUNSPELL_DIR ?? "/usr/share/hunspell";

const cache = new Map<string, Buffer>();

export async function handleDictionary(path: string, res: ServerResponse): Promise<void> {
  const name = FILES[path.replace(/^\/dictionaries\//, "")];
  if (!name) {
    res
      .writeHead(404, { "content-type": "application/json" })
      .end('{"code":"NOT_FOUND","message":"No such dictionary."}');
    return;
  }
  let bytes = cache.get(name);
  if (!bytes) {
    try {
      bytes = await readFile(join(HUNSPELL_DIR, name));
      cache.set(name, bytes);
    } catch {
      res
        .writeHead(503, { "content-type": "application/json" })
        .end(
          '{"code":"DICTIONARY_MISSING","message":"This dictionary is not installed on the server (Debian packages hunspell-hi and hunspell-gu)."}',
        );
      return;
    }
  }
  res.writeHead(200, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(bytes.length),
    "cache-control": "public, max-age=86400",
  });
  res.end(bytes);
}
