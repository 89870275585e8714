import { render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { LazyExplain } from "./LazyExplain";

// Offline, the explanation's chunk cannot be fetched: the import fails as a browser's does.
vi.mock("./ExplainLikeTeacher", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/ExplainLikeTeacher.js");
});

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { error: e.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe("LazyExplain", () => {
  it("shows nothing when its chunk cannot load (offline), instead of taking the page down", async () => {
    const issue = {
      start: 3,
      end: 9,
      kind: "Spelling",
      message: "x",
      replacements: [],
      source: "spelling" as const,
    };
    render(
      <Catch>
        <p>the findings</p>
        <LazyExplain text="My freind" issue={issue} language="en" />
      </Catch>,
    );
    // The failed import settles within a few milliseconds; give it time to reach an error boundary.
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("the findings")).toBeTruthy();
  });
});
