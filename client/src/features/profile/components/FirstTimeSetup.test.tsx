// @vitest-environment jsdom

import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MESSAGES } from "@vidya/core/messages";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { possibleTypes } from "../../../gql/possible-types";
import { makeSession, makeUser } from "../../../test/fixtures";
import { ready } from "../../../test/i18n";
import { AuthStore } from "../../auth/utils/auth-store";
import { CompleteFirstTimeSetupDocument } from "../graphql/profile";
import FirstTimeSetup from "./FirstTimeSetup";

const holder = vi.hoisted(() => ({ store: null as unknown as AuthStore }));
vi.mock("../../auth/utils/session", () => ({
  get authStore() {
    return holder.store;
  },
}));
vi.mock("../../../app/toast", () => ({ toast: { info: vi.fn(), error: vi.fn(), success: vi.fn() } }));
const { toast } = await import("../../../app/toast");

const firstTimer = makeUser({ isFirstTimeUser: true, preferredClass: null });

function answer(standard: string | null, ok: boolean) {
  return {
    request: { query: CompleteFirstTimeSetupDocument, variables: { standard } },
    result: {
      data: {
        completeFirstTimeSetup: ok
          ? {
              __typename: "MutationCompleteFirstTimeSetupSuccess",
              data: {
                ...firstTimer,
                __typename: "User",
                isFirstTimeUser: false,
                preferredClass: Number(standard ?? 7),
              },
            }
          : { __typename: "AppError", code: "INTERNAL", message: "Something went wrong." },
      },
    },
  };
}

beforeAll(async () => {
  await ready;
});
beforeEach(() => {
  holder.store = new AuthStore({ refresh: async () => ({ kind: "ended" }) });
  holder.store.setSession(makeSession(firstTimer));
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(cleanup);

async function choose(
  mocks: ReturnType<typeof answer>[],
  button: "Skip for now" | "Set My Standard",
  standard?: string,
) {
  const user = userEvent.setup();
  render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ possibleTypes })}>
      <FirstTimeSetup />
    </MockedProvider>,
  );
  if (standard) await user.selectOptions(screen.getByLabelText("Your current standard"), standard);
  await act(() => user.click(screen.getByRole("button", { name: button })));
}

describe("first-time setup saved to the server (SPEC 4, 8)", () => {
  it("Skip for now: Class 7, 'Setup skipped…', first-time setup over", async () => {
    await choose([answer(null, true)], "Skip for now");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.setupSkipped));
    expect(holder.store.getState().session?.user).toMatchObject({
      isFirstTimeUser: false,
      preferredClass: 7,
    });
  });

  it("Set My Standard: 'Welcome! Your default standard is set to Class N'", async () => {
    await choose([answer("10", true)], "Set My Standard", "10");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.standardSaved(10)));
    expect(holder.store.getState()).toMatchObject({
      event: "USER_UPDATED",
      session: { user: { preferredClass: 10 } },
    });
  });

  it("failures keep the dialog open with SPEC's messages", async () => {
    await choose([answer(null, false)], "Skip for now");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.setupSkipFailed));
    cleanup();
    await choose([answer("7", false)], "Set My Standard");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.standardSaveFailed));
    expect(holder.store.getState().session?.user.isFirstTimeUser).toBe(true);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
