import { ApolloClient, ApolloLink, HttpLink, ServerError } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { RetryLink } from "@apollo/client/link/retry";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { isSubscriptionOperation } from "@apollo/client/utilities";
import { RETRY_BACKOFF_MAX_MS, RETRY_BACKOFF_START_MS } from "@vidya/core/constants";
import { createCache } from "./cache";
import { errorLink } from "./error-link";
import { createRealtimeClient, sendingHashes, WS_UNAUTHORIZED } from "./realtime";
import { documentHash, persistedQuery } from "./trusted-documents";

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
  const wsClient = createRealtimeClient({
    url: ws,
    // An expired token is not a network problem: reconnect at once with a fresh one.
    immediateRetryAfter: WS_UNAUTHORIZED,
    onClosed: (code) => {
      lastClose = code;
      if (code === WS_UNAUTHORIZED) void auth.refresh();
    },
    onConnected: () => {
      lastClose = 0;
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
  const link = ApolloLink.from([
    errorLink,
    persistedLink,
    ApolloLink.split(
      ({ query }) => isSubscriptionOperation(query),
      new GraphQLWsLink(sendingHashes(wsClient)),
      ApolloLink.from([retryLink, authLink, new HttpLink({ uri: http, credentials: "include" })]),
    ),
  ]);
  return {
    client: new ApolloClient({ link, cache: createCache() }),
    wsClient,
  };
}

/**
 * Trusted documents: an operation a production build registered goes by its hash, without its
 * text (the production server runs only registered operations). Dev documents carry no hash.
 */
const persistedLink = new ApolloLink((operation, forward) => {
  const hash = documentHash(operation.query);
  if (hash) {
    Object.assign(operation.extensions, persistedQuery(hash));
    operation.setContext(({ http }: { http?: object }) => ({
      http: { ...http, includeQuery: false, includeExtensions: true },
    }));
  }
  return forward(operation);
});

async function refreshed(auth: ApolloAuth): Promise<string | null> {
  await auth.refresh();
  return auth.getToken();
}
