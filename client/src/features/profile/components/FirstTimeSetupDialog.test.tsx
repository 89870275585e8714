// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MESSAGES } from "@vidya/core/messages";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ready } from "../../../test/i18n";
import { FirstTimeSetupDialog } from "./FirstTimeSetupDialog";

vi.mock("../../../app/toast", () => ({ toast: { info: vi.fn(), error: vi.fn(), success: vi.fn() } }));
const { toast } = await import("../../../app/toast");

beforeAll(async () => {
  await ready;
});
afterEach(cleanup);

function setup() {
  const save = vi.fn(async (_standard: string | null) => true);
  render(<FirstTimeSetupDialog save={save} />);
  return { save, dialog: screen.getByRole("dialog", { name: "Welcome to Vidya!" }) };
}

describe("FirstTimeSetupDialog (SPEC 4, 5)", () => {
  it("offers Class 1 to Class 12 with Class 7 selected, and focuses the choice", () => {
    const { dialog } = setup();
    const select = within(dialog).getByLabelText("Your current standard");
    expect((select as HTMLSelectElement).value).toBe("7");
    expect(document.activeElement).toBe(select);
    const classes = within(select)
      .getAllByRole("option")
      .map((o) => o.textContent)
      .filter((text) => text?.startsWith("Class"));
    expect(classes).toEqual(Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`));
  });

  it("asks a teacher for the class they teach, not for their own standard", () => {
    render(<FirstTimeSetupDialog save={vi.fn(async () => true)} teacher />);
    const dialog = screen.getByRole("dialog", { name: "Welcome to Vidya!" });
    expect(within(dialog).getByLabelText("The class you teach most")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Set My Class" })).toBeTruthy();
    expect(within(dialog).queryByText("Your current standard")).toBeNull();
  });

  it("cannot be dismissed with Escape or a click outside", async () => {
    const user = userEvent.setup();
    const { dialog, save } = setup();
    await user.keyboard("{Escape}");
    await user.click(document.body);
    expect(document.body.contains(dialog)).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps keyboard focus inside", async () => {
    const user = userEvent.setup();
    const { dialog } = setup();
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("Skip for now saves no standard; Set My Standard saves the chosen one", async () => {
    const user = userEvent.setup();
    const { dialog, save } = setup();
    await user.click(within(dialog).getByRole("button", { name: "Skip for now" }));
    expect(save).toHaveBeenLastCalledWith(null);
    await user.selectOptions(within(dialog).getByLabelText("Your current standard"), "11");
    await user.click(within(dialog).getByRole("button", { name: "Set My Standard" }));
    expect(save).toHaveBeenLastCalledWith("11");
  });

  it("asks for a standard when none is selected", async () => {
    const user = userEvent.setup();
    const { dialog, save } = setup();
    await user.selectOptions(within(dialog).getByLabelText("Your current standard"), "");
    await user.click(within(dialog).getByRole("button", { name: "Set My Standard" }));
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.selectStandard);
    expect(save).not.toHaveBeenCalled();
  });
});
