import { describe, expect, it } from "vitest";
import { type Dashboard, type LiveEvent, withLiveEvents } from "./live-dashboard";

const T0 = Date.parse("2026-11-22T10:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

function dashboard(): Dashboard {
  return {
    from: iso(T0 - 7 * 86_400_000),
    to: iso(T0),
    timeZone: "Asia/Kolkata",
    subject: null,
    generatedAt: iso(T0),
    isEmpty: false,
    activeStudents: 1,
    totalQuestions: 1,
    totalStudySeconds: 60,
    totalEvents: 2,
    classroom: { id: "c", name: "7A", grade: 7, subjects: ["mathematics"], studentCount: 2 },
    roster: ["a", "b"].map((id) => ({
      studentId: id,
      name: id.toUpperCase(),
      status: "OFFLINE" as const,
      online: false,
      lastSeenAt: null,
      lastActiveAt: null,
      focusEndsAt: null,
      studyTodaySeconds: 60,
      studyWeekSeconds: 600,
      questions: 1,
      events: 2,
    })),
    questionsPerTopic: [
      { subject: "mathematics", topic: "Algebra", questions: 1, answers: 0, unverified: 0 },
    ],
    strugglingTopics: [],
    activityByDay: [],
    topQuestions: [],
    feed: [],
  };
}

const event = (over: Partial<LiveEvent>): LiveEvent => ({
  id: Math.random().toString(36),
  studentId: "a",
  studentName: "A",
  kind: "question_asked",
  subject: "mathematics",
  topic: "Geometry",
  summary: "asked a question",
  question: null,
  answer: null,
  verified: null,
  seconds: null,
  score: null,
  total: null,
  endsAt: null,
  createdAt: iso(T0 + 1000),
  ...over,
});

describe("applying live events to the dashboard", () => {
  it("counts a new question for the student and the topic, newest first in the feed", () => {
    const d = withLiveEvents(dashboard(), [event({ id: "q1" })], T0 + 2000);
    const a = d.roster.find((r) => r.studentId === "a");
    expect(a).toMatchObject({ questions: 2, status: "ONLINE", online: true });
    expect(d.questionsPerTopic.map((t) => [t.topic, t.questions])).toEqual([
      ["Algebra", 1],
      ["Geometry", 1],
    ]);
    expect(d.totalQuestions).toBe(2);
    expect(d.feed[0]?.id).toBe("q1");
  });

  it("shows a focus session with its end, and study time today and this week", () => {
    const endsAt = iso(T0 + 25 * 60_000);
    const d = withLiveEvents(
      dashboard(),
      [event({ kind: "focus_started", endsAt }), event({ kind: "study_time", seconds: 120, studentId: "b" })],
      T0 + 5000,
    );
    expect(d.roster.find((r) => r.studentId === "a")).toMatchObject({
      status: "FOCUSING",
      focusEndsAt: endsAt,
    });
    expect(d.roster.find((r) => r.studentId === "b")).toMatchObject({
      studyTodaySeconds: 180,
      studyWeekSeconds: 720,
    });
    expect(d.totalStudySeconds).toBe(180);
  });

  it("marks a student online without adding to the feed, then idle and offline as time passes", () => {
    const online = event({ kind: "online" });
    expect(withLiveEvents(dashboard(), [online], T0 + 2000).roster[0]?.status).toBe("IDLE");
    expect(withLiveEvents(dashboard(), [online], T0 + 2000).feed).toEqual([]);
    expect(withLiveEvents(dashboard(), [online], T0 + 120_000).roster[0]?.status).toBe("OFFLINE");
  });

  it("ignores events the query already counted and repeats of the same event", () => {
    const d0 = dashboard();
    const seen = event({ id: "old" });
    const withFeed = { ...d0, feed: [seen] };
    expect(withLiveEvents(withFeed, [seen], T0 + 2000).totalQuestions).toBe(1);
  });
});
