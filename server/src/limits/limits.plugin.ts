import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesPlugin } from "@escape.tech/graphql-armor-max-directives";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { type ASTVisitor, type DocumentNode, GraphQLError, type ValidationContext } from "graphql";
import type { Plugin } from "graphql-yoga";
import { costLimitRule } from "./cost-limit";
import { ByteBoundedCache } from "./document-cache";

/**
 * Every limit on what one GraphQL request may ask, in one place (issue 20). The client's own
 * operations stay well inside them (limits.test.ts checks each generated document).
 */
export const QUERY_LIMITS = {
  /** Characters of query text; a longer document is refused before it is parsed or cached. */
  maxQueryChars: 32_768,
  /** Lexical tokens, counted while parsing, so a pathological document stops early. */
  maxTokens: 3_000,
  maxAliases: 15,
  maxDepth: 12,
  maxDirectives: 20,
  /** See cost-limit.ts: a root field costs 11, a list multiplies its children by 20. */
  maxCost: 5_000,
  /** The parse cache's budget (estimated bytes of text and syntax trees) and entry count. */
  parseCacheBytes: 48 * 1024 * 1024,
  parseCacheEntries: 1_024,
} as const;

/** A parsed tree holds every token with its location: roughly 40 bytes per character of text. */
const AST_BYTES_PER_CHAR = 40;

/** Yoga's parse and validation caches, bounded by bytes (the validation cache hangs off the documents). */
export function boundedParserCache() {
  return {
    documentCache: new ByteBoundedCache<DocumentNode>(
      QUERY_LIMITS.parseCacheBytes,
      QUERY_LIMITS.parseCacheEntries,
      (_doc, key) => key.length * AST_BYTES_PER_CHAR,
    ),
    errorCache: new ByteBoundedCache<unknown>(
      QUERY_LIMITS.parseCacheBytes / 8,
      QUERY_LIMITS.parseCacheEntries,
      () => 512,
    ),
  };
}

const SUGGESTION = / ?Did you mean [^?]*\?/g;

/**
 * An error without graphql-js's "Did you mean …" (a field, argument, type or enum value named after
 * the one asked for), which tells a stranger the schema's names. graphql 16 has no switch for it.
 */
export function withoutSuggestion(error: GraphQLError): GraphQLError {
  if (!error.message.includes("Did you mean")) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ""), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * No error says "Did you mean …", in any environment (issue 24): validation errors here (HTTP and
 * WebSocket share this hook), and variable errors where the server masks errors (app.ts).
 */
function noSuggestionsPlugin(): Plugin {
  return {
    onValidate:
      () =>
      ({ valid, result, setResult }) => {
        if (!valid)
          setResult(
            result.map((error) => (error instanceof GraphQLError ? withoutSuggestion(error) : error)),
          );
      },
  };
}

/**
 * Introspection off: `__schema` is refused; `__type(name:)` and `__typename` stay (they reveal a
 * named type only to one who knows its name, and graphql-http's audits use them).
 */
function noSchemaIntrospection(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === "__schema") {
        context.reportError(
          new GraphQLError("Introspection is disabled.", {
            nodes: [node],
            extensions: { code: "FORBIDDEN" },
          }),
        );
      }
    },
  };
}

/** Refuses an over-long query text before Yoga parses (and caches) it. */
function queryLengthPlugin(): Plugin {
  return {
    onParams({ params }) {
      const error = typeof params.query === "string" ? queryTextError(params.query) : null;
      if (error)
        throw new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: 413 } } });
    },
  };
}

/** The query limits as Yoga plugins, without suggestions; `production` also hides the schema. */
export function limitPlugins(production: boolean): Plugin[] {
  const armor = { exposeLimits: true, propagateOnRejection: true };
  return [
    queryLengthPlugin(),
    maxTokensPlugin({ ...armor, n: QUERY_LIMITS.maxTokens }) as Plugin,
    maxAliasesPlugin({ ...armor, n: QUERY_LIMITS.maxAliases }) as Plugin,
    maxDepthPlugin({ ...armor, n: QUERY_LIMITS.maxDepth, flattenFragments: true }) as Plugin,
    maxDirectivesPlugin({ ...armor, n: QUERY_LIMITS.maxDirectives }) as Plugin,
    {
      onValidate({ addValidationRule }) {
        addValidationRule(costLimitRule(QUERY_LIMITS.maxCost));
        if (production) addValidationRule(noSchemaIntrospection);
      },
    },
    noSuggestionsPlugin(),
  ];
}

/** Checks a query text the way the server does before parsing (the WebSocket path). */
export function queryTextError(query: string): GraphQLError | null {
  return query.length > QUERY_LIMITS.maxQueryChars
    ? new GraphQLError(`Query text is too long: at most ${QUERY_LIMITS.maxQueryChars} characters allowed.`, {
        extensions: { code: "QUERY_TOO_LARGE" },
      })
    : null;
}
