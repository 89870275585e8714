import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  answerDownloadedTest,
  closeForTests,
  DB_NAME,
  downloadedTests,
  finishDownloadedTest,
  loadDownloadedTest,
  type OfflineTestItem,
  pendingCount,
  pendingTestSubmissions,
  saveDownloadedTest,
  setCorruptHandler,
  startDownloadedTest,
} from "../../flashcards/utils/offline-store";
import { syncQuickTests } from "./offline-test-sync";

const ASHA = "00000000-0000-4000-8000-00000000000a";
const RAVI = "00000000-0000-4000-8000-00000000000b";

function item(id: string): OfflineTestItem {
  return {
    id,
    kind: "MCQ",
    stem: `Question ${id}`,
    chapterId: "ncert:mathematics:10:4",
    chapterTitle: "Quadratic Equations",
    options: ["a", "b", "c", "d"].map((o) => ({
      id: `${id}-${o}`,
      text: o,
    })),
  };
}

function download(userId: string, testId: string) {
  return saveDownloadedTest({
    userId,
    testId,
    subject: "mathematics",
    grade: 10,
    assignmentId: null,
    limitSeconds: 300,
    dueAt: null,
    items: ["q1", "q2", "q3"].map(item),
  });
}

beforeEach(async () => {
  await closeForTests();
  globalThis.indexedDB = new IDBFactory();
});

describe("quick tests on the device", () => {
  it("keeps a downloaded test per user: another account on the same phone never sees it", async () => {
    await download(ASHA, "t1");
    expect((await downloadedTests(ASHA)).map((t) => t.testId)).toEqual(["t1"]);
    expect(await downloadedTests(RAVI)).toEqual([]);
    expect(await loadDownloadedTest(RAVI, "t1")).toBeNull();
    // Not started, nothing waits to sync yet.
    expect((await loadDownloadedTest(ASHA, "t1"))?.startedAt).toBeNull();
    expect(await pendingCount(ASHA)).toBe(0);
  });

  it("records answers with their times only once started, and queues one submission at the finish", async () => {
    await download(ASHA, "t1");
    expect(await answerDownloadedTest(ASHA, "t1", "q1", "q1-a", 500)).toBeNull();
    expect(await finishDownloadedTest(ASHA, "t1", 600)).toBe(false);

    await startDownloadedTest(ASHA, "t1", 1_000);
    // A second start (the page opened again) keeps the first time: the clock is not reset.
    expect((await startDownloadedTest(ASHA, "t1", 9_000))?.startedAt).toBe(1_000);
    await answerDownloadedTest(ASHA, "t1", "q1", "q1-a", 2_000);
    await answerDownloadedTest(ASHA, "t1", "q2", "q2-b", 3_000);
    await answerDownloadedTest(ASHA, "t1", "q1", "q1-c", 4_000);
    // Downloading it again does not wipe what was answered.
    await download(ASHA, "t1");
    expect(await finishDownloadedTest(ASHA, "t1", 5_000)).toBe(true);

    expect(await downloadedTests(ASHA)).toEqual([]);
    expect(await pendingTestSubmissions(ASHA)).toEqual([
      {
        testId: "t1",
        userId: ASHA,
        startedAt: 1_000,
        finishedAt: 5_000,
        answers: [
          { questionId: "q1", answer: "q1-c", answeredAt: 4_000 },
          { questionId: "q2", answer: "q2-b", answeredAt: 3_000 },
        ],
      },
    ]);
    // It counts in "n changes waiting to sync", for its user only.
    expect(await pendingCount(ASHA)).toBe(1);
    expect(await pendingCount(RAVI)).toBe(0);
  });

  it("keeps reviews queued before this update (a version-1 copy) and counts them with the tests", async () => {
    const v1 = await openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore("snapshots", { keyPath: "key" }).createIndex("userId", "userId");
        db.createObjectStore("queue", { keyPath: "reviewId" }).createIndex("userId", "userId");
      },
    });
    await v1.put("queue", {
      reviewId: "r1",
      userId: ASHA,
      cardId: "c1",
      deckId: "d1",
      rating: 3,
      reviewedAt: 1,
      seq: 1,
    });
    v1.close();
    await download(ASHA, "t1");
    await startDownloadedTest(ASHA, "t1", 1_000);
    await finishDownloadedTest(ASHA, "t1", 2_000);
    expect(await pendingCount(ASHA)).toBe(2);
  });

  it("drops a partly written test with a message; the server copy stays the truth", async () => {
    const onCorrupt = vi.fn();
    setCorruptHandler(onCorrupt);
    await download(ASHA, "t1");
    await closeForTests();
    // Opened at whatever version the store is now (no version: the current one).
    const db = await openDB(DB_NAME);
    await db.put("tests", { key: `${ASHA}|t2`, userId: ASHA, testId: "t2", items: [{ id: "q" }] });
    db.close();

    expect(await downloadedTests(ASHA)).toEqual([]);
    expect(onCorrupt).toHaveBeenCalledTimes(1);
    await download(ASHA, "t3");
    expect((await downloadedTests(ASHA)).map((t) => t.testId)).toEqual(["t3"]);
  });
});

describe("submitting on reconnect", () => {
  async function finished(userId: string, testId: string) {
    await download(userId, testId);
    await startDownloadedTest(userId, testId, 1_000);
    await answerDownloadedTest(userId, testId, "q1", "q1-a", 2_000);
    await finishDownloadedTest(userId, testId, 3_000);
  }
  function fakeServer(reply?: unknown) {
    const sent: { testId: string; startedAt: string; finishedAt: string; answers: unknown[] }[] = [];
    const mutate = vi.fn(async ({ variables }: { variables: { input: (typeof sent)[number] } }) => {
      sent.push(variables.input);
      return {
        data: {
          submitOfflineQuickTest: reply ?? {
            __typename: "MutationSubmitOfflineQuickTestSuccess",
            data: { id: variables.input.testId, score: 1, total: 3, late: false },
          },
        },
      };
    });
    return { sent, client: { mutate } as never };
  }

  it("sends the signed-in user's finished test once, with its times, then forgets it", async () => {
    await finished(ASHA, "t1");
    await finished(RAVI, "t9");
    const { sent, client } = fakeServer();
    const outcome = await syncQuickTests(client, ASHA, () => ASHA);
    expect(outcome).toEqual({
      submitted: [{ testId: "t1", score: 1, total: 3, late: false }],
      refused: [],
      stopped: false,
    });
    expect(sent).toEqual([
      {
        testId: "t1",
        startedAt: new Date(1_000).toISOString(),
        finishedAt: new Date(3_000).toISOString(),
        answers: [{ questionId: "q1", answer: "q1-a", answeredAt: new Date(2_000).toISOString() }],
      },
    ]);
    expect(await pendingCount(ASHA)).toBe(0);
    expect(await pendingCount(RAVI)).toBe(1);
    // A second sync finds nothing: sent once.
    expect((await syncQuickTests(client, ASHA, () => ASHA)).submitted).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it("never sends one account's test once another is signed in", async () => {
    await finished(ASHA, "t1");
    const { sent, client } = fakeServer();
    expect(await syncQuickTests(client, ASHA, () => RAVI)).toEqual({
      submitted: [],
      refused: [],
      stopped: true,
    });
    expect(await syncQuickTests(client, ASHA, () => null)).toMatchObject({ stopped: true });
    expect(sent).toEqual([]);
    expect(await pendingCount(ASHA)).toBe(1);
  });

  it("keeps the test queued when the network fails, and drops it with the server's message when refused", async () => {
    await finished(ASHA, "t1");
    const down = { mutate: vi.fn().mockRejectedValue(new TypeError("Failed to fetch")) };
    expect(await syncQuickTests(down as never, ASHA, () => ASHA)).toMatchObject({ stopped: true });
    expect(await pendingCount(ASHA)).toBe(1);

    const message = "The times sent with this test are not possible; it was not submitted.";
    const { client } = fakeServer({ __typename: "AppError", code: "BAD_TIMES", message });
    expect(await syncQuickTests(client, ASHA, () => ASHA)).toEqual({
      submitted: [],
      refused: [message],
      stopped: false,
    });
    expect(await pendingCount(ASHA)).toBe(0);
  });

  it("keeps a test the server rate-limited queued, and submits it with the next sync", async () => {
    await finished(ASHA, "t1");
    await finished(ASHA, "t2");
    const success = (testId: string) => ({
      __typename: "MutationSubmitOfflineQuickTestSuccess",
      data: { id: testId, score: 2, total: 3, late: false },
    });
    const limited = {
      __typename: "RateLimitError",
      code: "RATE_LIMITED",
      message: "Too many attempts. Please try again in 40 seconds.",
      retryAfterSeconds: 40,
    };
    const sent: string[] = [];
    let limit = true;
    const mutate = vi.fn(async ({ variables }: { variables: { input: { testId: string } } }) => {
      sent.push(variables.input.testId);
      const reply = variables.input.testId === "t2" && limit ? limited : success(variables.input.testId);
      return { data: { submitOfflineQuickTest: reply } };
    });
    expect(await syncQuickTests({ mutate } as never, ASHA, () => ASHA)).toEqual({
      submitted: [{ testId: "t1", score: 2, total: 3, late: false }],
      refused: [],
      stopped: true,
    });
    // The finished test is still on the phone, not dropped as if the server had refused it.
    expect((await pendingTestSubmissions(ASHA)).map((s) => s.testId)).toEqual(["t2"]);

    limit = false;
    expect(await syncQuickTests({ mutate } as never, ASHA, () => ASHA)).toEqual({
      submitted: [{ testId: "t2", score: 2, total: 3, late: false }],
      refused: [],
      stopped: false,
    });
    expect(sent).toEqual(["t1", "t2", "t2"]);
    expect(await pendingCount(ASHA)).toBe(0);
  });
});
