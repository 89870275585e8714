import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { changeLanguage } from "../../../app/i18n/i18n";
import { ready } from "../../../test/i18n";
import { formatAgo, formatDuration } from "../utils/format";
import type { Dashboard, RosterRow } from "../utils/live-dashboard";
import { RosterTable } from "./RosterTable";
import { StudyGroupsPanel } from "./StudyGroupsPanel";

const NOW = Date.parse("2026-11-23T10:00:00Z");
const row = (over: Partial<RosterRow>): RosterRow => ({
  studentId: "a",
  name: "Asha",
  status: "FOCUSING",
  online: true,
  lastSeenAt: null,
  lastActiveAt: new Date(NOW - 3 * 60_000).toISOString(),
  focusEndsAt: new Date(NOW + 12 * 60_000 + 5_000).toISOString(),
  studyTodaySeconds: 3900,
  studyWeekSeconds: 45,
  questions: 1,
  groupMessages: 0,
  events: 2,
  ...over,
});
const groups = (memberCount: number, messages: number) =>
  ({
    roster: [row({})],
    studyGroups: [
      { groupId: "g", name: "7A algebra", subject: "mathematics", memberCount, messages, students: [] },
    ],
  }) as unknown as Dashboard;

describe("the teacher dashboard in the UI language", () => {
  beforeAll(async () => {
    await ready;
  });
  afterEach(cleanup);
  afterAll(() => changeLanguage("en"));

  it("counts in English with singulars and plurals", async () => {
    await changeLanguage("en");
    render(
      <MemoryRouter>
        <StudyGroupsPanel dashboard={groups(1, 1)} />
        <StudyGroupsPanel dashboard={groups(2, 5)} />
      </MemoryRouter>,
    );
    const lines = screen.getAllByTestId("class-group").map((li) => li.textContent);
    expect(lines[0]).toContain("(Mathematics, 1 member): 1 message");
    expect(lines[1]).toContain("(Mathematics, 2 members): 5 messages");
    expect(formatDuration(3900)).toBe("1 h 05 min");
    expect(formatAgo(new Date(NOW - 86_400_000 * 2).toISOString(), NOW)).toBe("2 days ago");
  });

  it("shows the roster in Hindi", async () => {
    await changeLanguage("hi");
    render(<RosterTable roster={[row({})]} now={NOW} onOpen={() => {}} />);
    expect(screen.getByRole("table", { name: "विद्यार्थी" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "अंतिम सक्रियता" })).toBeTruthy();
    expect(screen.getByTestId("roster-status").textContent).toBe("ध्यान में · 12:05 बाकी");
    expect(screen.getByText("3 मिनट पहले")).toBeTruthy();
    expect(screen.getByTestId("study-today").textContent).toBe("1 घंटे 05 मिनट");
  });

  it("shows the roster and the class's study groups in Gujarati", async () => {
    await changeLanguage("gu");
    render(
      <MemoryRouter>
        <RosterTable roster={[row({ status: "IDLE", focusEndsAt: null })]} now={NOW} onOpen={() => {}} />
        <StudyGroupsPanel dashboard={groups(2, 5)} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("roster-status").textContent).toBe("નિષ્ક્રિય");
    expect(screen.getByRole("heading", { name: "અભ્યાસ જૂથો" })).toBeTruthy();
    expect(screen.getByTestId("class-group").textContent).toContain("(ગણિત, 2 સભ્યો): 5 સંદેશા");
  });
});
