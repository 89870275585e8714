import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../app/i18n/i18n";
import { possibleTypes } from "../../../gql/possible-types";
import { ready } from "../../../test/i18n";
import { JoinClassroomDocument, MyClassroomsDocument } from "../graphql/classrooms";
import { JoinClassCard } from "./JoinClassCard";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("../../../app/toast", () => ({ toast }));

// The server answers in English (its message and notice); the student reads them in the UI language.
const SERVER_NOTICE =
  "Your teacher can see your learning activity in this class: questions you ask and their answers, focus sessions, study time, flashcard reviews and quiz scores.";
const classroom = {
  __typename: "Classroom" as const,
  id: "c1",
  name: "8B Science",
  grade: 8,
  subjects: ["science"],
  teacherName: "Mrs Mehta",
  studentCount: 1,
  createdAt: "2026-11-01T00:00:00.000Z",
  viewerIsTeacher: false,
  joinCode: null,
  joinCodeDisplay: null,
  joinPath: null,
  joinCodeExpiresAt: null,
  joinedAt: "2026-11-23T10:00:00.000Z",
  activityNotice: SERVER_NOTICE,
};
const joinMock = (code: string, result: object) => ({
  request: { query: JoinClassroomDocument, variables: { code } },
  result: { data: { joinClassroom: result } },
});
const mocks = [
  joinMock("K7Q-M3X", {
    __typename: "MutationJoinClassroomSuccess",
    data: {
      __typename: "JoinClassroomResult",
      alreadyMember: false,
      message: "You joined 8B Science.",
      classroom,
    },
  }),
  {
    request: { query: MyClassroomsDocument },
    result: { data: { classrooms: [] } },
    maxUsageCount: 10,
  },
];

async function joinWith(code: string) {
  render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ possibleTypes })}>
      <JoinClassCard />
    </MockedProvider>,
  );
  fireEvent.change(screen.getByRole("textbox"), { target: { value: code } });
  fireEvent.click(screen.getByRole("button"));
}

describe("joining a class in the UI language", () => {
  beforeAll(async () => {
    await ready;
  });
  afterEach(() => {
    cleanup();
    toast.success.mockClear();
  });
  afterAll(() => changeLanguage("en"));

  it("says in English exactly what the server says", async () => {
    await changeLanguage("en");
    await joinWith("K7Q-M3X");
    expect((await screen.findByTestId("activity-notice")).textContent).toBe(SERVER_NOTICE);
    expect(screen.getByRole("status").textContent).toContain("You joined 8B Science. Teacher: Mrs Mehta.");
    expect(toast.success).toHaveBeenCalledWith("You joined 8B Science.");
  });

  it("says it in Gujarati and Hindi", async () => {
    await changeLanguage("gu");
    await joinWith("K7Q-M3X");
    expect((await screen.findByTestId("activity-notice")).textContent).toMatch(
      /^આ વર્ગમાં તમારા શિક્ષક તમારી શીખવાની પ્રવૃત્તિ જોઈ શકે છે/,
    );
    expect(toast.success).toHaveBeenCalledWith("તમે 8B Scienceમાં જોડાયા.");
    cleanup();
    await changeLanguage("hi");
    await joinWith("K7Q-M3X");
    expect((await screen.findByTestId("activity-notice")).textContent).toMatch(/^इस कक्षा में आपके शिक्षक/);
    expect(screen.getByRole("status").textContent).toContain("आप 8B Science में शामिल हो गए।");
  });
});
