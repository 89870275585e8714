import { ApolloProvider } from "@apollo/client/react";
import { useEffect } from "react";
import { Outlet } from "react-router";
import { authStore } from "../features/auth/utils/session";
import { createApolloClient } from "./apollo";

/** One Apollo client for the app, created the first time a page that needs it is opened. */
const { client, wsClient } = createApolloClient({
  getToken: authStore.getToken,
  freshToken: authStore.freshToken,
  refresh: authStore.refresh,
});

/**
 * What a change of identity does to Apollo. Signing out, or from one person to another: clear the
 * cache and cancel what is in flight (those answers belong to the previous person). Signing in
 * (from nobody, including the session restored at page load): empty the cache without cancelling
 * anything, since requests already on their way carry the new token and their pages wait for
 * them, then run the watched queries again so anything asked while signed out is asked as the
 * new person. Either way the socket restarts with the new identity.
 */
export function applyIdentityChange(
  apollo: Pick<typeof client, "cache" | "clearStore" | "refetchObservableQueries">,
  previous: string | null,
): Promise<unknown> {
  if (previous !== null) return apollo.clearStore();
  return apollo.cache.reset().then(() => apollo.refetchObservableQueries());
}

/** Loaded lazily, so the landing and auth pages ship without Apollo. */
export default function ApolloBoundary() {
  useEffect(() => {
    let userId = authStore.getState().session?.user.id ?? null;
    return authStore.subscribe((state) => {
      const next = state.session?.user.id ?? null;
      if (next === userId) return;
      const previous = userId;
      userId = next;
      void applyIdentityChange(client, previous).catch(() => undefined);
      wsClient.terminate();
    });
  }, []);
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
