import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  earliestLocalDate,
  isLocalDate,
  isTimeZone,
  latestLocalDate,
  localDateOf,
} from "./local-date";

describe("local dates", () => {
  it("accept only real days written YYYY-MM-DD", () => {
    expect(isLocalDate("2026-02-28")).toBe(true);
    expect(isLocalDate("2026-02-29")).toBe(false);
    expect(isLocalDate("2026-2-3")).toBe(false);
    expect(isLocalDate("yesterday")).toBe(false);
  });
  it("know IANA zones", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
  it("give the calendar day in a zone", () => {
    const t = Date.UTC(2026, 0, 1, 20, 0, 0);
    expect(localDateOf(t, "Asia/Kolkata")).toBe("2026-01-02");
    expect(localDateOf(t, "America/New_York")).toBe("2026-01-01");
  });
  it("bound the days that exist somewhere right now", () => {
    const t = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(latestLocalDate(t)).toBe("2026-01-02");
    expect(earliestLocalDate(t)).toBe("2025-12-31");
  });
  it("move and measure by calendar days", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-01-01", "2026-01-31")).toBe(30);
  });
});
