// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MESSAGES } from "@vidya/core/messages";
import { useSyncExternalStore } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import ToasterHost from "../../../app/ToasterHost";
import type { AiTaskFieldsFragment } from "../../../gql/graphql";
import { ready } from "../../../test/i18n";
import { AnswerCheck } from "./AnswerCheck";
import { TutorPanel } from "./TutorPanel";

/*
 * The end-to-end stack answers with the offline engine only, which never fails and checks its own
 * answers, so a provider failure and a model the engine disagrees with cannot happen in a browser
 * there (the integration tests drive both through the real worker against a fake OpenAI server).
 * Here the panel gets exactly those task states from its subscription, with the server hooks
 * replaced by a store the test feeds; everything the student sees is the real component tree.
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
    asked: [] as { text: string }[],
    // Stable like Apollo's refetch: the panel's effects depend on it.
    refetch: async () => undefined,
    clear: async () => true,
  };
});

vi.mock("../hooks/use-ai-task", () => ({
  useAiTask(id: string | null) {
    const task = useSyncExternalStore(live.subscribe, live.get) as AiTaskFieldsFragment | null;
    return { task: task && task.id === id ? task : null, lost: false };
  },
}));
vi.mock("../hooks/use-ask-tutor", () => ({
  useAskTutor: () => ({
    sending: false,
    ask: async (question: { text: string }) => {
      live.asked.push(question);
      return "task-1";
    },
  }),
}));
const NO_RECENT: never[] = [];
vi.mock("../hooks/use-recent-questions", () => ({
  useRecentQuestions: () => ({ recent: NO_RECENT, refetch: live.refetch }),
}));
vi.mock("../hooks/use-clear-conversation", () => ({
  useClearConversation: () => ({ clear: live.clear, clearing: false }),
}));

afterEach(() => {
  cleanup();
  live.set(null);
  live.asked.length = 0;
  sessionStorage.clear();
});

const QUESTION = "Solve 2x + 5 = 17";

function task(overrides: Partial<AiTaskFieldsFragment>): AiTaskFieldsFragment {
  return {
    __typename: "AiTask",
    id: "task-1",
    status: "RUNNING",
    topic: "ALGEBRA",
    question: QUESTION,
    hasImage: false,
    partial: "",
    failureMessage: null,
    result: null,
    ...overrides,
  } as AiTaskFieldsFragment;
}

function result(overrides: Partial<NonNullable<AiTaskFieldsFragment["result"]>>) {
  return {
    __typename: "TutorResult",
    explanation: "Subtract 5, then divide by 2: $$x = 6$$",
    similarQuestions: ["Solve 3x + 4 = 19", "Solve 5x - 2 = 23", "Solve 4x + 1 = 21"],
    finalAnswer: "x = 6",
    verified: true,
    check: "AGREE",
    engineAnswer: null,
    engineReading: null,
    toast: null,
    ...overrides,
  } as NonNullable<AiTaskFieldsFragment["result"]>;
}

/** Opens the algebra panel and asks QUESTION; the task is then RUNNING with some explanation written. */
async function askOnPanel() {
  const user = userEvent.setup();
  render(
    <>
      <TutorPanel
        scope={{ subject: "mathematics", topic: "algebra" }}
        placeholder="Type your algebra question"
      />
      <ToasterHost />
    </>,
  );
  await user.type(screen.getByPlaceholderText("Type your algebra question"), QUESTION);
  await user.click(screen.getByRole("button", { name: "Solve" }));
  expect(live.asked).toEqual([expect.objectContaining({ text: QUESTION })]);
  act(() => live.set(task({ status: "RUNNING", partial: "Subtract 5 from both sides" })));
  const solution = screen.getByTestId("solution");
  expect(within(solution).getByText("Subtract 5 from both sides")).toBeTruthy();
  return { solution };
}

beforeAll(async () => {
  await ready;
});

describe("TutorPanel: how a finished task looks to the student", () => {
  it("shows SPEC 8's 'Failed to get explanation.' and clears the answer area when the task fails", async () => {
    const { solution } = await askOnPanel();
    act(() => live.set(task({ status: "FAILED", failureMessage: null })));
    expect(await screen.findByText(MESSAGES.aiCallFailed)).toBeTruthy();
    expect(MESSAGES.aiCallFailed).toBe("Failed to get explanation.");
    expect(within(solution).queryByText("Subtract 5 from both sides")).toBeNull();
    expect(within(solution).getByText("Your step-by-step solution will appear here.")).toBeTruthy();
    expect(screen.queryByTestId("answer-check")).toBeNull();
    // The student can ask again at once.
    expect((screen.getByRole("button", { name: "Solve" }) as HTMLButtonElement).disabled).toBe(true); // empty box
    expect(screen.getByPlaceholderText("Type your algebra question")).toHaveProperty("disabled", false);
  });

  it("warns, naming both answers, when the offline checker disagrees with the model", async () => {
    const { solution } = await askOnPanel();
    act(() =>
      live.set(
        task({
          status: "DONE",
          result: result({
            explanation: "Adding the numbers step by step gives $$x = 99$$",
            finalAnswer: "x = 99",
            verified: false,
            check: "DISAGREE",
            engineAnswer: "x = 6",
            engineReading: "2x + 5 = 17",
          }),
        }),
      ),
    );
    const warning = await screen.findByRole("alert");
    // The warning's words load on the first disputed answer (AnswerDisagrees' own chunk).
    await waitFor(() =>
      expect(warning.textContent).toBe(
        "⚠ Careful: our math checker got a different answer (x = 6) than this explanation (x = 99). Please go through the steps again before you trust it. Our checker read the question as 2x + 5 = 17.",
      ),
    );
    expect(screen.queryByText(/Answer checked/)).toBeNull();
    expect(within(solution).getByText(/Adding the numbers step by step/)).toBeTruthy();
  });

  it("says 'Answer checked' with the final answer when the checker agrees", async () => {
    await askOnPanel();
    act(() => live.set(task({ status: "DONE", result: result({}) })));
    const check = await screen.findByTestId("answer-check");
    expect(check.textContent).toMatch(/^✓ Answer checked: x = 6 \(checked: /);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Solve \dx/ }).map((b) => b.textContent)).toEqual([
      "Solve 3x + 4 = 19",
      "Solve 5x - 2 = 23",
      "Solve 4x + 1 = 21",
    ]);
  });

  it("shows SPEC 8's toast when the model's reply could not be parsed", async () => {
    await askOnPanel();
    act(() =>
      live.set(
        task({
          status: "DONE",
          result: result({ toast: MESSAGES.aiParseFailed }),
        }),
      ),
    );
    expect(await screen.findByText(MESSAGES.aiParseFailed)).toBeTruthy();
  });
});

describe("AnswerCheck", () => {
  const base = {
    taskId: "t",
    question: QUESTION,
    explanation: "…",
    similarQuestions: [],
    finalAnswer: "x = 99",
    verified: false,
    engineAnswer: null,
  };

  it("shows nothing for an answer nobody could check", () => {
    const { container } = render(<AnswerCheck exchange={{ ...base, check: "UNCHECKED" }} />);
    expect(container.textContent).toBe("");
  });

  it("still warns when the checker disagrees but has no answer of its own to show", async () => {
    render(<AnswerCheck exchange={{ ...base, check: "DISAGREE" }} />);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "⚠ Careful: our math checker got a different answer than this explanation (x = 99). Please go through the steps again before you trust it.",
      ),
    );
  });

  it("never calls an unverified answer checked", () => {
    const { container } = render(<AnswerCheck exchange={{ ...base, check: "AGREE", verified: false }} />);
    expect(container.textContent).toBe("");
  });

  it("calls a computed answer checked", () => {
    render(<AnswerCheck exchange={{ ...base, check: "COMPUTED", verified: true, finalAnswer: "36" }} />);
    expect(screen.getByTestId("answer-check").textContent).toBe(
      "✓ Answer checked: 36 (checked: the working for this reading)",
    );
  });

  it("says an agreed answer was checked against the engine's own", () => {
    render(<AnswerCheck exchange={{ ...base, check: "AGREE", verified: true, finalAnswer: "36" }} />);
    expect(screen.getByTestId("answer-check").textContent).toContain(
      "the offline engine got the same answer",
    );
  });
});
