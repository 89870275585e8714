import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  earliestLocalDate,
  isLocalDate,
  isTimeZone,
  latestLocalDate,
  localDateOf,
  startOfLocalDay,
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

describe("startOfLocalDay", () => {
  it("is local midnight of today in the zone, as an instant", () => {
    // 2026-11-27 20:00 UTC is 2026-11-28 01:30 in India: the day began at 2026-11-27 18:30 UTC.
    const now = Date.parse("2026-11-27T20:00:00.250Z");
    expect(new Date(startOfLocalDay(now, "Asia/Kolkata")).toISOString()).toBe("2026-11-27T18:30:00.000Z");
    expect(new Date(startOfLocalDay(now, "UTC")).toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(new Date(startOfLocalDay(now, "America/New_York")).toISOString()).toBe("2026-11-27T05:00:00.000Z");
  });
});
