import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createPartialStreamer } from "./partial-streamer";

function recorder() {
  const published: [number, string][] = [];
  const saved: [number, string][] = [];
  const streamer = createPartialStreamer({
    seqBase: 1_000_000,
    publishEveryMs: 40,
    saveEveryMs: 200,
    publish: async (seq, text) => {
      published.push([seq, text]);
    },
    save: async (seq, text) => {
      await sleep(5);
      saved.push([seq, text]);
    },
    onError: (error) => {
      throw error;
    },
  });
  return { published, saved, streamer };
}

describe("createPartialStreamer", () => {
  it("publishes the first text at once, then coalesces, and the newest always goes out", async () => {
    const { published, streamer } = recorder();
    streamer.push("a");
    await sleep(0);
    expect(published).toEqual([[1_000_001, "a"]]);
    for (const text of ["ab", "abc", "abcd"]) streamer.push(text);
    await sleep(0);
    expect(published).toHaveLength(1);
    await sleep(60);
    expect(published.at(-1)).toEqual([1_000_004, "abcd"]);
    expect(published).toHaveLength(2);
    await streamer.stop();
  });

  it("saves at most every saveEveryMs, in order, and flush sends what is pending", async () => {
    const { saved, published, streamer } = recorder();
    const started = Date.now();
    for (let i = 1; i <= 30; i++) {
      streamer.push("x".repeat(i));
      await sleep(10);
    }
    const elapsed = Date.now() - started;
    await streamer.flush();
    // One save when the first text arrives, one per 200 ms after it, and the flush.
    expect(saved.length).toBeLessThanOrEqual(Math.floor(elapsed / 200) + 2);
    expect(saved.length).toBeLessThan(30);
    expect(saved.at(-1)).toEqual([1_000_030, "x".repeat(30)]);
    const seqs = saved.map(([s]) => s);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(published.at(-1)?.[0]).toBe(1_000_030);
    expect(streamer.seq).toBe(1_000_030);
  });

  it("stop drops what is pending", async () => {
    const { published, streamer } = recorder();
    streamer.push("a");
    streamer.push("ab");
    await streamer.stop();
    await sleep(60);
    expect(published).toEqual([[1_000_001, "a"]]);
  });
});
