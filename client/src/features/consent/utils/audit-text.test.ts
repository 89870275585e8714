import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { ready } from "../../../test/i18n";
import { auditText } from "./audit-text";

beforeAll(async () => {
  await ready;
});

describe("the parent's access log in words (issue 25)", () => {
  it("says who looked at the child's data and what they did, never a raw entry", () => {
    const t = i18n.t.bind(i18n);
    const entry = (actorRole: string, action: string) =>
      auditText(t, { actorName: "Ms Rao", actorRole, action });
    expect(entry("teacher", "teacher:dashboard")).toBe(
      "Ms Rao (teacher) saw the class dashboard (online status, study time, questions)",
    );
    expect(entry("teacher", "moderation:remove_message")).toBe("Ms Rao (teacher) removed a reported message");
    expect(entry("parent", "parent:export")).toBe("Ms Rao (parent) downloaded your child's data");
    // A new kind of entry still reads as a sentence.
    expect(entry("operator", "operator:new-thing")).toBe("Ms Rao (someone) looked at your child's data");
    for (const text of [entry("teacher", "teacher:dashboard"), entry("x", "y:z")])
      expect(text).not.toMatch(/\w:\w/);
  });
});
