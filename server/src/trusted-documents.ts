import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { EnvError } from "@vidya/core/env";
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { ServerEnv } from "./env";

/** Where `pnpm build` writes the manifest (scripts/bundle.mjs): beside the server bundle. */
const DEFAULT_FILE = fileURLToPath(new URL("./persisted-documents.json", import.meta.url));

export const UNKNOWN_OPERATION_MESSAGE =
  "Unknown operation: this version of the app is out of date. Reload the page.";
export const ARBITRARY_OPERATION_MESSAGE =
  "This server runs only the app's own operations, sent by their hash (persisted operations).";

/**
 * Trusted documents (issue 20): in production the server runs only the operations the client was
 * built with, sent by the SHA-256 of their text, unless ALLOW_ARBITRARY_OPERATIONS is true. In
 * development and tests any document runs (and a known hash too, when a manifest exists).
 */
export function createTrustedDocuments(env: ServerEnv) {
  const allowArbitrary = env.NODE_ENV !== "production" || env.ALLOW_ARBITRARY_OPERATIONS;
  const documents = loadManifest(env.PERSISTED_DOCUMENTS_FILE ?? DEFAULT_FILE, !allowArbitrary);
  const unknown = () =>
    new GraphQLError(UNKNOWN_OPERATION_MESSAGE, { extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } });
  const arbitrary = () =>
    new GraphQLError(ARBITRARY_OPERATION_MESSAGE, { extensions: { code: "PERSISTED_QUERY_ONLY" } });

  const plugin = usePersistedOperations({
    getPersistedOperation: (hash) => documents.get(hash) ?? null,
    allowArbitraryOperations: allowArbitrary,
    // The registered text has passed the same validation at build time, but the schema may move on.
    skipDocumentValidation: false,
    customErrors: {
      notFound: { message: UNKNOWN_OPERATION_MESSAGE, extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } },
      persistedQueryOnly: {
        message: ARBITRARY_OPERATION_MESSAGE,
        extensions: { code: "PERSISTED_QUERY_ONLY" },
      },
      keyNotFound: { message: ARBITRARY_OPERATION_MESSAGE, extensions: { code: "PERSISTED_QUERY_ONLY" } },
    },
  }) as Plugin;

  return {
    /** Yoga's plugin for GraphQL over HTTP. */
    plugin,
    /** The WebSocket path: the query text to run for these params, or the error to answer with. */
    resolve(params: { query?: unknown; extensions?: Record<string, unknown> | null }): string | GraphQLError {
      const persisted = params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
      if (typeof persisted?.sha256Hash === "string") return documents.get(persisted.sha256Hash) ?? unknown();
      if (!allowArbitrary) return arbitrary();
      return typeof params.query === "string" ? params.query : arbitrary();
    },
  };
}

function loadManifest(file: string, required: boolean): Map<string, string> {
  if (!existsSync(file)) {
    if (required) {
      throw new EnvError(
        `Invalid environment:\n  PERSISTED_DOCUMENTS_FILE: ${file} does not exist (run \`pnpm build\`, or set ALLOW_ARBITRARY_OPERATIONS=true)`,
      );
    }
    return new Map();
  }
  return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>));
}
