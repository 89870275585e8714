import { describe, expect, it } from "vitest";
import type { ChatRequest, OpenAiChat } from "../providers/openai-chat";
import { ProviderError } from "../providers/provider";
import { MODEL_CHUNK_CHARS, MODEL_MAX_CHUNKS, modelCards } from "./model-cards";

/** A stand-in model (the real client is tested against a fake server in tests/integration). */
function scriptedChat(reply: (request: ChatRequest, call: number) => string) {
  const requests: ChatRequest[] = [];
  const chat: Pick<OpenAiChat, "stream"> = {
    async stream(request, onText) {
      requests.push(request);
      const text = reply(request, requests.length);
      for (const piece of text.match(/[\s\S]{1,7}/g) ?? []) onText(piece);
      return text;
    },
  };
  return { chat, requests };
}

const userText = (r: ChatRequest) => String(r.messages.at(-1)?.content ?? "");
const paragraph = (n: number) =>
  `Term ${n} is the idea number ${n}. ${"Filler words go here. ".repeat(40)}`.trim();

describe("modelCards", () => {
  it("sends short notes in one request and keeps the model's cards, in order, as questions", async () => {
    const { chat, requests } = scriptedChat(() =>
      JSON.stringify({
        cards: [
          { front: "What is osmosis?", back: "Water moving across a membrane." },
          { front: "What is a lever?", back: "A bar turning about a fixed point." },
        ],
      }),
    );
    const progress: number[] = [];
    const cards = await modelCards(chat, "Osmosis is water moving. A lever is a bar.", {
      maxCards: 10,
      onProgress: (d) => {
        progress.push(d);
      },
    });
    expect(cards).toEqual([
      { front: "What is osmosis?", back: "Water moving across a membrane.", kind: "question" },
      { front: "What is a lever?", back: "A bar turning about a fixed point.", kind: "question" },
    ]);
    expect(requests).toHaveLength(1);
    expect(userText(requests[0] as ChatRequest)).toBe(
      "Make at most 10 cards from these notes:\n\nOsmosis is water moving. A lever is a bar.",
    );
    expect(requests[0]?.temperature).toBe(0.3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it("splits long notes into pieces, shares the cards out, drops repeats and stops at maxCards", async () => {
    const notes = Array.from({ length: 60 }, (_, i) => paragraph(i)).join("\n\n");
    const { chat, requests } = scriptedChat((request, call) => {
      const wanted = Number(/at most (\d+)/.exec(userText(request))?.[1]);
      const cards = Array.from({ length: wanted }, (_, i) => ({
        front: i === 0 ? "The same question every time?" : `Question ${call}.${i}?`,
        back: "An answer.",
      }));
      return JSON.stringify({ cards });
    });
    const cards = await modelCards(chat, notes, { maxCards: 9 });
    const pieces = requests.map((r) => userText(r).split("\n\n").slice(1).join("\n\n"));
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.length).toBeLessThanOrEqual(MODEL_MAX_CHUNKS);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(MODEL_CHUNK_CHARS);
    // Every paragraph went to the model once, in order.
    expect(pieces.join("\n\n")).toBe(notes.slice(0, pieces.join("\n\n").length));
    expect(cards.length).toBeLessThanOrEqual(9);
    expect(cards.filter((c) => c.front === "The same question every time?")).toHaveLength(1);
    expect(new Set(cards.map((c) => c.front)).size).toBe(cards.length);
  });

  it("reads no more than MODEL_MAX_CHUNKS pieces of a very long text", async () => {
    const notes = Array.from({ length: 400 }, (_, i) => paragraph(i)).join("\n\n");
    const { chat, requests } = scriptedChat(() => '{"cards": [{"front": "Q?", "back": "A."}]}');
    await modelCards(chat, notes, { maxCards: 100 });
    expect(requests).toHaveLength(MODEL_MAX_CHUNKS);
  });

  it("fails as unusable when no piece gives a card", async () => {
    const { chat } = scriptedChat(() => "I am sorry, I cannot make flashcards from this.");
    const failure = modelCards(chat, "Osmosis is water moving.", { maxCards: 5 });
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toMatchObject({ kind: "unusable" });
  });
});
