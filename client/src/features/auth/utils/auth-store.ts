import { REFRESH_WITHIN_MS, RETRY_BACKOFF_MAX_MS, RETRY_BACKOFF_START_MS } from "@vidya/core/constants";
import type { SessionFieldsFragment, SessionUserFragment } from "../../../gql/graphql";

/** SPEC 3's session as the client holds it (in memory only; the refresh token stays in its cookie). */
export type Session = SessionFieldsFragment;
export type SessionUser = SessionUserFragment;

/** SPEC 4's auth events (MFA is not offered, so no MFA event). */
export type AuthEvent =
  | "INITIAL_SESSION"
  | "SIGNED_IN"
  | "SIGNED_OUT"
  | "TOKEN_REFRESHED"
  | "USER_UPDATED"
  | "PASSWORD_RECOVERY";

export interface AuthState {
  /** True until the start-up restore has an answer. */
  loading: boolean;
  session: Session | null;
  /** The event that produced this state. */
  event: AuthEvent | null;
}

/** What one refresh attempt gave: a session, a definite "no session", or a transient failure. */
export type RefreshResult =
  | { kind: "session"; session: Session }
  | { kind: "ended" }
  | { kind: "retry"; offline: boolean };

export interface AuthStoreOptions {
  refresh: () => Promise<RefreshResult>;
  now?: () => number;
  /** Retryable failures tolerated at start-up before the app goes on signed out (and keeps retrying). */
  startupAttempts?: number;
}

type Listener = (state: AuthState) => void;

/**
 * The session in memory and the rules that keep it fresh (SPEC 9): refresh within 90 s of expiry,
 * retry 502/503/504 and network failures with backoff from 200 ms doubling up to 30 s.
 */
export class AuthStore {
  private state: AuthState = { loading: true, session: null, event: null };
  private readonly listeners = new Set<Listener>();
  private inflight: Promise<Session | null> | null = null;
  private backoffMs = RETRY_BACKOFF_START_MS;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failedStartups = 0;
  private started = false;
  private readonly now: () => number;

  constructor(private readonly options: AuthStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  getState = (): AuthState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The current access token, or null. */
  getToken = (): string | null => this.state.session?.access_token ?? null;

  /** Restores the session from the refresh cookie, once. */
  start = (): Promise<Session | null> => {
    if (this.started) return this.inflight ?? Promise.resolve(this.state.session);
    this.started = true;
    return this.refresh();
  };

  /** True when the access token expires within 90 s. */
  needsRefresh = (): boolean => {
    const session = this.state.session;
    return session !== null && session.expires_at * 1000 - this.now() <= REFRESH_WITHIN_MS;
  };

  /** The periodic check (every 30 s): refresh when close to expiry. */
  check = (): void => {
    if (this.needsRefresh()) void this.refresh();
  };

  /** A token good for at least 90 s more, refreshing first when needed (sockets, retries). */
  freshToken = async (): Promise<string | null> => {
    if (this.needsRefresh()) await this.refresh();
    return this.getToken();
  };

  /** Exchanges the refresh cookie for a new session; concurrent callers share one request. */
  refresh = (): Promise<Session | null> => {
    this.inflight ??= this.runRefresh().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  };

  /** A session from sign-in, sign-up, verification, reset or Google. */
  setSession = (session: Session, event: AuthEvent = "SIGNED_IN"): void => {
    this.clearRetry();
    this.emit({ loading: false, session, event });
  };

  /** The user changed (profile, setup dialog, role). */
  updateUser = (user: SessionUser): void => {
    const session = this.state.session;
    if (!session) return;
    this.emit({ loading: false, session: { ...session, user }, event: "USER_UPDATED" });
  };

  /** Forgets the session here (after sign-out or account deletion). */
  clear = (): void => {
    this.clearRetry();
    this.emit({ loading: false, session: null, event: "SIGNED_OUT" });
  };

  private async runRefresh(): Promise<Session | null> {
    const result = await this.options
      .refresh()
      .catch((): RefreshResult => ({ kind: "retry", offline: false }));
    if (result.kind === "session") {
      this.backoffMs = RETRY_BACKOFF_START_MS;
      this.clearRetry();
      const event: AuthEvent = this.state.loading
        ? "INITIAL_SESSION"
        : this.state.session
          ? "TOKEN_REFRESHED"
          : "SIGNED_IN";
      this.emit({ loading: false, session: result.session, event });
      return result.session;
    }
    if (result.kind === "ended") {
      this.backoffMs = RETRY_BACKOFF_START_MS;
      this.clearRetry();
      if (this.state.loading) this.emit({ loading: false, session: null, event: "INITIAL_SESSION" });
      else if (this.state.session) this.emit({ loading: false, session: null, event: "SIGNED_OUT" });
      return null;
    }
    this.scheduleRetry();
    if (this.state.loading) {
      this.failedStartups += 1;
      const attempts = this.options.startupAttempts ?? 4;
      if (result.offline || this.failedStartups >= attempts) {
        this.emit({ loading: false, session: null, event: "INITIAL_SESSION" });
      }
    }
    return this.state.session;
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, RETRY_BACKOFF_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.refresh();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private emit(next: AuthState): void {
    this.state = next;
    for (const listener of this.listeners) listener(next);
  }
}
