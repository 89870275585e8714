import { Worker } from "node:worker_threads";
import type { checkFinalAnswer, EngineResult, solveMath } from "@vidya/engine/math/math-engine";

/**
 * How long the math engine may work on one question. A school question takes milliseconds; a
 * handful of inputs (`expand (x+1)^5000`, `solve (x+1)^60 = 0`) would keep the CAS busy for
 * minutes, and on the request or job thread that stalls every other student.
 */
export const MATH_TIME_LIMIT_MS = 5000;

/** What a student reads when their question needs more work than the limit allows. */
export const MATH_TOO_BIG =
  "This question needs more working out than the math engine does at once. Try smaller numbers, or ask one part at a time.";

type Pending = {
  id: number;
  call: "solveMath" | "checkFinalAnswer";
  args: unknown[];
  fallback: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

/**
 * The thread's entry: from a bundle, math-thread.js beside main.js (scripts/bundle.mjs builds it for
 * the server and the worker); from source, math-thread.ts through tsx, which a thread does not
 * inherit, so a bootstrap registers it first.
 */
function startThread(): Worker {
  // A question that needs gigabytes ends its thread, not the process.
  const options = { resourceLimits: { maxOldGenerationSizeMb: 512 } };
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./math-thread.js", import.meta.url), options);
  const entry = new URL("./math-thread.ts", import.meta.url).href;
  const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * The math engine on a thread of its own, with a time limit per call: the caller's event loop stays
 * free while it works, and a call past `limitMs` gets its fallback (solveMath: "too big"; the
 * answer check: "unknown", so nothing is marked checked) while the thread is terminated, wherever it
 * is, and a fresh one takes the calls queued behind it. Calls run one at a time, in order; a call's
 * time starts when the thread starts it, after the engine has loaded.
 */
export function createBoundedMath(limitMs = MATH_TIME_LIMIT_MS) {
  let thread: Worker | null = null;
  let ready = false;
  let timer: NodeJS.Timeout | undefined;
  let nextId = 1;
  const queue: Pending[] = [];

  const armHead = () => {
    clearTimeout(timer);
    const head = queue[0];
    if (!ready || !head) return;
    timer = setTimeout(() => {
      queue.shift();
      head.resolve(head.fallback);
      restart();
    }, limitMs);
    timer.unref();
  };
  const send = (p: Pending) => thread?.postMessage({ id: p.id, call: p.call, args: p.args });
  const start = () => {
    ready = false;
    const t = startThread();
    thread = t;
    t.unref();
    t.on("message", (message: { ready?: true; id?: number; result?: unknown; error?: string }) => {
      if (t !== thread) return;
      if (message.ready) {
        ready = true;
        for (const p of queue) send(p);
        armHead();
        return;
      }
      const head = queue[0];
      if (!head || head.id !== message.id) return;
      queue.shift();
      if (message.error !== undefined) head.reject(new Error(message.error));
      else head.resolve(message.result);
      armHead();
    });
    // The thread died (out of its heap, a crash): the call it was on gets its fallback, so a question
    // that kills the thread is not sent to the next one; the rest go on there.
    const died = () => {
      if (t !== thread) return;
      const head = ready ? queue.shift() : undefined;
      head?.resolve(head.fallback);
      restart();
    };
    t.on("error", died);
    t.on("exit", died);
  };
  const restart = () => {
    clearTimeout(timer);
    const old = thread;
    thread = null;
    void old?.terminate();
    start();
  };

  const call = <T>(name: Pending["call"], args: unknown[], fallback: T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (!thread) start();
      const p: Pending = {
        id: nextId++,
        call: name,
        args,
        fallback,
        resolve: resolve as (v: unknown) => void,
        reject,
      };
      queue.push(p);
      if (ready) {
        send(p);
        if (queue.length === 1) armHead();
      }
    });

  return {
    /** solveMath on the thread; past the limit, an "unsolved" result that says the question is too big. */
    solveMath: (...args: Parameters<typeof solveMath>): Promise<EngineResult> =>
      call<EngineResult>("solveMath", args, { kind: "unsolved", reason: MATH_TOO_BIG }),
    /** checkFinalAnswer on the thread; past the limit, "unknown" (the answer stays unchecked). */
    checkFinalAnswer: (
      ...args: Parameters<typeof checkFinalAnswer>
    ): Promise<ReturnType<typeof checkFinalAnswer>> =>
      call<ReturnType<typeof checkFinalAnswer>>("checkFinalAnswer", args, "unknown"),
    /** Starts the thread and loads the engine now, so the first question does not wait for it. */
    warmUp(): void {
      if (!thread) start();
    },
    /** Ends the thread (tests). */
    async close(): Promise<void> {
      clearTimeout(timer);
      const t = thread;
      thread = null;
      await t?.terminate();
    },
  };
}

export type BoundedMath = ReturnType<typeof createBoundedMath>;

let shared: BoundedMath | null = null;
/** The process's one engine thread. */
export function boundedMath(): BoundedMath {
  shared ??= createBoundedMath();
  return shared;
}
