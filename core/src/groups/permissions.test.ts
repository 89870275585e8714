import { describe, expect, it } from "vitest";
import { GROUP_EDIT_WINDOW_MS } from "./constants";
import { canModerate, canRead, canSend, deleteRefusal, editRefusal } from "./permissions";

const now = new Date("2026-03-01T10:00:00Z");
const fresh = { senderId: "me", createdAt: new Date(now.getTime() - 60_000), deletedAt: null };
const old = {
  senderId: "me",
  createdAt: new Date(now.getTime() - GROUP_EDIT_WINDOW_MS - 1),
  deletedAt: null,
};
const member = { role: "member" as const, isClassTeacher: false };
const owner = { role: "owner" as const, isClassTeacher: false };
const teacher = { role: null, isClassTeacher: true };
const outsider = { role: null, isClassTeacher: false };

describe("group permissions", () => {
  it("lets members and the class teacher read, only members send, owner and teacher moderate", () => {
    expect([member, owner, teacher, outsider].map(canRead)).toEqual([true, true, true, false]);
    expect([member, owner, teacher, outsider].map(canSend)).toEqual([true, true, false, false]);
    expect([member, owner, teacher, outsider].map(canModerate)).toEqual([false, true, true, false]);
  });

  it("allows editing your own message for 15 minutes only", () => {
    expect(editRefusal(fresh, "me", now)).toBeNull();
    expect(editRefusal(old, "me", now)).toBe("Messages can only be edited for 15 minutes after sending.");
    expect(editRefusal(fresh, "you", now)).toBe("You can only edit your own messages.");
    expect(editRefusal({ ...fresh, deletedAt: now }, "me", now)).toBe("This message was deleted.");
  });

  it("lets the owner and the class teacher delete any message at any time", () => {
    expect(deleteRefusal(old, "me", member, now)).toBe(
      "Messages can only be deleted for 15 minutes after sending.",
    );
    expect(deleteRefusal(fresh, "other", member, now)).toBe("You can only delete your own messages.");
    expect(deleteRefusal(old, "other", owner, now)).toBeNull();
    expect(deleteRefusal(old, "other", teacher, now)).toBeNull();
  });
});
