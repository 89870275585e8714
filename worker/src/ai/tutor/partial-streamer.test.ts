import { setTimeout as sleep } from "node:timers/promises";
import { applyPiece } from "@vidya/core/ai-reply/text-piece";
import { describe, expect, it } from "vitest";
import { moderationWindow } from "../safety";
import { createPartialStreamer, type PartialPiece } from "./partial-streamer";

function recorder() {
  const pieces: PartialPiece[] = [];
  /** What a subscriber that applied every piece holds after each one (seq, text). */
  const published: [number, string][] = [];
  const saved: [number, string][] = [];
  const streamer = createPartialStreamer({
    seqBase: 1_000_000,
    publishEveryMs: 40,
    saveEveryMs: 200,
    publish: async (piece) => {
      pieces.push(piece);
      const have = applyPiece(published.at(-1)?.[1] ?? "", piece);
      published.push([piece.seq, have ?? "GAP"]);
    },
    save: async (seq, text) => {
      await sleep(5);
      saved.push([seq, text]);
    },
    onError: (error) => {
      throw error;
    },
  });
  return { pieces, published, saved, streamer };
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

  it("publishes only the new text, at the offset where it goes", async () => {
    const { pieces, streamer } = recorder();
    streamer.push("The sum");
    await sleep(0);
    streamer.push("The sum of 5");
    streamer.push("The sum of 5 and 7 is 12.");
    await streamer.flush();
    expect(pieces).toEqual([
      { seq: 1_000_001, restart: 1_000_000, offset: 0, text: "The sum" },
      { seq: 1_000_003, restart: 1_000_000, offset: 7, text: " of 5 and 7 is 12." },
    ]);
  });

  it("sends the whole text at offset 0 when a text does not extend the last one, even between publishes", async () => {
    const { pieces, published, streamer } = recorder();
    streamer.push("Let me think");
    await sleep(0);
    // The decoded reply changes its mind (prose became a JSON reply), then grows back past the old text.
    streamer.push("Let");
    streamer.push("Let me think: 12");
    await streamer.flush();
    expect(pieces.at(-1)).toEqual({
      seq: 1_000_003,
      restart: 1_000_002,
      offset: 0,
      text: "Let me think: 12",
    });
    expect(published.at(-1)).toEqual([1_000_003, "Let me think: 12"]);
  });

  it("a retry (a new attempt's streamer) starts from offset 0 above every seq of the last attempt", async () => {
    const first = recorder();
    first.streamer.push("Attempt one wrote this");
    await first.streamer.flush();
    const retry = createPartialStreamer({
      seqBase: 2_000_000,
      publishEveryMs: 40,
      saveEveryMs: 200,
      publish: async (piece) => {
        first.pieces.push(piece);
      },
      save: async () => {},
      onError: (error) => {
        throw error;
      },
    });
    retry.push("Two");
    await retry.flush();
    const last = first.pieces.at(-1);
    expect(last).toEqual({ seq: 2_000_001, restart: 2_000_000, offset: 0, text: "Two" });
    expect(applyPiece("Attempt one wrote this", last ?? { offset: 1, text: "" })).toBe("Two");
  });

  it("sends about the answer's size in all for a long answer written token by token", async () => {
    const { pieces, published, streamer } = recorder();
    const words = Array.from({ length: 600 }, (_, i) => `word${i}`);
    let text = "";
    for (const word of words) {
      text += `${word} `;
      streamer.push(text);
      if (word.endsWith("0")) await sleep(5);
    }
    await streamer.flush();
    const sent = pieces.reduce((sum, p) => sum + p.text.length, 0);
    expect(sent).toBe(text.length);
    expect(published.at(-1)?.[1]).toBe(text);
  });
});

describe("moderationWindow", () => {
  it("is the new text plus whole words before it, so a word split across pieces is checked whole", () => {
    const before = `${"calm words ".repeat(40)}you are an idi`;
    const whole = `${before}ot and more`;
    const window = moderationWindow(whole, before.length);
    expect(window.endsWith("you are an idiot and more")).toBe(true);
    expect(window.length).toBeLessThanOrEqual(211);
    expect(window.startsWith(" ")).toBe(false);
    expect(whole.endsWith(window)).toBe(true);
  });

  it("is the whole text while it is short", () => {
    expect(moderationWindow("short text", 5)).toBe("short text");
  });
});
