import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MessageSync, type SyncPage } from "./message-sync";

interface Msg {
  seq: number;
  body: string;
  editedAt?: string | null;
  deletedAt?: string | null;
}

/** A stand-in for the server: messages committed so far, read a page at a time. */
function store(pageSize = 3) {
  const rows: Msg[] = [];
  return {
    rows,
    add(body: string): Msg {
      const m = { seq: rows.length + 1, body };
      rows.push(m);
      return m;
    },
    fetchAfter: async (afterSeq: number): Promise<SyncPage<Msg>> => {
      await Promise.resolve();
      const headSeq = rows.length;
      const after = rows.filter((r) => r.seq > afterSeq);
      return { messages: after.slice(0, pageSize), hasMore: after.length > pageSize, headSeq };
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 2));

describe("MessageSync", () => {
  it("applies live messages in order and ignores duplicates", () => {
    const s = store();
    const sync = new MessageSync<Msg>({ fetchAfter: s.fetchAfter });
    sync.loadLatest({ messages: [], hasMore: false, headSeq: 0 });
    const a = s.add("a");
    const b = s.add("b");
    sync.handle({ type: "ADDED", seq: 1, message: a });
    sync.handle({ type: "ADDED", seq: 1, message: a });
    sync.sent(b);
    sync.handle({ type: "ADDED", seq: 2, message: b });
    expect(sync.messages.map((m) => m.body)).toEqual(["a", "b"]);
    expect(sync.lastSeq).toBe(2);
  });

  it("holds a message after a gap, then fetches what is missing", async () => {
    const s = store();
    const sync = new MessageSync<Msg>({ fetchAfter: s.fetchAfter, gapWaitMs: 1 });
    sync.loadLatest({ messages: [], hasMore: false, headSeq: 0 });
    s.add("lost");
    const b = s.add("b");
    sync.handle({ type: "ADDED", seq: 2, message: b });
    expect(sync.messages).toHaveLength(0);
    await tick();
    await sync.check();
    expect(sync.messages.map((m) => m.body)).toEqual(["lost", "b"]);
  });

  it("fetches after its last seq on SUBSCRIBED before showing live events", async () => {
    const s = store(2);
    const sync = new MessageSync<Msg>({ fetchAfter: s.fetchAfter });
    sync.loadLatest({ messages: [], hasMore: false, headSeq: 0 });
    for (const body of ["1", "2", "3", "4", "5"]) s.add(body);
    sync.handle({ type: "SUBSCRIBED", seq: 5 });
    const six = s.add("6");
    sync.handle({ type: "ADDED", seq: 6, message: six });
    expect(sync.messages).toHaveLength(0);
    await sync.check();
    expect(sync.messages.map((m) => m.body)).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("keeps a deleted state over an older copy that arrives later", async () => {
    const s = store();
    const sync = new MessageSync<Msg>({ fetchAfter: s.fetchAfter });
    const a = s.add("a");
    sync.loadLatest({ messages: [a], hasMore: false, headSeq: 1 });
    sync.handle({ type: "DELETED", seq: 1, message: { ...a, body: "", deletedAt: "2026-01-01T00:00:00Z" } });
    sync.handle({ type: "ADDED", seq: 1, message: a });
    expect(sync.messages[0]?.deletedAt).toBeTruthy();
  });

  it("gives up on a fetch that never answers and tries again", async () => {
    const s = store();
    let calls = 0;
    const sync = new MessageSync<Msg>({
      fetchAfter: (after) => (++calls === 1 ? new Promise<never>(() => {}) : s.fetchAfter(after)),
      fetchTimeoutMs: 5,
      retryMs: 1,
    });
    sync.loadLatest({ messages: [], hasMore: false, headSeq: 0 });
    s.add("a");
    await sync.check();
    await new Promise((r) => setTimeout(r, 20));
    await sync.check();
    expect(sync.messages.map((m) => m.body)).toEqual(["a"]);
    expect(calls).toBeGreaterThanOrEqual(2);
    sync.stop();
  });

  it("reports REMOVED", () => {
    const sync = new MessageSync<Msg>({ fetchAfter: store().fetchAfter });
    sync.handle({ type: "REMOVED", seq: 0 });
    expect(sync.removed).toBe(true);
  });

  it("ends with exactly the stored sequence whatever is dropped, repeated or reordered", async () => {
    const step = fc.oneof(
      fc.record({
        op: fc.constant("send" as const),
        deliver: fc.constantFrom("live", "drop", "twice", "late"),
      }),
      fc.record({ op: fc.constant("reconnect" as const) }),
      fc.record({ op: fc.constant("flushLate" as const) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 40 }),
        fc.integer({ min: 1, max: 4 }),
        async (steps, pageSize) => {
          const s = store(pageSize);
          const sync = new MessageSync<Msg>({ fetchAfter: s.fetchAfter, gapWaitMs: 1 });
          sync.loadLatest({ messages: [], hasMore: false, headSeq: 0 });
          const late: Msg[] = [];
          for (const st of steps) {
            if (st.op === "send") {
              const m = s.add(`m${s.rows.length + 1}`);
              if (st.deliver === "live" || st.deliver === "twice")
                sync.handle({ type: "ADDED", seq: m.seq, message: m });
              if (st.deliver === "twice") sync.handle({ type: "ADDED", seq: m.seq, message: m });
              if (st.deliver === "late") late.push(m);
            } else if (st.op === "reconnect") {
              sync.handle({ type: "SUBSCRIBED", seq: s.rows.length });
            } else {
              for (const m of late.splice(0).reverse())
                sync.handle({ type: "ADDED", seq: m.seq, message: m });
            }
            if (st.op !== "send" || s.rows.length % 3 === 0) await Promise.resolve();
          }
          for (const m of late) sync.handle({ type: "ADDED", seq: m.seq, message: m });
          await tick();
          await sync.check();
          sync.stop();
          expect(sync.messages.map((m) => m.seq)).toEqual(s.rows.map((r) => r.seq));
          expect(sync.lastSeq).toBe(s.rows.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
