import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  closeForTests,
  DB_NAME,
  pendingCount,
  pendingMathQuestions,
  queueMathQuestion,
} from "../../flashcards/utils/offline-store";
import { syncMathQuestions } from "./offline-math-sync";

// Issue 27 item 3: mathematics questions answered offline wait in the one offline store, per user,
// and are sent as the account that asked them, never with the device's answer.

const ASHA = "00000000-0000-4000-8000-00000000000a";
const RAVI = "00000000-0000-4000-8000-00000000000b";

const asked = (userId: string, n: number) => ({
  clientId: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, "0")}`,
  userId,
  topic: "algebra",
  question: `Solve x + ${n} = ${n + 2}`,
  finalAnswer: "x = 2",
  askedAt: 1_000 + n,
});

const ok = { data: { recordOfflineMathAnswer: { __typename: "MutationRecordOfflineMathAnswerSuccess" } } };

beforeEach(async () => {
  await closeForTests();
  globalThis.indexedDB = new IDBFactory();
});

describe("offline mathematics questions", () => {
  it("are kept per user, oldest first, and counted as changes waiting", async () => {
    await queueMathQuestion(asked(ASHA, 2));
    await queueMathQuestion(asked(RAVI, 9));
    await queueMathQuestion(asked(ASHA, 1));
    expect((await pendingMathQuestions(ASHA)).map((q) => q.question)).toEqual([
      "Solve x + 1 = 3",
      "Solve x + 2 = 4",
    ]);
    expect(await pendingCount(ASHA)).toBe(2);
    expect(await pendingCount(RAVI)).toBe(1);
  });

  it("stay queued when the server says too many at once, and go with the next sync", async () => {
    await queueMathQuestion(asked(ASHA, 1));
    await queueMathQuestion(asked(ASHA, 2));
    const limited = {
      data: {
        recordOfflineMathAnswer: { __typename: "RateLimitError", code: "RATE_LIMITED", message: "Too many." },
      },
    };
    const mutate = vi.fn().mockResolvedValueOnce(ok).mockResolvedValueOnce(limited);
    expect(await syncMathQuestions({ mutate }, ASHA, () => ASHA)).toEqual({
      saved: 1,
      refused: [],
      stopped: true,
    });
    expect((await pendingMathQuestions(ASHA)).map((q) => q.question)).toEqual(["Solve x + 2 = 4"]);
  });

  it("are sent as the account that asked them, with the question only, and then forgotten", async () => {
    await queueMathQuestion(asked(ASHA, 1));
    await queueMathQuestion(asked(RAVI, 9));
    const mutate = vi.fn().mockResolvedValue(ok);
    const outcome = await syncMathQuestions({ mutate }, ASHA, () => ASHA);
    expect(outcome).toEqual({ saved: 1, refused: [], stopped: false });
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]?.[0].variables).toEqual({
      input: { clientId: asked(ASHA, 1).clientId, topic: "ALGEBRA", question: "Solve x + 1 = 3" },
    });
    expect(await pendingMathQuestions(ASHA)).toEqual([]);
    expect(await pendingCount(RAVI)).toBe(1);
  });

  it("stay queued when another account is signed in or the network fails", async () => {
    await queueMathQuestion(asked(ASHA, 1));
    const mutate = vi.fn().mockResolvedValue(ok);
    expect((await syncMathQuestions({ mutate }, ASHA, () => RAVI)).stopped).toBe(true);
    expect(mutate).not.toHaveBeenCalled();
    const down = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    expect((await syncMathQuestions({ mutate: down }, ASHA, () => ASHA)).stopped).toBe(true);
    expect(await pendingCount(ASHA)).toBe(1);
  });

  it("a v2 copy (flashcards and quick tests only) is upgraded, keeping what it holds", async () => {
    const old = await openDB(DB_NAME, 2, {
      upgrade(db) {
        db.createObjectStore("snapshots", { keyPath: "key" }).createIndex("userId", "userId");
        db.createObjectStore("queue", { keyPath: "reviewId" }).createIndex("userId", "userId");
        db.createObjectStore("tests", { keyPath: "key" }).createIndex("userId", "userId");
        db.createObjectStore("submissions", { keyPath: "testId" }).createIndex("userId", "userId");
      },
    });
    await old.put("submissions", { testId: "t1", userId: ASHA, startedAt: 1, finishedAt: 2, answers: [] });
    old.close();
    await queueMathQuestion(asked(ASHA, 1));
    expect(await pendingCount(ASHA)).toBe(2);
  });
});
