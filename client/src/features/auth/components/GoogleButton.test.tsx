// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ready } from "../../../test/i18n";
import { AuthForm } from "./AuthForm";

// The production build reads these at build time; here each test sets its own.
const FIREBASE = {
  VITE_FIREBASE_API_KEY: "fake-api-key",
  VITE_FIREBASE_AUTH_DOMAIN: "demo-vidya.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "demo-vidya",
};

function configure(values: Partial<typeof FIREBASE>) {
  for (const name of Object.keys(FIREBASE) as (keyof typeof FIREBASE)[]) {
    vi.stubEnv(name, values[name] ?? "");
  }
}

beforeAll(async () => {
  await ready;
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe("the Google button on the auth form", () => {
  it("is not shown, nor its 'or' divider, when Firebase is not configured", () => {
    configure({});
    render(<AuthForm initialMode="signIn" variant="page" />);
    expect(screen.getByRole("button", { name: "Sign In", pressed: true })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Google/ })).toBeNull();
    expect(screen.queryByText("or")).toBeNull();
  });

  it("is not shown when the configuration is incomplete (no project id)", () => {
    configure({ ...FIREBASE, VITE_FIREBASE_PROJECT_ID: "" });
    render(<AuthForm initialMode="signIn" variant="inline" />);
    expect(screen.queryByRole("button", { name: /Google/ })).toBeNull();
  });

  it("is shown once VITE_FIREBASE_* is configured", () => {
    configure(FIREBASE);
    render(<AuthForm initialMode="signIn" variant="page" />);
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeTruthy();
  });
});
