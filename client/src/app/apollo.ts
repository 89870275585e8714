import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, ServerError } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { RetryLink } from "@apollo/client/link/retry";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { isSubscriptionOperation } from "@apollo/client/utilities";
import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_RECONNECT_DELAYS_MS,
  RETRY_BACKOFF_MAX_MS,
  RETRY_BACKOFF_START_MS,
} from "@vidya/core/constants";
import { createClient } from "graphql-ws";
import { possibleTypes } from "../gql/possible-types";

/** The server closes a socket whose token is invalid or has expired with this code. */
export const WS_UNAUTHORIZED = 4401;
const RETRYABLE_STATUS = new Set([502, 503, 504]);

/** How Apollo reaches the session: the current token, a token refreshed when close to expiry. */
export interface ApolloAuth {
  getToken: () => string | null;
  freshToken: () => Promise<string | null>;
  refresh: () => Promise<unknown>;
}

const anonymous: ApolloAuth = {
  getToken: () => null,
  freshToken: async () => null,
  refresh: async () => null,
};

/** Where the API lives: same origin by default (the dev server and nginx proxy /graphql). */
function endpoints() {
  const http = import.meta.env.VITE_GRAPHQL_URL ?? "/graphql";
  const absolute = new URL(http, window.location.href);
  absolute.protocol = absolute.protocol === "https:" ? "wss:" : "ws:";
  return { http, ws: absolute.toString() };
}

/**
 * Apollo over HTTP for queries and mutations, graphql-ws for subscriptions (split by operation).
 * Both carry `authorization: Bearer …`; a socket closed with 4401 reconnects with a fresh token.
 */
export function createApolloClient(auth: ApolloAuth = anonymous) {
  const { http, ws } = endpoints();
  let lastClose = 0;
  const wsClient = createClient({
    url: ws,
    lazy: true,
    keepAlive: REALTIME_HEARTBEAT_MS,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      // An expired token is not a network problem: reconnect at once with a fresh one.
      const delay =
        lastClose === WS_UNAUTHORIZED
          ? 0
          : REALTIME_RECONNECT_DELAYS_MS[Math.min(retries, REALTIME_RECONNECT_DELAYS_MS.length - 1)];
      await new Promise((resolve) => setTimeout(resolve, delay));
    },
    on: {
      closed: (event) => {
        lastClose = typeof event === "object" && event !== null && "code" in event ? Number(event.code) : 0;
        if (lastClose === WS_UNAUTHORIZED) void auth.refresh();
      },
      connected: () => {
        lastClose = 0;
      },
    },
    connectionParams: async () => {
      const token = lastClose === WS_UNAUTHORIZED ? await refreshed(auth) : await auth.freshToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });
  const authLink = new SetContextLink(async (prev) => {
    const token = await auth.freshToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  const retryLink = new RetryLink({
    delay: { initial: RETRY_BACKOFF_START_MS, max: RETRY_BACKOFF_MAX_MS, jitter: true },
    attempts: { max: 6, retryIf: (error) => ServerError.is(error) && RETRYABLE_STATUS.has(error.statusCode) },
  });
  const link = ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    new GraphQLWsLink(wsClient),
    ApolloLink.from([retryLink, authLink, new HttpLink({ uri: http, credentials: "include" })]),
  );
  return {
    client: new ApolloClient({ link, cache: new InMemoryCache({ possibleTypes }) }),
    wsClient,
  };
}

async function refreshed(auth: ApolloAuth): Promise<string | null> {
  await auth.refresh();
  return auth.getToken();
}
