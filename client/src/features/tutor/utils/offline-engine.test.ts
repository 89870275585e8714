import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * jsdom has no Worker, and the real engine runs in a module worker: this stands in for the browser's
 * Worker with one that answers only the questions the test lets it answer (a stub of the browser API,
 * not of our code). Each instance is one engine as `offline-engine.ts` starts it.
 */
class FakeEngine {
  static all: FakeEngine[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  received: { id: number; question: string }[] = [];
  terminated = false;
  constructor() {
    FakeEngine.all.push(this);
  }
  postMessage(message: { id: number; question: string }) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers the question it received with this text, as the engine would. */
  answer(question: string) {
    const m = this.received.find((r) => r.question === question);
    if (!m) throw new Error(`never received ${question}`);
    const result = { kind: "solved", solution: { finalAnswer: `answer to ${question}` } };
    this.onmessage?.({ data: { id: m.id, result } } as MessageEvent);
  }
}

describe("the math engine on the device has a time limit", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEngine.all = [];
    vi.stubGlobal("Worker", FakeEngine);
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("stops a question past the limit, says it is too big, and answers the questions behind it on a fresh engine", async () => {
    const { solveOffline, EngineTooBig, DEVICE_MATH_TIME_LIMIT_MS } = await import("./offline-engine");
    const first = solveOffline("1 + 1", "arithmetic", "en");
    FakeEngine.all[0]?.answer("1 + 1");
    await expect(first).resolves.toMatchObject({ solution: { finalAnswer: "answer to 1 + 1" } });

    const hang = solveOffline("expand (x+1)^5000", "algebra", "en");
    const behind = solveOffline("2 + 2", "arithmetic", "en");
    const hangResult = hang.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEVICE_MATH_TIME_LIMIT_MS - 100);
    expect(FakeEngine.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(await hangResult).toBeInstanceOf(EngineTooBig);
    expect(FakeEngine.all[0]?.terminated).toBe(true);
    // The question that waited behind it goes to a fresh engine, and is answered there.
    const fresh = FakeEngine.all[1];
    expect(fresh?.received.map((r) => r.question)).toEqual(["2 + 2"]);
    fresh?.answer("2 + 2");
    await expect(behind).resolves.toMatchObject({ solution: { finalAnswer: "answer to 2 + 2" } });
  });

  it("gives the first question time for the engine to load on a slow phone", async () => {
    const { solveOffline, DEVICE_MATH_TIME_LIMIT_MS } = await import("./offline-engine");
    const first = solveOffline("1 + 1", "arithmetic", "en");
    let settled = false;
    void first.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    await vi.advanceTimersByTimeAsync(DEVICE_MATH_TIME_LIMIT_MS * 2);
    expect(settled).toBe(false);
    FakeEngine.all[0]?.answer("1 + 1");
    await expect(first).resolves.toMatchObject({ solution: { finalAnswer: "answer to 1 + 1" } });
  });
});
