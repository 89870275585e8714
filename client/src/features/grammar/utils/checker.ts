import type { GrammarIssue } from "./issues";

type Reply =
  | { type: "ready" }
  | { type: "result" | "partial"; id: number; issues: GrammarIssue[]; ms: number }
  | { type: "error"; id: number; message: string };

/** The page's handle on the grammar worker: `check` answers with the issues of the latest text only. */
export interface GrammarChecker {
  ready: Promise<void>;
  /** All findings of `text`; `onFirst` gets the spelling findings as soon as they are known. */
  check(
    text: string,
    onFirst?: (r: { issues: GrammarIssue[]; ms: number }) => void,
  ): Promise<{ issues: GrammarIssue[]; ms: number } | null>;
  dispose(): void;
}

export function startGrammarChecker(): GrammarChecker {
  const worker = new Worker(new URL("./grammar.worker.ts", import.meta.url), { type: "module" });
  let next = 0;
  let latest = -1;
  const pending = new Map<number, (r: { issues: GrammarIssue[]; ms: number } | null) => void>();
  const firsts = new Map<number, (r: { issues: GrammarIssue[]; ms: number }) => void>();
  let markReady: () => void = () => undefined;
  let failReady: (e: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  worker.onmessage = (event: MessageEvent<Reply>) => {
    const msg = event.data;
    if (msg.type === "ready") return markReady();
    if (msg.type === "error" && msg.id === -1) return failReady(new Error(msg.message));
    if (msg.type === "partial") {
      if (msg.id === latest) firsts.get(msg.id)?.({ issues: msg.issues, ms: msg.ms });
      return;
    }
    firsts.delete(msg.id);
    const resolve = pending.get(msg.id);
    pending.delete(msg.id);
    // An answer for text that has changed since is dropped: only the newest one is shown.
    if (!resolve) return;
    if (msg.type === "result" && msg.id === latest) resolve({ issues: msg.issues, ms: msg.ms });
    else resolve(null);
  };
  worker.onerror = (e) => failReady(new Error(e.message));
  return {
    ready,
    check(text, onFirst) {
      const id = next++;
      latest = id;
      if (onFirst) firsts.set(id, onFirst);
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ id, text });
      });
    },
    dispose() {
      worker.terminate();
      for (const resolve of pending.values()) resolve(null);
      pending.clear();
    },
  };
}
