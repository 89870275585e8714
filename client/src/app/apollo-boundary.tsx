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
 * Loaded lazily, so the landing and auth pages ship without Apollo. Signing out or in as someone
 * else clears the cache and restarts the socket with the new identity.
 */
export default function ApolloBoundary() {
  useEffect(() => {
    let userId = authStore.getState().session?.user.id ?? null;
    return authStore.subscribe((state) => {
      const next = state.session?.user.id ?? null;
      if (next === userId) return;
      userId = next;
      void client.clearStore();
      wsClient.terminate();
    });
  }, []);
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
