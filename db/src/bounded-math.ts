import { Worker } from "node:worker_threads";
import type { answerMathLocally } from "@vidya/engine/math/chapter-answer";
import type { checkFinalAnswer, EngineResult, solveMath } from "@vidya/engine/math/math-engine";
import type { ncertMathItems } from "@vidya/engine/practice/ncert-math";
import type { buildLadder, LadderResult } from "@vidya/engine/socratic/ladder";
import type { ModelPlan, planFor } from "@vidya/engine/socratic/model-plan";
import type { replyTo } from "@vidya/engine/socratic/reply";
import type { MathCall } from "./math-thread";

/**
 * How long the math engine may work on one question. A school question takes milliseconds; a
 * handful of inputs (`expand (x+1)^5000`, `solve (x+1)^60 = 0`) would keep the CAS busy for
 * minutes, and on the request or job thread that stalls every other student.
 */
export const MATH_TIME_LIMIT_MS = 5000;

/** What a student reads when their question needs more work than the limit allows. */
export const MATH_TOO_BIG =
  "This question needs more working out than the math engine does at once. Try smaller numbers, or ask one part at a time.";

/** The Socratic tutor's reply when checking a step would take too long: no attempt is counted. */
export const STEP_TOO_BIG =
  "I could not check that step: it needs more working out than I do at once. Try writing it more simply.";

type Pending = {
  id: number;
  call: MathCall;
  args: unknown[];
  fallback: unknown;
  resolve: (value: unknown) => void;
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
      // A call the engine threw on (a step it cannot read) gets its fallback too: a clear reply, not a crash.
      head.resolve(message.error === undefined ? message.result : head.fallback);
      armHead();
      holdWhileBusy();
    });
    // The thread died (out of its heap, a crash): the call it was on gets its fallback, so a question
    // that kills the thread is not sent to the next one; the rest go on there. A thread that died
    // before it was ready (its engine would not load) is not restarted in a loop: the waiting calls
    // get their fallbacks and the next call tries again.
    const died = () => {
      if (t !== thread) return;
      if (!ready) {
        clearTimeout(timer);
        thread = null;
        for (const p of queue.splice(0)) p.resolve(p.fallback);
        return;
      }
      const head = queue.shift();
      head?.resolve(head.fallback);
      restart();
    };
    t.on("error", died);
    t.on("exit", died);
    holdWhileBusy();
  };
  // The thread keeps the process alive only while a call waits on it: a CLI that answered its one
  // question exits, and one waiting for an answer does not exit before it comes.
  const holdWhileBusy = () => (queue.length > 0 ? thread?.ref() : thread?.unref());
  const restart = () => {
    clearTimeout(timer);
    const old = thread;
    thread = null;
    void old?.terminate();
    start();
  };

  const call = <T>(name: Pending["call"], args: unknown[], fallback: T): Promise<T> =>
    new Promise<T>((resolve) => {
      if (!thread) start();
      const p: Pending = {
        id: nextId++,
        call: name,
        args,
        fallback,
        resolve: resolve as (v: unknown) => void,
      };
      queue.push(p);
      holdWhileBusy();
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
    /** Chapter Q&A's mathematics without a model, as plain text; past the limit, that it is too big. */
    answerMathLocally: (...args: Parameters<typeof answerMathLocally>): Promise<string> =>
      call<string>("answerMathLocally", args, MATH_TOO_BIG),
    /** The Socratic ladder of a problem; past the limit, "unsupported" (the engine cannot guide it). */
    buildLadder: (...args: Parameters<typeof buildLadder>): Promise<LadderResult> =>
      call<LadderResult>("buildLadder", args, { kind: "unsupported", reason: MATH_TOO_BIG }),
    /** The model-mode plan; past the limit, one without the engine's answer. */
    planFor: (...args: Parameters<typeof planFor>): Promise<ModelPlan> =>
      call<ModelPlan>("planFor", args, { problem: args[0], finalAnswer: null, solution: null }),
    /** A student's step checked against the ladder; past the limit, the state unchanged and a note why. */
    replyTo: (...args: Parameters<typeof replyTo>): Promise<ReturnType<typeof replyTo>> =>
      call<ReturnType<typeof replyTo>>("replyTo", args, {
        state: args[1],
        turns: [
          { role: "student", kind: "step", text: args[2] },
          { role: "tutor", kind: "question", text: STEP_TOO_BIG },
        ],
      }),
    /**
     * A chapter's practice items made and checked by the engine (an empty list for a chapter it has
     * none for); past the limit, null.
     */
    ncertMathItems: (
      ...args: Parameters<typeof ncertMathItems>
    ): Promise<ReturnType<typeof ncertMathItems> | null> =>
      call<ReturnType<typeof ncertMathItems> | null>("ncertMathItems", args, null),
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
