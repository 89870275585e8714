// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IDBFactory } from "fake-indexeddb";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import ToasterHost from "../../../app/ToasterHost";
import { EngineWorker } from "../../../test/engine-worker";
import { ready } from "../../../test/i18n";
import { closeForTests, pendingMathQuestions } from "../../flashcards/utils/offline-store";
import { SocraticPage } from "./SocraticPage";

// Issue 27: the Socratic tutor with no connection, once "Use offline" put the engine on the device.

const ASHA = "00000000-0000-4000-8000-00000000000a";
vi.mock("../../auth/hooks/use-auth", () => ({
  useAuth: () => ({ user: { id: "00000000-0000-4000-8000-00000000000a", role: "student" } }),
}));

/** The network is down: every request fails as fetch does offline. */
const noNetwork = () =>
  new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(() => new Observable((o) => o.error(new TypeError("Failed to fetch")))),
  });

beforeAll(async () => {
  await ready;
});
beforeEach(async () => {
  await closeForTests();
  globalThis.indexedDB = new IDBFactory();
  vi.stubGlobal("Worker", EngineWorker);
  localStorage.setItem("vidya.mathEngine", JSON.stringify({ files: [], gzBytes: 1 }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function renderPage() {
  render(
    <ApolloProvider client={noNetwork()}>
      <MemoryRouter initialEntries={["/socratic-tutor"]}>
        <SocraticPage />
        <ToasterHost />
      </MemoryRouter>
    </ApolloProvider>,
  );
  // The page loads its offline answerer after the first render (a device without the engine never does).
  await act(() => import("./OfflineSocratic"));
}

async function start(problem: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Your problem"), problem);
  await user.click(screen.getByRole("button", { name: "Start" }));
}

describe("the Socratic tutor offline, with the math engine on the device", () => {
  it("shows the engine's worked answer, checked, says the guidance needs a connection, and queues it", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await renderPage();
    await start("Solve 3x + 5 = 20");
    const check = await screen.findByTestId("answer-check", {}, { timeout: 5000 });
    expect(check.textContent).toContain("Answer checked");
    expect(check.textContent).toContain("x = 5");
    expect(screen.getByRole("note").textContent).toContain("The step-by-step guidance needs a connection");
    expect(screen.getByTestId("solution").textContent).toContain("Solve 3x + 5 = 20");
    expect(screen.getByText(/^Answered offline on this device\./)).toBeTruthy();
    expect((await pendingMathQuestions(ASHA)).map((q) => ({ question: q.question, topic: q.topic }))).toEqual(
      [{ question: "Solve 3x + 5 = 20", topic: "algebra" }],
    );
    // A new problem goes back to the start form.
    await userEvent.setup().click(screen.getByRole("button", { name: "New problem" }));
    expect(screen.getByLabelText("Your problem")).toBeTruthy();
  });

  it("answers on the device too when the browser thinks it is online but the request never arrives", async () => {
    await renderPage();
    await start("Solve 3x + 5 = 20");
    const check = await screen.findByTestId("answer-check", {}, { timeout: 5000 });
    expect(check.textContent).toContain("x = 5");
    expect(screen.queryByText("Something went wrong. Please try again.")).toBeNull();
  });

  it("says so in place when the engine cannot solve the problem, and queues nothing", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await renderPage();
    await start("Why do we study history?");
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toContain(
      "You are offline, and this question could not be solved on the device.",
    );
    expect(screen.queryByTestId("answer-check")).toBeNull();
    expect(await pendingMathQuestions(ASHA)).toEqual([]);
  });
});
