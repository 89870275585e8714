// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ready } from "../../../test/i18n";
import { TestPaper } from "./TestPaper";

// The one view of a quick test being taken, online and offline (issue 26).

const items = ["q1", "q2", "q3"].map((id) => ({
  id,
  kind: "MCQ",
  stem: `Stem ${id}`,
  chapterTitle: "Quadratic Equations",
  options: ["a", "b"].map((o) => ({ id: `${id}-${o}`, text: `Option ${o}` })),
}));

beforeAll(async () => {
  await ready;
});
afterEach(cleanup);

function paper(answers: Record<string, string> = {}) {
  const onAnswer = vi.fn();
  const onSubmit = vi.fn();
  render(
    <TestPaper
      items={items}
      answerOf={(id) => answers[id] ?? null}
      secondsLeft={125}
      onAnswer={onAnswer}
      submit={
        <button type="button" className="primary" onClick={onSubmit}>
          Submit the test
        </button>
      }
    />,
  );
  return { onAnswer, onSubmit };
}

describe("a quick test being taken", () => {
  it("shows one question at a time with the clock, and pages with Previous and Next", async () => {
    const user = userEvent.setup();
    paper();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Quick test");
    expect(screen.getByRole("timer").textContent).toBe("Time left: 2:05");
    expect(screen.getByText("Question 1 of 3")).toBeTruthy();
    expect(screen.getAllByRole("group")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Question 3 of 3")).toBeTruthy();
    expect(screen.getByRole("group", { name: /Stem q3/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByText("Question 2 of 3")).toBeTruthy();
  });

  it("shows every question on one page without the pager, and passes answers and submit through", async () => {
    const user = userEvent.setup();
    const { onAnswer, onSubmit } = paper({ q2: "q2-b" });
    await user.click(screen.getByRole("checkbox", { name: "All on one page" }));
    expect(screen.getAllByRole("group")).toHaveLength(3);
    expect(screen.queryByText(/Question \d of 3/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    expect(screen.getAllByRole("radio", { checked: true }).map((r) => (r as HTMLInputElement).value)).toEqual(
      ["q2-b"],
    );

    await user.click(screen.getAllByRole("radio", { name: "Option a" })[2] as HTMLElement);
    expect(onAnswer).toHaveBeenCalledWith("q3", "q3-a");
    await user.click(screen.getByRole("button", { name: "Submit the test" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
