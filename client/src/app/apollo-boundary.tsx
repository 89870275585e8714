import { ApolloProvider } from "@apollo/client/react";
import { useEffect } from "react";
import { Outlet } from "react-router";
import { authStore } from "../features/auth/utils/session";
import { createApolloClient } from "./apollo";
import { applyIdentityChange } from "./identity-change";

/** One Apollo client for the app, created the first time a page that needs it is opened. */
const { client, wsClient } = createApolloClient({
  getToken: authStore.getToken,
  freshToken: authStore.freshToken,
  refresh: authStore.refresh,
});

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
