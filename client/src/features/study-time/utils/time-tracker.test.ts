import { IDLE_TIMEOUT_MS } from "@vidya/core/constants";
import { TIME_TRACKING_STORAGE_KEY } from "@vidya/core/study-time/stored-time";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TimeTracker } from "./time-tracker";

const T0 = new Date(2026, 0, 5, 10, 0, 0).getTime();

function stored() {
  return JSON.parse(localStorage.getItem(TIME_TRACKING_STORAGE_KEY) ?? "null");
}

describe("study-time tracking in the browser", () => {
  let now = T0;
  let bodies: { variables: { input?: { seconds: number; reportId: string } } }[] = [];
  let failing = false;

  beforeEach(() => {
    localStorage.clear();
    now = T0;
    bodies = [];
    failing = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        if (failing) throw new TypeError("offline");
        const input = bodies.at(-1)?.variables.input;
        const data = input
          ? {
              recordStudyTime: {
                __typename: "MutationRecordStudyTimeSuccess",
                data: { totalSeconds: 1000 + input.seconds },
              },
            }
          : { studyTime: { __typename: "QueryStudyTimeSuccess", data: { totalSeconds: 5000 } } };
        return new Response(JSON.stringify({ data }), { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const tracker = () =>
    new TimeTracker(
      "u1",
      () => "token",
      () => now,
    );

  it("counts active time and saves it locally; idle time is not counted", () => {
    const t = tracker();
    t.activity();
    now += 60_000;
    t.activity();
    now += IDLE_TIMEOUT_MS + 30_000;
    t.checkIdle();
    expect(stored()).toMatchObject({ totalTime: 60, pending: { "2026-01-05": 60 } });
  });

  it("sends pending seconds with an id, and resends the same id after a dropped connection", async () => {
    const t = tracker();
    t.activity();
    now += 30_000;
    t.activity();
    t.saveLocal();
    failing = true;
    await t.sendRemote(false);
    expect(stored().inFlight).toMatchObject({ seconds: 30 });
    failing = false;
    await t.sendRemote(false);
    const ids = bodies.map((b) => b.variables.input?.reportId);
    expect(ids[0]).toBe(ids[1]);
    expect(stored()).toMatchObject({ inFlight: null, pending: {}, totalTime: 1030 });
  });

  it("takes the server's total at sign-in when it is larger (SPEC 7)", async () => {
    await tracker().signedIn();
    expect(stored().totalTime).toBe(5000);
  });
});
