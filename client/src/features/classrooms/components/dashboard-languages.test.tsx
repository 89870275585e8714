import { cleanup, render, screen } from "@testing-library/react";
import { activityDetails, describeActivity as englishSummary } from "@vidya/core/classrooms/activity";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { changeLanguage } from "../../../app/i18n/i18n";
import { liveEvent } from "../../../test/class-events";
import { ready } from "../../../test/i18n";
import { describeActivity } from "../utils/activity-text";
import { formatAgo, formatDuration } from "../utils/format";
import type { Dashboard, LiveEvent, RosterRow } from "../utils/live-dashboard";
import { ActivityFeed } from "./ActivityFeed";
import { RosterTable } from "./RosterTable";
import { StudyGroupsPanel } from "./StudyGroupsPanel";
import { TopicsPanel } from "./TopicsPanel";

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

const event = (over: Partial<LiveEvent>): LiveEvent =>
  liveEvent({
    studentName: "Asha",
    topic: "Algebra",
    createdAt: new Date(NOW - 3 * 60_000).toISOString(),
    ...over,
  });
const struggling = {
  roster: [],
  questionsPerTopic: [],
  topQuestions: [],
  strugglingTopics: [
    {
      subject: "mathematics",
      topic: "Algebra",
      questions: 6,
      answers: 4,
      unverified: 2,
      quizzes: 1,
      avgQuizPercent: 40,
      meanQuestions: 2,
      signals: ["MANY_QUESTIONS", "UNCHECKED_ANSWERS", "LOW_QUIZ_SCORES"],
    },
  ],
} as unknown as Dashboard;

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

  it("words the feed as the server does in English, with plurals", async () => {
    await changeLanguage("en");
    const same = [
      event({}),
      event({ kind: "question_answered", verified: false }),
      event({ kind: "question_answered", verified: true, subject: null, topic: null }),
      event({ kind: "focus_started", subject: null, topic: null }),
      event({ kind: "quiz_completed", subject: "science", topic: null, score: 3, total: 5 }),
      event({ kind: "group_message" }),
      event({ kind: "online", subject: null, topic: null }),
      event({ kind: "flashcards_reviewed", cards: 12 }),
      event({ kind: "study_time", seconds: 600 }),
    ];
    for (const e of same) {
      expect(describeActivity(e)).toBe(englishSummary(e.kind, e.subject, e.topic, activityDetails(e)));
    }
    expect(describeActivity(event({ kind: "flashcards_reviewed", cards: 1, topic: null }))).toBe(
      "reviewed 1 flashcard in Mathematics",
    );
    render(<ActivityFeed feed={[event({ kind: "question_answered", verified: false })]} now={NOW} />);
    expect(screen.getByTestId("activity-feed").textContent).toBe(
      "Asha got an answer in Mathematics · Algebra (not checked) · 3 min ago",
    );
  });

  it("gives the reasons a topic is hard, in English and in Hindi", async () => {
    await changeLanguage("en");
    render(<TopicsPanel dashboard={struggling} />);
    const reasons = () =>
      screen
        .getAllByRole("listitem")
        .slice(1)
        .map((li) => li.textContent);
    expect(reasons()).toEqual([
      "6 questions (class average 2.0 per topic)",
      "2 of 4 answers could not be checked (50%)",
      "quiz average 40% over 1 quiz",
    ]);
    cleanup();
    await changeLanguage("hi");
    render(<TopicsPanel dashboard={struggling} />);
    expect(screen.getByRole("heading", { name: "कक्षा को कहाँ कठिनाई है" })).toBeTruthy();
    expect(reasons()).toEqual([
      "6 प्रश्न (कक्षा का औसत 2.0 प्रति विषय-वस्तु)",
      "4 में से 2 उत्तर जाँचे नहीं जा सके (50%)",
      "1 क्विज़ में औसत 40%",
    ]);
  });

  it("shows the feed in Hindi and Gujarati", async () => {
    await changeLanguage("hi");
    render(<ActivityFeed feed={[event({})]} now={NOW} />);
    expect(screen.getByTestId("activity-feed").textContent).toBe(
      "Asha ने गणित · Algebra में एक प्रश्न पूछा · 3 मिनट पहले",
    );
    cleanup();
    await changeLanguage("gu");
    render(<ActivityFeed feed={[event({ kind: "flashcards_reviewed", cards: 2, topic: null })]} now={NOW} />);
    expect(screen.getByTestId("activity-feed").textContent).toContain("ગણિતમાં 2 ફ્લેશકાર્ડ દોહરાવ્યાં");
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
