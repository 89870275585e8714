import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { DocumentNode } from "graphql";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { documentHash, requestBody } from "../../../app/trusted-documents";

/** What one request came back with, so callers can tell a retryable failure from an answer. */
export type FetchOutcome<T> =
  | { kind: "data"; data: T }
  | { kind: "http"; status: number }
  | { kind: "network" }
  | { kind: "graphql"; message: string };

/** Gateway statuses worth retrying with backoff (SPEC 8: retryable on 502, 503, 504). */
export const RETRYABLE_STATUS: ReadonlySet<number> = new Set([502, 503, 504]);

const printed = new WeakMap<object, string>();

/**
 * A document's query text. Production documents carry it (client/plugins/graphql-documents.ts), so
 * the start-up path never loads graphql's printer; in dev and tests it is printed once and kept.
 */
export async function documentText(document: DocumentNode): Promise<string> {
  const carried = document.loc?.source.body;
  if (carried) return carried;
  let text = printed.get(document);
  if (!text) {
    const { print } = await import("graphql");
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/** The API endpoint: same origin by default (vite preview and nginx proxy /graphql). */
export function graphqlEndpoint(): string {
  return import.meta.env.VITE_GRAPHQL_URL ?? "/graphql";
}

/**
 * A tiny GraphQL-over-HTTP call for the start-up path (the session, the landing page and /auth), so
 * those screens work without loading Apollo. Always sends cookies: the refresh token lives in one.
 */
export async function graphqlFetch<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  token?: string | null,
): Promise<FetchOutcome<TData>> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  // A production build sends the registered operation's hash; otherwise the text (printed lazily).
  const text = documentHash(document) ? "" : await documentText(document);
  let response: Response;
  try {
    response = await fetch(graphqlEndpoint(), {
      method: "POST",
      credentials: "include",
      headers,
      body: requestBody(document, () => text, variables),
    });
  } catch {
    return { kind: "network" };
  }
  if (!response.ok && RETRYABLE_STATUS.has(response.status)) return { kind: "http", status: response.status };
  try {
    const body = (await response.json()) as { data?: TData | null; errors?: { message: string }[] };
    if (body.data) return { kind: "data", data: body.data };
    return { kind: "graphql", message: body.errors?.[0]?.message ?? `HTTP ${response.status}` };
  } catch {
    return { kind: "http", status: response.status };
  }
}

/** Thrown by `graphqlData` when no answer came back; the message is fit to show. */
export class RequestFailedError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "RequestFailedError";
  }
}

/** `graphqlFetch` for user actions: the data, or a `RequestFailedError`. */
export async function graphqlData<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  token?: string | null,
): Promise<TData> {
  const outcome = await graphqlFetch(document, variables, token);
  if (outcome.kind === "data") return outcome.data;
  if (outcome.kind === "graphql") throw new RequestFailedError(outcome.message, false);
  throw new RequestFailedError("Could not reach the server. Please try again.", true);
}

/**
 * What to tell the user about a failed call: "could not reach the server" (in their language) when
 * no answer came, else the error's own message (SPEC's in their language), else `fallback` (SPEC 8: "the error's message, else …").
 */
export function failureMessage(error: unknown, networkMessage: string, fallback: string): string {
  if (error instanceof RequestFailedError && error.retryable) return networkMessage;
  return error instanceof Error && error.message ? localizeMessage(error.message) : fallback;
}
