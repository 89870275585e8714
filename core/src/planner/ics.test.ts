import { describe, expect, it } from "vitest";
import { localToUtc, planToIcs } from "./ics";

describe("the plan as .ics", () => {
  it("converts India's local 17:00 to 11:30 UTC", () => {
    expect(new Date(localToUtc("2026-12-01", 17 * 60, "Asia/Kolkata")).toISOString()).toBe(
      "2026-12-01T11:30:00.000Z",
    );
  });
  it("lays items out from 17:00 local, one after another, breaks as gaps, times in UTC", () => {
    const ics = planToIcs(
      [
        { id: "a", date: "2026-12-01", minutes: 25, kind: "learn", title: "Fractions, decimals; more" },
        { id: "b", date: "2026-12-01", minutes: 5, kind: "break", title: "Break" },
        { id: "c", date: "2026-12-01", minutes: 25, kind: "learn", title: "Integers" },
      ],
      "Asia/Kolkata",
      (k) => k,
      Date.UTC(2026, 10, 1),
    );
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("DTSTART:20261201T113000Z\r\nDTEND:20261201T115500Z");
    expect(ics).toContain("DTSTART:20261201T120000Z");
    expect(ics).toContain("SUMMARY:learn: Fractions\\, decimals\\; more");
  });
});
