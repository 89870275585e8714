import { describe, expect, it } from "vitest";
import { InviteCodeSchema } from "../schemas/groups";
import { readInviteCode, toGroupSubject } from "./invite-code";

describe("invite codes read without zod", () => {
  it("reads a code however it was typed, and refuses what cannot be one", () => {
    expect(readInviteCode("k7qm-4xpr")).toBe("K7QM4XPR");
    expect(readInviteCode(" K7QM 4XPR ")).toBe("K7QM4XPR");
    expect(readInviteCode("K7QM")).toBeNull();
    expect(readInviteCode("K7QM-4XP!")).toBeNull();
    expect(readInviteCode(`K7QM4XPR${" ".repeat(40)}`)).toBeNull();
  });

  it("agrees with the server's schema on every input", () => {
    for (const raw of [
      "k7qm-4xpr",
      "K7QM4XPR",
      "K7QM",
      "",
      "k7qm 4xpr",
      "ABCDEFGH",
      "abcd-efgh-",
      "0O1I-2345",
    ]) {
      const parsed = InviteCodeSchema.safeParse(raw);
      expect(readInviteCode(raw)).toBe(parsed.success ? parsed.data : null);
    }
  });

  it("reads an unknown stored subject as general", () => {
    expect(toGroupSubject("science")).toBe("science");
    expect(toGroupSubject("astrology")).toBe("general");
  });
});
