import { describe, expect, it } from "vitest";
import { activityClassIds, activityRecords } from "./events";

describe("activityClassIds", () => {
  it("copies an ordinary action to every class of the student, or to no class", () => {
    expect(activityClassIds({}, ["c1", "c2"])).toEqual(["c1", "c2"]);
    expect(activityClassIds({}, [])).toEqual([null]);
  });

  it("keeps a class-scoped action inside its class", () => {
    expect(activityClassIds({ classroomId: "c2" }, ["c1", "c2"])).toEqual(["c2"]);
  });

  it("records nothing for a class-scoped action of a student no longer in that class", () => {
    expect(activityClassIds({ classroomId: "c3" }, ["c1", "c2"])).toEqual([]);
    expect(activityClassIds({ classroomId: "c3" }, [])).toEqual([]);
  });
});

describe("activityRecords", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  const ids = () => {
    let n = 0;
    return () => `id-${++n}`;
  };
  const input = { userId: "u1", kind: "question_asked" as const, subject: "mathematics", payload: { a: 1 } };

  it("stores one row per class under one action id, and an event for each class", () => {
    const { rows, events } = activityRecords(input, ["c1", "c2"], now, ids());
    expect(rows.map((r) => [r.classroomId, r.actionId, r.topic])).toEqual([
      ["c1", "id-1", null],
      ["c2", "id-1", null],
    ]);
    expect(events).toEqual(
      rows.map((r) => ({
        id: r.id,
        classroomId: r.classroomId,
        userId: "u1",
        kind: "question_asked",
        subject: "mathematics",
        topic: null,
        payload: { a: 1 },
        createdAt: "2026-11-23T10:00:00.000Z",
      })),
    );
  });

  it("keeps the student's own row with no class and publishes nothing when they are in no class", () => {
    const { rows, events } = activityRecords(input, [], now, ids());
    expect(rows.map((r) => r.classroomId)).toEqual([null]);
    expect(events).toEqual([]);
  });

  it("records nothing for a class-scoped action of a class the student has left", () => {
    expect(activityRecords({ ...input, classroomId: "c9" }, ["c1"], now, ids())).toEqual({
      rows: [],
      events: [],
    });
  });
});
