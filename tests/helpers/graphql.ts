import { type Client, createClient } from "graphql-ws";
import WebSocket from "ws";

export interface GqlResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** One GraphQL request over HTTP. */
export async function gql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GqlResponse<T>> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlResponse<T>;
}

/** A graphql-ws client over the `ws` package. */
export function wsClient(wsUrl: string, connectionParams: Record<string, unknown> = {}): Client {
  return createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
}

/** Collects every event of one subscription; `next(pred)` waits for a matching event. */
export function collect<T>(client: Client, query: string, variables: Record<string, unknown>) {
  const events: T[] = [];
  const errors: unknown[] = [];
  let completed = false;
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) errors.push(value.errors);
        if (value.data) events.push(value.data as T);
        wake();
      },
      error: (err) => {
        errors.push(err);
        wake();
      },
      complete: () => {
        completed = true;
        wake();
      },
    },
  );
  return {
    events,
    errors,
    get completed() {
      return completed;
    },
    dispose,
    /** Resolves once an event satisfies `pred` (or the subscription ends/fails). */
    async until(pred: (e: T) => boolean, ms = 30_000): Promise<T> {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const hit = events.find(pred);
        if (hit) return hit;
        if (completed || errors.length > 0) break;
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      throw new Error(`no matching event; got ${JSON.stringify(events)} errors ${JSON.stringify(errors)}`);
    },
  };
}
