import { describe, expect, it } from "vitest";
import { activityClassIds } from "./events";

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
