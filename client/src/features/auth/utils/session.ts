import { RefreshSessionDocument } from "../graphql/auth";
import { AuthStore, type RefreshResult } from "./auth-store";
import { graphqlFetch } from "./graphql-fetch";

/** One refresh attempt against the API, classified for the store. */
export async function refreshWithCookie(): Promise<RefreshResult> {
  const outcome = await graphqlFetch(RefreshSessionDocument, {});
  if (outcome.kind === "data") {
    const result = outcome.data.refreshSession;
    if (result.__typename === "MutationRefreshSessionSuccess")
      return { kind: "session", session: result.data };
    // A rate limit is transient; every other answer means there is no session to restore.
    return result.__typename === "RateLimitError" ? { kind: "retry", offline: false } : { kind: "ended" };
  }
  if (outcome.kind === "network")
    return { kind: "retry", offline: typeof navigator !== "undefined" && !navigator.onLine };
  if (outcome.kind === "http") return { kind: "retry", offline: false };
  return { kind: "ended" };
}

/** The app's one session store (Apollo's links read the token from it). */
export const authStore = new AuthStore({ refresh: refreshWithCookie });
