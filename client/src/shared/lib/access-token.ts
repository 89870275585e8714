import { authStore } from "../../features/auth/utils/session";

/**
 * The access token getter for plain fetches (uploads, card images); GraphQL calls get the token
 * from Apollo's auth link, which reads the same store.
 */
export function useAccessToken(): () => string | null {
  return authStore.getToken;
}
