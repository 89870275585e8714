import { describe, expect, it } from "vitest";
import {
  addSeconds,
  emptyStoredTime,
  mergeRemoteTotal,
  nextReport,
  parseStoredTime,
  reportDone,
} from "./stored-time";

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe("stored time tracking", () => {
  it("starts fresh when missing, corrupt or another user's", () => {
    expect(parseStoredTime(null, "u")).toEqual(emptyStoredTime("u"));
    expect(parseStoredTime("{not json", "u")).toEqual(emptyStoredTime("u"));
    const other = JSON.stringify(addSeconds(emptyStoredTime("v"), "2026-01-01", 5, null));
    expect(parseStoredTime(other, "u")).toEqual(emptyStoredTime("u"));
    expect(parseStoredTime(other, "v").totalTime).toBe(5);
  });
  it("keeps seconds per day until they are sent, and a report under way until it is confirmed", () => {
    const newId = ids();
    let s = addSeconds(emptyStoredTime("u"), "2026-01-02", 60, 1);
    s = addSeconds(s, "2026-01-01", 30, 1);
    const first = nextReport(s, newId);
    expect(first?.report).toEqual({ reportId: "id-1", localDate: "2026-01-01", seconds: 30 });
    s = first?.stored ?? s;
    // A dropped connection: the same report (same id) goes again.
    s = addSeconds(s, "2026-01-02", 10, 1);
    expect(nextReport(s, newId)?.report.reportId).toBe("id-1");
    s = reportDone(s, "id-1", 30);
    expect(s.inFlight).toBeNull();
    expect(nextReport(s, newId)?.report).toEqual({ reportId: "id-2", localDate: "2026-01-02", seconds: 70 });
    expect(s.totalTime).toBe(100);
    expect(s.lastActiveDate).toBe("2026-01-02");
  });
  it("lets a larger remote total win, keeping what has not been sent yet on top", () => {
    const s = addSeconds(emptyStoredTime("u"), "2026-01-01", 20, null);
    expect(mergeRemoteTotal(s, 1000).totalTime).toBe(1020);
    // Seconds sent earlier are in the remote total: a smaller remote total changes nothing.
    const sentBefore = { ...addSeconds(emptyStoredTime("u"), "2026-01-01", 5000, null), pending: {} };
    expect(mergeRemoteTotal(addSeconds(sentBefore, "2026-01-02", 20, null), 3000).totalTime).toBe(5020);
  });
});
