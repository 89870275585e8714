import { describe, expect, it } from "vitest";
import { ageOn, BirthDateSchema, isVerifiedSchoolAddress, mailboxKey } from "./consent";

describe("ages from a birth year and month", () => {
  it("counts whole years, turning a year older in the birth month", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(ageOn(2014, 11, now)).toBe(12);
    expect(ageOn(2014, 12, now)).toBe(11);
    expect(ageOn(2008, 11, now)).toBe(18);
    expect(ageOn(2008, 12, now)).toBe(17);
  });

  it("keeps only the year and month of a valid date of birth", () => {
    expect(BirthDateSchema.parse("2014-08-21")).toEqual({ year: 2014, month: 8 });
    expect(BirthDateSchema.parse("2014-08")).toEqual({ year: 2014, month: 8 });
  });

  it("refuses a malformed date, a future one and ages outside 3 to 100 with one message each", () => {
    const message = (value: string) => BirthDateSchema.safeParse(value).error?.issues.map((i) => i.message);
    expect(message("21-08-2014")).toEqual(["Please enter your date of birth as YYYY-MM-DD."]);
    expect(message(`${new Date().getUTCFullYear() + 1}-01-01`)).toEqual([
      "Your date of birth cannot be in the future.",
    ]);
    expect(message(`${new Date().getUTCFullYear() - 1}-01-01`)).toEqual([
      "Please check your date of birth: Vidya is for ages 3 to 100.",
    ]);
  });
});

describe("whose mailbox an address reaches (issue 24)", () => {
  it("treats +tags, case and Gmail's dots as the same mailbox", () => {
    expect(mailboxKey("Kid+Parent@Example.com")).toBe("kid@example.com");
    expect(mailboxKey("k.i.d+mum@googlemail.com")).toBe("kid@gmail.com");
    expect(mailboxKey("k.i.d@gmail.com")).toBe(mailboxKey("kid@gmail.com"));
    // Dots matter elsewhere.
    expect(mailboxKey("a.b@school.in")).not.toBe(mailboxKey("ab@school.in"));
  });

  it("verifies a school by its domain or by one exact address", () => {
    const list = ["staff.dps.edu.in", "principal.sharma@gmail.com"];
    expect(isVerifiedSchoolAddress("Asha@staff.dps.edu.in", list)).toBe(true);
    expect(isVerifiedSchoolAddress("asha@dps.edu.in", list)).toBe(false);
    expect(isVerifiedSchoolAddress("asha@evil-staff.dps.edu.in.example", list)).toBe(false);
    expect(isVerifiedSchoolAddress("principal.sharma@gmail.com", list)).toBe(true);
    expect(isVerifiedSchoolAddress("someone@gmail.com", list)).toBe(false);
  });
});
