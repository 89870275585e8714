import type { ActivityFieldsFragment, ClassDashboardQuery } from "../../../gql/graphql";

export type Dashboard = Extract<
  ClassDashboardQuery["classDashboard"],
  { __typename: "QueryClassDashboardSuccess" }
>["data"];
export type RosterRow = Dashboard["roster"][number];
export type LiveEvent = ActivityFieldsFragment;

/** Mirrors the server: online but without activity for 5 minutes is idle. */
export const IDLE_AFTER_MS = 5 * 60_000;
/** Mirrors the server's presence key: a student not seen for 60 s is offline. */
export const ONLINE_FOR_MS = 60_000;
export const FEED_MAX = 50;

function status(row: RosterRow, now: number): RosterRow["status"] {
  if (row.focusEndsAt && Date.parse(row.focusEndsAt) > now) return "FOCUSING";
  const seen = row.lastSeenAt ? Date.parse(row.lastSeenAt) : 0;
  if (!row.online || now - seen > ONLINE_FOR_MS) return "OFFLINE";
  const active = row.lastActiveAt ? Date.parse(row.lastActiveAt) : 0;
  return now - active < IDLE_AFTER_MS ? "ONLINE" : "IDLE";
}

function applyToRow(row: RosterRow, e: LiveEvent): RosterRow {
  const at = e.createdAt;
  const next: RosterRow = { ...row, online: true, lastSeenAt: at };
  if (e.kind === "online") return next;
  next.lastActiveAt = at;
  next.events = row.events + 1;
  if (e.kind === "question_asked") next.questions = row.questions + 1;
  if (e.kind === "group_message") next.groupMessages = row.groupMessages + 1;
  if (e.kind === "study_time" && e.seconds) {
    next.studyTodaySeconds = row.studyTodaySeconds + e.seconds;
    next.studyWeekSeconds = row.studyWeekSeconds + e.seconds;
  }
  if (e.kind === "focus_started")
    next.focusEndsAt = e.endsAt ?? new Date(Date.parse(at) + 25 * 60_000).toISOString();
  if (e.kind === "focus_completed") next.focusEndsAt = null;
  return next;
}

function bumpTopic(topics: Dashboard["questionsPerTopic"], e: LiveEvent): Dashboard["questionsPerTopic"] {
  const same = (t: Dashboard["questionsPerTopic"][number]) => t.subject === e.subject && t.topic === e.topic;
  const found = topics.find(same);
  const next = found
    ? topics.map((t) => (same(t) ? { ...t, questions: t.questions + 1 } : t))
    : [
        ...topics,
        { subject: e.subject ?? null, topic: e.topic ?? null, questions: 1, answers: 0, unverified: 0 },
      ];
  return [...next].sort((a, b) => b.questions - a.questions);
}

/** A class group's message count (and its poster's), one message more. */
function bumpGroup(groups: Dashboard["studyGroups"], e: LiveEvent): Dashboard["studyGroups"] {
  if (!groups.some((g) => g.groupId === e.groupId)) return groups;
  return groups
    .map((g) => {
      if (g.groupId !== e.groupId) return g;
      const mine = g.students.find((s) => s.studentId === e.studentId);
      const students = mine
        ? g.students.map((s) => (s === mine ? { ...s, messages: s.messages + 1 } : s))
        : [...g.students, { studentId: e.studentId, messages: 1 }];
      return { ...g, messages: g.messages + 1, students: students.sort((a, b) => b.messages - a.messages) };
    })
    .sort((a, b) => b.messages - a.messages || a.name.localeCompare(b.name));
}

/**
 * The dashboard as it is now: the last query result plus every live event that arrived after it
 * (older events are already counted by the query). Pure, so the view never drifts from its inputs.
 */
export function withLiveEvents(d: Dashboard, events: LiveEvent[], now: number): Dashboard {
  const after = Date.parse(d.generatedAt);
  const seen = new Set(d.feed.map((f) => f.id));
  const fresh = events.filter((e) => !seen.has(e.id) && Date.parse(e.createdAt) >= after - 5000);
  let roster = d.roster;
  let topics = d.questionsPerTopic;
  let studyGroups = d.studyGroups;
  let totalQuestions = d.totalQuestions;
  let totalStudySeconds = d.totalStudySeconds;
  const inRange = (e: LiveEvent) => !d.subject || e.subject === d.subject;
  for (const e of [...fresh].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))) {
    roster = roster.map((r) => (r.studentId === e.studentId ? applyToRow(r, e) : r));
    if (e.kind === "question_asked" && inRange(e)) {
      topics = bumpTopic(topics, e);
      totalQuestions += 1;
    }
    if (e.kind === "study_time" && e.seconds && inRange(e)) totalStudySeconds += Math.round(e.seconds);
    if (e.kind === "group_message" && inRange(e)) studyGroups = bumpGroup(studyGroups, e);
  }
  const feed = [...fresh.filter((e) => e.kind !== "online").reverse(), ...d.feed].slice(0, FEED_MAX);
  return {
    ...d,
    roster: roster.map((r) => ({ ...r, status: status(r, now) })),
    questionsPerTopic: topics,
    studyGroups,
    totalQuestions,
    totalStudySeconds,
    feed,
    isEmpty: d.isEmpty && fresh.length === 0,
  };
}

/** True when an event names a student the dashboard does not list yet (they just joined). */
export function hasUnknownStudent(d: Dashboard, events: LiveEvent[]): boolean {
  const known = new Set(d.roster.map((r) => r.studentId));
  return events.some((e) => !known.has(e.studentId));
}
