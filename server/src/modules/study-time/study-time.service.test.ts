import { describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { checkReportDate, clampClaim, REPORT_SLACK_SECONDS } from "./study-time.service";

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);

describe("study-time reports", () => {
  it("count every claimed second that could have passed", () => {
    expect(clampClaim(60, 65, 0)).toEqual({ accepted: 60, notice: null });
  });
  it("clamp a claim to the time since the last report (plus a little slack), saying why", () => {
    expect(clampClaim(600, 30, 0)).toEqual({
      accepted: 30 + REPORT_SLACK_SECONDS,
      notice: `Counted ${30 + REPORT_SLACK_SECONDS} of 600 seconds: only ${30 + REPORT_SLACK_SECONDS} seconds had passed since your last report.`,
    });
  });
  it("never let a day hold more than 24 hours", () => {
    expect(clampClaim(600, 10_000, 86_000)).toEqual({
      accepted: 400,
      notice: "Counted 400 of 600 seconds: a day holds at most 24 hours.",
    });
  });
  it("accept any day that exists somewhere on Earth now, and the last week", () => {
    expect(() => checkReportDate("2026-06-16", NOW)).not.toThrow();
    expect(() => checkReportDate("2026-06-14", NOW)).not.toThrow();
    expect(() => checkReportDate("2026-06-08", NOW)).not.toThrow();
  });
  it("refuse a day that has not begun anywhere, and one older than a week", () => {
    const future = () => checkReportDate("2026-06-17", NOW);
    expect(future).toThrow(AppError);
    expect(future).toThrow("2026-06-17 has not begun anywhere yet. Check the date on your device.");
    expect(() => checkReportDate("2026-06-01", NOW)).toThrow(
      "Study time can only be reported for the last 7 days.",
    );
  });
});
