import type { ApolloClient } from "@apollo/client";

/**
 * What a change of identity does to Apollo. Signing out, or from one person to another: clear the
 * cache and cancel what is in flight (those answers belong to the previous person). Signing in
 * (from nobody, including the session restored at page load): empty the cache without cancelling
 * anything, since requests already on their way carry the new token and their pages wait for
 * them, then run the watched queries again so anything asked while signed out is asked as the
 * new person. Either way the socket restarts with the new identity.
 */
export function applyIdentityChange(
  apollo: Pick<ApolloClient, "cache" | "clearStore" | "refetchObservableQueries">,
  previous: string | null,
): Promise<unknown> {
  if (previous !== null) return apollo.clearStore();
  return apollo.cache.reset().then(() => apollo.refetchObservableQueries());
}
