import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeSession } from "../../../test/fixtures";
import { type AuthEvent, AuthStore, type RefreshResult } from "./auth-store";

describe("the session store (SPEC 9: refresh within 90 s, retry with backoff 200 ms → 30 s)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-05-01T10:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("restores the session at start-up as INITIAL_SESSION", async () => {
    const session = makeSession();
    const store = new AuthStore({ refresh: async () => ({ kind: "session", session }) });
    const events: (AuthEvent | null)[] = [];
    store.subscribe((s) => events.push(s.event));
    await store.start();
    expect(store.getState()).toEqual({ loading: false, session, event: "INITIAL_SESSION" });
    expect(store.getToken()).toBe(session.access_token);
    expect(events).toEqual(["INITIAL_SESSION"]);
  });

  it("starts signed out when there is no refresh cookie", async () => {
    const store = new AuthStore({ refresh: async () => ({ kind: "ended" }) });
    await store.start();
    expect(store.getState()).toEqual({ loading: false, session: null, event: "INITIAL_SESSION" });
  });

  it("refreshes only within 90 s of expiry, and shares one request between callers", async () => {
    const refresh = vi.fn(async (): Promise<RefreshResult> => ({ kind: "session", session: makeSession() }));
    const store = new AuthStore({ refresh });
    store.setSession(makeSession(undefined, 91));
    store.check();
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(store.needsRefresh()).toBe(true);
    const [a, b] = await Promise.all([store.freshToken(), store.freshToken()]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(store.getState().event).toBe("TOKEN_REFRESHED");
  });

  it("retries 502/503/504 with backoff doubling from 200 ms up to 30 s", async () => {
    const results: RefreshResult[] = Array.from({ length: 10 }, () => ({ kind: "retry", offline: false }));
    const refresh = vi.fn(async (): Promise<RefreshResult> => results.shift() ?? { kind: "ended" });
    const store = new AuthStore({ refresh, startupAttempts: 100 });
    store.setSession(makeSession(undefined, 30));
    await store.refresh();
    const delays = [200, 400, 800, 1600, 3200, 6400, 12_800, 25_600, 30_000];
    for (const delay of delays) {
      const calls = refresh.mock.calls.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(refresh.mock.calls.length).toBe(calls);
      await vi.advanceTimersByTimeAsync(1);
      expect(refresh.mock.calls.length).toBe(calls + 1);
    }
  });

  it("goes on signed out after a few failed start-up attempts, or at once when offline", async () => {
    const store = new AuthStore({
      refresh: async () => ({ kind: "retry", offline: false }),
      startupAttempts: 2,
    });
    await store.start();
    expect(store.getState().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getState()).toEqual({ loading: false, session: null, event: "INITIAL_SESSION" });

    const offline = new AuthStore({ refresh: async () => ({ kind: "retry", offline: true }) });
    await offline.start();
    expect(offline.getState().loading).toBe(false);
  });

  it("emits SIGNED_OUT when the refresh token is refused, USER_UPDATED and SIGNED_OUT on demand", async () => {
    const store = new AuthStore({ refresh: async () => ({ kind: "ended" }) });
    const session = makeSession();
    store.setSession(session);
    expect(store.getState().event).toBe("SIGNED_IN");
    store.updateUser({ ...session.user, username: "asha_k" });
    expect(store.getState()).toMatchObject({
      event: "USER_UPDATED",
      session: { user: { username: "asha_k" } },
    });
    await store.refresh();
    expect(store.getState()).toEqual({ loading: false, session: null, event: "SIGNED_OUT" });
  });
});
