// @vitest-environment jsdom

import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { possibleTypes } from "../../../gql/possible-types";
import { ready } from "../../../test/i18n";
import { MyToolAccessDocument, SetBirthDateDocument } from "../graphql/consent";
import BirthDatePrompt from "./BirthDatePrompt";

vi.mock("../../../app/toast", () => ({ toast: { info: vi.fn(), error: vi.fn(), success: vi.fn() } }));
const { toast } = await import("../../../app/toast");

function access(needsBirthDate: boolean) {
  return {
    request: { query: MyToolAccessDocument },
    result: {
      data: {
        myToolAccess: {
          __typename: "MyToolAccess",
          isChild: true,
          basis: "none",
          needsBirthDate,
          dailyLimitMinutes: null,
          deleteAfter: null,
          parentRequested: false,
          closed: [],
        },
      },
    },
  };
}

beforeAll(async () => {
  await ready;
});
afterEach(cleanup);

describe("the birth-date prompt (issue 24)", () => {
  it("asks a student without a date of birth, and sends it", async () => {
    const user = userEvent.setup();
    const saved = {
      request: { query: SetBirthDateDocument, variables: { birthDate: "2013-04-09" } },
      result: { data: { setBirthDate: { __typename: "MutationSetBirthDateSuccess" } } },
    };
    render(
      <MockedProvider
        mocks={[access(true), saved, access(false)]}
        cache={new InMemoryCache({ possibleTypes })}
      >
        <BirthDatePrompt />
      </MockedProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Your date of birth" });
    expect(dialog).toBeTruthy();
    await user.type(screen.getByLabelText("Date of birth"), "2013-04-09");
    await act(() => user.click(screen.getByRole("button", { name: "Save" })));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Thank you. Your date of birth is saved."),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows nothing to a user whose date of birth is known", async () => {
    render(
      <MockedProvider mocks={[access(false)]} cache={new InMemoryCache({ possibleTypes })}>
        <BirthDatePrompt />
      </MockedProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
