import { render, screen } from "@testing-library/react";
import { RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ready } from "../../test/i18n";
import { createRouter } from "../router";

// A page's code fetched with no connection fails as a browser's dynamic import does.
vi.mock("../../pages/landing", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/landing.js");
});

describe("a page that cannot load", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says it is offline and offers to try again, instead of React Router's developer page", async () => {
    await ready;
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.history.pushState({}, "", "/");
    render(<RouterProvider router={createRouter()} />);
    expect(await screen.findByRole("heading", { name: "This page could not load" })).toBeTruthy();
    expect(
      screen.getByText(/You are offline, and this page has not been opened on this device before/),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });
});
