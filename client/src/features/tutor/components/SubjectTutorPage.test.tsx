// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NO_AI_MODEL_MESSAGE } from "@vidya/core/tutor/subject-tutor";
import { IDBFactory } from "fake-indexeddb";
import { useSyncExternalStore } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import ToasterHost from "../../../app/ToasterHost";
import type { AiTaskFieldsFragment } from "../../../gql/graphql";
import { EngineWorker } from "../../../test/engine-worker";
import { ready } from "../../../test/i18n";
import { closeForTests, pendingMathQuestions } from "../../flashcards/utils/offline-store";

import type { TutorScope } from "../utils/scope";
import { SubjectTutorPage } from "./SubjectTutorPage";

/*
 * The server hooks are replaced by a store the test feeds (the integration tests and the e2e test
 * drive the real pipeline); the page, the question box and their translations are real.
 */
const live = vi.hoisted(() => {
  let task: unknown = null;
  const listeners = new Set<() => void>();
  return {
    get: () => task,
    set(next: unknown) {
      task = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    asked: [] as { scope: unknown; text: string }[],
    refetch: async () => undefined,
  };
});

const ASHA = "00000000-0000-4000-8000-00000000000a";
const viewer = vi.hoisted(() => ({
  user: { id: "00000000-0000-4000-8000-00000000000a", preferredClass: 10, role: "student" },
}));
vi.mock("../../auth/hooks/use-auth", () => ({ useAuth: () => viewer }));
const CHAPTERS = [
  ["ncert:science:10:1", 1, "Chemical Reactions and Equations"],
  ["ncert:science:10:2", 2, "Acids, Bases and Salts"],
] as const;
vi.mock("../../teacher/hooks/use-curriculum", () => ({
  useCurriculum: (grade: number, subject: string) => ({
    loading: false,
    curriculum: {
      grade,
      subject,
      note: null,
      editions: [],
      chapters:
        grade === 10 && subject === "science"
          ? CHAPTERS.map(([id, number, title]) => ({
              id,
              number,
              title,
              book: "Science",
              edition: "NCERT rationalised edition, reprint 2023-24",
              source: "NCERT",
            }))
          : [],
    },
  }),
}));
vi.mock("../hooks/use-ai-task", () => ({
  useAiTask(id: string | null) {
    const task = useSyncExternalStore(live.subscribe, live.get) as AiTaskFieldsFragment | null;
    return { task: task && task.id === id ? task : null, lost: false };
  },
}));
vi.mock("../hooks/use-ask-tutor", () => ({
  useAskTutor: (scope: TutorScope) => ({
    sending: false,
    ask: async (question: { text: string }) => {
      live.asked.push({ scope, text: question.text });
      return "task-1";
    },
  }),
}));
const NO_RECENT: never[] = [];
vi.mock("../hooks/use-recent-questions", () => ({
  useRecentQuestions: () => ({ recent: NO_RECENT, refetch: live.refetch }),
}));
vi.mock("../hooks/use-clear-conversation", () => ({
  useClearConversation: () => ({ clear: async () => true, clearing: false }),
}));

beforeAll(async () => {
  await ready;
});
afterEach(() => {
  cleanup();
  live.set(null);
  live.asked.length = 0;
  sessionStorage.clear();
});

function renderPage(subject: "science" | "hindi", subjectKey: "science" | "hindi") {
  return render(
    <MemoryRouter initialEntries={[`/${subject}`]}>
      <SubjectTutorPage subject={subject} subjectKey={subjectKey} />
      <ToasterHost />
    </MemoryRouter>,
  );
}

describe("a subject tutor page", () => {
  it("starts at the student's class and its first chapter, and asks grounded in what is chosen", async () => {
    const user = userEvent.setup();
    renderPage("science", "science");
    expect(screen.getByRole("heading", { name: "Science Tutor" })).toBeTruthy();
    expect((screen.getByLabelText("Class") as HTMLSelectElement).value).toBe("10");
    expect((screen.getByLabelText("Book") as HTMLSelectElement).value).toBe("Science");
    const chapter = screen.getByLabelText("Chapter") as HTMLSelectElement;
    expect(chapter.value).toBe("ncert:science:10:1");
    fireEvent.change(chapter, { target: { value: "ncert:science:10:2" } });
    expect((screen.getByLabelText("Chapter") as HTMLSelectElement).value).toBe("ncert:science:10:2");

    // Four examples about the chosen chapter; science asks for its formulas and equations.
    const examples = within(screen.getByRole("region", { name: "Try an example" })).getAllByRole("button");
    expect(examples).toHaveLength(4);
    for (const example of examples) expect(example.textContent).toContain("Acids, Bases and Salts");
    expect(examples[3]?.textContent).toMatch(/chemical equations/);

    await user.click(examples[0] as HTMLElement);
    expect(live.asked).toEqual([
      {
        scope: { subject: "science", grade: 10, chapterId: "ncert:science:10:2" },
        text: 'Explain the main ideas of "Acids, Bases and Salts" in simple words.',
      },
    ]);
    expect(screen.getByRole("button", { name: "Solving..." })).toBeTruthy();
  });

  it("handles a class with no chapters in the catalogue: says so, and still asks for that class", async () => {
    const user = userEvent.setup();
    renderPage("science", "science");
    fireEvent.change(screen.getByLabelText("Class"), { target: { value: "3" } });
    expect(screen.getByRole("note").textContent).toContain(
      "The chapters of Class 3 Science are not in our catalogue yet",
    );
    expect((screen.getByLabelText("Chapter") as HTMLSelectElement).disabled).toBe(true);
    await user.type(screen.getByPlaceholderText("Ask your Science question…"), "Why do leaves fall?");
    await user.click(screen.getByRole("button", { name: "Solve" }));
    expect(live.asked[0]?.scope).toEqual({ subject: "science", grade: 3, chapterId: null });
  });

  it("writes a Hindi page's examples in Devanagari", () => {
    renderPage("hindi", "hindi");
    expect(screen.getByRole("heading", { name: "Hindi Tutor" })).toBeTruthy();
    const examples = within(screen.getByRole("region", { name: "Try an example" })).getAllByRole("button");
    expect(examples).toHaveLength(4);
    for (const example of examples) expect(example.textContent).toMatch(/[\u0900-\u097F]/);
    expect(examples[0]?.textContent).toContain("कक्षा 10");
  });

  function failWithoutModel() {
    act(() =>
      live.set({
        __typename: "AiTask",
        id: "task-1",
        status: "FAILED",
        topic: "ARITHMETIC",
        subject: "science",
        chapterId: "ncert:science:10:1",
        question: "What is rust?",
        hasImage: false,
        partial: "",
        failureMessage: NO_AI_MODEL_MESSAGE,
        result: null,
      } as AiTaskFieldsFragment),
    );
  }

  it("tells a student this needs the school's AI model and why, never an operator's instructions", async () => {
    const user = userEvent.setup();
    renderPage("science", "science");
    await user.type(screen.getByPlaceholderText("Ask your Science question…"), "What is rust?");
    await user.click(screen.getByRole("button", { name: "Solve" }));
    failWithoutModel();
    const solution = screen.getByTestId("solution");
    const alert = within(solution).getByRole("alert");
    expect(alert.textContent).toContain("This needs the school's AI model.");
    expect(alert.textContent).toContain("needs the model to be explained");
    expect(solution.textContent).not.toContain("OPENAI_API_KEY");
    expect(solution.textContent).not.toContain("docker compose");
    expect(screen.queryByText("Failed to get explanation.")).toBeNull();
  });

  it("shows a teacher how the model is set up, instead of an answer or a generic failure", async () => {
    viewer.user.role = "teacher";
    onTestFinished(() => {
      viewer.user.role = "student";
    });
    const user = userEvent.setup();
    renderPage("science", "science");
    await user.type(screen.getByPlaceholderText("Ask your Science question…"), "What is rust?");
    await user.click(screen.getByRole("button", { name: "Solve" }));
    failWithoutModel();
    const solution = screen.getByTestId("solution");
    expect(within(solution).getByRole("alert").textContent).toContain("This needs the school's AI model.");
    expect(solution.textContent).toContain("OPENAI_API_KEY");
    expect(solution.textContent).toContain("OPENAI_BASE_URL");
    expect(solution.textContent).toContain("docker compose --profile local-ai up");
    expect(screen.queryByText("Failed to get explanation.")).toBeNull();
    expect(screen.getByRole("button", { name: "Solve" })).toBeTruthy();
  });

  it("links a teacher, and only a teacher, to the subject's Teacher Tools (issue 25)", () => {
    renderPage("science", "science");
    expect(screen.queryByRole("link", { name: "Science Teacher Tools" })).toBeNull();
    cleanup();
    viewer.user.role = "teacher";
    onTestFinished(() => {
      viewer.user.role = "student";
    });
    renderPage("science", "science");
    expect(screen.getByRole("link", { name: "Science Teacher Tools" }).getAttribute("href")).toBe(
      "/science/teacher-tools",
    );
  });
});

describe("a subject tutor page offline, with the math engine on the device (issue 27)", () => {
  async function offlineWithEngine() {
    await closeForTests();
    globalThis.indexedDB = new IDBFactory();
    vi.stubGlobal("Worker", EngineWorker);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    localStorage.setItem("vidya.mathEngine", JSON.stringify({ files: [], gzBytes: 1 }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      localStorage.clear();
    });
    renderPage("science", "science");
    // The page loads its answerer after the first render (so a device without the engine never does).
    await act(() => import("../utils/offline-subject"));
  }

  it("answers a mathematics question on the device, checked, and queues it for history", async () => {
    await offlineWithEngine();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText("Ask your Science question…"), "What is 15% of 240?");
    await user.click(screen.getByRole("button", { name: "Solve" }));
    const check = await screen.findByTestId("answer-check", {}, { timeout: 5000 });
    expect(check.textContent).toContain("Answer checked");
    expect(check.textContent).toContain("36");
    expect(screen.getByText(/^Answered offline on this device\./)).toBeTruthy();
    expect(live.asked).toEqual([]);
    // Queued under the topic the server would pick for this page's question.
    expect((await pendingMathQuestions(ASHA)).map((q) => ({ question: q.question, topic: q.topic }))).toEqual(
      [{ question: "What is 15% of 240?", topic: "arithmetic" }],
    );
  });

  it("says a question that is not mathematics needs a connection, and queues nothing", async () => {
    await offlineWithEngine();
    const user = userEvent.setup();
    const box = screen.getByPlaceholderText("Ask your Science question…");
    await user.type(box, "Why is a magnesium ribbon cleaned before burning?");
    await user.click(screen.getByRole("button", { name: "Solve" }));
    expect(
      await screen.findByText(
        "You are offline. Only mathematics can be answered on this device: this question needs a connection.",
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId("answer-check")).toBeNull();
    expect(screen.queryByText(/^Answered offline on this device\./)).toBeNull();
    expect((box as HTMLTextAreaElement).value).toBe("Why is a magnesium ribbon cleaned before burning?");
    expect(live.asked).toEqual([]);
    expect(await pendingMathQuestions(ASHA)).toEqual([]);
  });
});
