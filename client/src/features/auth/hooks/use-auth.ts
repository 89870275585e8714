import { useSyncExternalStore } from "react";
import type { AuthState, SessionUser } from "../utils/auth-store";
import { authStore } from "../utils/session";

export interface Auth extends AuthState {
  user: SessionUser | null;
}

/** The session and its latest event, re-rendering on every change. */
export function useAuth(): Auth {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
  return { ...state, user: state.session?.user ?? null };
}
