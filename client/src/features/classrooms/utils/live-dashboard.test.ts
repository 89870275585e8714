import { describe, expect, it } from "vitest";
import { liveEvent } from "../../../test/class-events";
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
      groupMessages: 0,
      events: 2,
    })),
    studyGroups: [
      {
        groupId: "g1",
        name: "7A algebra",
        subject: "mathematics",
        memberCount: 2,
        messages: 0,
        students: [],
      },
      {
        groupId: "g2",
        name: "7A science",
        subject: "science",
        memberCount: 2,
        messages: 1,
        students: [{ studentId: "b", messages: 1 }],
      },
    ],
    questionsPerTopic: [
      { subject: "mathematics", topic: "Algebra", questions: 1, answers: 0, unverified: 0 },
    ],
    strugglingTopics: [],
    activityByDay: [],
    topQuestions: [],
    feed: [],
  };
}

const event = (over: Partial<LiveEvent>): LiveEvent => liveEvent({ createdAt: iso(T0 + 1000), ...over });

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

  it("counts a class group message for the student and the group, busiest group first", () => {
    const post = (id: string, studentId: string) =>
      event({ id, studentId, kind: "group_message", topic: "7A algebra", groupId: "g1" });
    const d = withLiveEvents(dashboard(), [post("m1", "a"), post("m2", "a"), post("m3", "b")], T0 + 2000);
    expect(d.roster.map((r) => r.groupMessages)).toEqual([2, 1]);
    expect(d.studyGroups.map((g) => [g.groupId, g.messages])).toEqual([
      ["g1", 3],
      ["g2", 1],
    ]);
    expect(d.studyGroups[0]?.students).toEqual([
      { studentId: "a", messages: 2 },
      { studentId: "b", messages: 1 },
    ]);
    // A message in a group the dashboard does not list (another subject's page) changes no group.
    const other = withLiveEvents(dashboard(), [event({ kind: "group_message", groupId: "g9" })], T0 + 2000);
    expect(other.studyGroups).toEqual(dashboard().studyGroups);
  });

  it("ignores events the query already counted and repeats of the same event", () => {
    const d0 = dashboard();
    const seen = event({ id: "old" });
    const withFeed = { ...d0, feed: [seen] };
    expect(withLiveEvents(withFeed, [seen], T0 + 2000).totalQuestions).toBe(1);
  });
});
