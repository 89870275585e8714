// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { MESSAGES } from "@vidya/core/messages";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { makeSession, makeUser } from "../../../test/fixtures";
import { ready } from "../../../test/i18n";
import { AuthStore, type RefreshResult } from "../utils/auth-store";
import { RouteGuard } from "./RouteGuard";
import { SignInGate } from "./SignInGate";

const holder = vi.hoisted(() => ({
  store: null as unknown as AuthStore,
  refresh: { result: null as unknown },
}));
vi.mock("../utils/session", () => ({
  get authStore() {
    return holder.store;
  },
}));
vi.mock("../../../app/toast", () => ({ toast: { info: vi.fn(), error: vi.fn(), success: vi.fn() } }));
const { toast } = await import("../../../app/toast");

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/auth", element: <Where /> },
      {
        element: <SignInGate />,
        children: [
          { path: "/profile", element: <h1>Profile page</h1> },
          { path: "/dashboard", element: <Where /> },
          {
            element: <RouteGuard allow={["teacher"]} />,
            children: [{ path: "/teacher", element: <h1>Chapter Q&A</h1> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

async function expectLocation(expected: string) {
  await waitFor(() => expect(screen.getByTestId("where").textContent).toBe(expected));
}

function storeAnswering(result: RefreshResult) {
  return new AuthStore({ refresh: async () => result });
}

beforeAll(async () => {
  await ready;
});
beforeEach(() => {
  vi.mocked(toast.info).mockClear();
});
afterEach(cleanup);

describe("SignInGate", () => {
  it("shows 'Loading...' while the session is restored", () => {
    holder.store = storeAnswering({ kind: "ended" });
    renderAt("/profile");
    expect(screen.getByRole("status").textContent).toBe(MESSAGES.loading);
  });

  it("sends a signed-out visitor to /auth?returnUrl=… with 'Please sign in to access this page' for 3 s", async () => {
    holder.store = storeAnswering({ kind: "ended" });
    renderAt("/profile?tab=data");
    await act(() => holder.store.start());
    await expectLocation("/auth?returnUrl=%2Fprofile%3Ftab%3Ddata");
    expect(toast.info).toHaveBeenCalledWith(
      MESSAGES.signInRequired,
      expect.objectContaining({ duration: 3000 }),
    );
  });

  it("sends an unverified password account back with the verify message for 5 s", async () => {
    holder.store = storeAnswering({
      kind: "session",
      session: makeSession(makeUser({ emailVerified: false })),
    });
    renderAt("/profile");
    await act(() => holder.store.start());
    await expectLocation("/auth?returnUrl=%2Fprofile");
    expect(toast.info).toHaveBeenCalledWith(
      MESSAGES.verifyEmailRedirect,
      expect.objectContaining({ duration: 5000 }),
    );
  });

  it("shows the page to a signed-in, verified user", async () => {
    holder.store = storeAnswering({ kind: "session", session: makeSession() });
    renderAt("/profile");
    await act(() => holder.store.start());
    await screen.findByRole("heading", { name: "Profile page" });
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("after sign-out goes to /auth without a return URL or a notice", async () => {
    holder.store = storeAnswering({ kind: "session", session: makeSession() });
    renderAt("/profile");
    await act(() => holder.store.start());
    await screen.findByRole("heading", { name: "Profile page" });
    act(() => holder.store.clear());
    await expectLocation("/auth");
    expect(toast.info).not.toHaveBeenCalled();
  });
});

describe("RouteGuard", () => {
  it("sends a student on a teacher page to /dashboard", async () => {
    holder.store = storeAnswering({ kind: "session", session: makeSession(makeUser({ role: "student" })) });
    renderAt("/teacher");
    await act(() => holder.store.start());
    await expectLocation("/dashboard");
  });

  it("shows the page to the right role", async () => {
    holder.store = storeAnswering({ kind: "session", session: makeSession(makeUser({ role: "teacher" })) });
    renderAt("/teacher");
    await act(() => holder.store.start());
    await screen.findByRole("heading", { name: "Chapter Q&A" });
  });
});
