import { describe, expect, it } from "vitest";
import { settleOutbox, upsertOutbox } from "./outbox";

describe("outbox", () => {
  it("keeps one entry per clientId and drops those that reached the timeline", () => {
    let items = upsertOutbox([], { clientId: "a", body: "hi", status: "pending", error: null });
    items = upsertOutbox(items, { clientId: "a", body: "hi", status: "failed", error: "offline" });
    items = upsertOutbox(items, { clientId: "b", body: "yo", status: "pending", error: null });
    expect(items.map((i) => [i.clientId, i.status])).toEqual([
      ["a", "failed"],
      ["b", "pending"],
    ]);
    expect(settleOutbox(items, new Set(["b"])).map((i) => i.clientId)).toEqual(["a"]);
    expect(settleOutbox(items, new Set())).toBe(items);
  });
});
