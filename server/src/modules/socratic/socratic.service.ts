import { jobOptions, SOCRATIC_TURN_SPEC } from "@vidya/core/jobs/specs";
import {
  SOCRATIC_RESUME_LIST,
  type SocraticRequest,
  type SocraticTurnPayload,
  type StartSocraticInput,
} from "@vidya/core/schemas/socratic";
import { SUBJECT_LABELS } from "@vidya/core/subjects";
import { guessTopic } from "@vidya/core/tutor/guess-topic";
import { boundedMath } from "@vidya/db/bounded-math";
import type { Prisma, SocraticSession } from "@vidya/db/prisma";
import type { Ladder } from "@vidya/engine/socratic/ladder";
import type { ModelPlan } from "@vidya/engine/socratic/model-plan";
import type { SocraticState, SocraticTurn } from "@vidya/engine/socratic/session";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { assertWithinDailyLimit, modelConfigured } from "../ai/ai-usage.service";
import { assertToolAllowed } from "../consent/tool-access";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The math engine itself runs on the process's engine thread (boundedMath: ladders, plans and step
// checks, each with a time limit); only the session's light text helpers are loaded here.
const engine = () => import("@vidya/engine/socratic/session");
const modelTurns = () => import("@vidya/engine/socratic/model-turn");

/**
 * Starts the engine thread and builds one ladder on it, and loads the session helpers, so the first
 * student after a start does not wait for either: called once in the background after the server
 * starts listening. Returns the time it took (ms).
 */
export async function warmSocraticEngine(): Promise<number> {
  const t0 = performance.now();
  await Promise.all([engine(), modelTurns(), boundedMath().buildLadder("Solve 3x + 5 = 20")]);
  return performance.now() - t0;
}

/** Turns a model-mode session may have; then the student starts a new problem. */
export const MODEL_TURNS_MAX = 60;

/** The session's ladder as stored (engine mode); written only by this service. */
export function ladderOf(session: SocraticSession): Ladder {
  return session.ladder as unknown as Ladder;
}

/** The model-mode session's private plan (the engine's solution where it has one). */
export function planOf(session: SocraticSession): ModelPlan {
  return session.ladder as unknown as ModelPlan;
}

/** Steps of the ladder (model mode has none: the conversation is open-ended). */
export function stepsTotal(session: SocraticSession): number {
  return session.mode === "MODEL" ? 0 : ladderOf(session).rungs.length;
}

/** The final answer once the student reached it or asked for it; null before (and when none is known). */
export function shownAnswer(session: SocraticSession): string | null {
  if (session.status === "ACTIVE") return null;
  return session.mode === "MODEL" ? planOf(session).finalAnswer : ladderOf(session).finalAnswer;
}

/** The conversation as stored. */
export function turnsOf(session: SocraticSession): SocraticTurn[] {
  return session.turns as unknown as SocraticTurn[];
}

function stateOf(session: SocraticSession): SocraticState {
  return {
    position: session.position,
    attempts: session.attempts,
    totalAttempts: session.totalAttempts,
    hintLevel: session.hintLevel,
    hintsUsed: session.hintsUsed,
    status: session.status,
  };
}

/** What History shows for a session: where the student got to. */
function summary(ladder: Ladder, state: SocraticState): string {
  const done = Math.min(state.position, ladder.rungs.length);
  const progress = `Socratic tutor: ${done} of ${ladder.rungs.length} steps done, ${state.hintsUsed} hints used.`;
  if (state.status === "SOLVED") return `${progress} Solved: ${ladder.finalAnswer}`;
  if (state.status === "REVEALED") return `${progress} Answer shown: ${ladder.finalAnswer}`;
  return `${progress} In progress.`;
}

/** What History shows for a model-mode session. */
function modelSummary(
  session: Pick<SocraticSession, "status" | "hintsUsed" | "totalAttempts">,
  answer: string | null,
) {
  const progress = `Socratic tutor (with AI): ${session.totalAttempts} steps sent, ${session.hintsUsed} hints used.`;
  if (session.status === "SOLVED") return `${progress} Solved${answer ? `: ${answer}` : "."}`;
  if (session.status === "REVEALED") return `${progress} Answer shown${answer ? `: ${answer}` : "."}`;
  return `${progress} In progress.`;
}

/** Where the regular tutor for a subject lives (the math topic pages, or the subject's tutor page). */
function regularTutor(input: StartSocraticInput): string {
  return input.subject === "mathematics" ? `/math/${guessTopic(input.problem)}` : `/${input.subject}`;
}

/**
 * Starts a session. Mathematics the engine can solve step by step runs offline: the engine solves
 * the problem privately and its steps become the ladder. Anything else (other subjects, mathematics
 * the engine cannot turn into steps) continues in model mode when a model is set up, with the
 * engine's private solution attached where it has one; without a model it is refused with a
 * pointer to the regular tutor.
 */
export async function startSocratic(
  ctx: Context,
  userId: string,
  input: StartSocraticInput,
): Promise<SocraticSession> {
  // Every subject but maths needs a model: a child without consent hears why first.
  if (input.subject !== "mathematics") await assertToolAllowed(ctx, userId, "socraticTutor");
  // On the engine's thread, with a time limit: a problem that would keep the CAS busy for minutes
  // must not stall this server's other requests (past the limit: the engine cannot guide it).
  const built =
    input.subject === "mathematics"
      ? await boundedMath().buildLadder(input.problem)
      : { kind: "unsupported" as const };
  if (built.kind !== "ladder") {
    if (await modelConfigured(ctx)) return startModelSession(ctx, userId, input);
    if (input.subject !== "mathematics") {
      throw new AppError(
        "MODEL_REQUIRED",
        `The Socratic tutor for ${SUBJECT_LABELS[input.subject]} needs an AI model, and none is set up. Mathematics works offline; you can also ask the regular tutor at ${regularTutor(input)}.`,
      );
    }
    throw new AppError(
      "CANNOT_SOLVE_OFFLINE",
      `I cannot work this problem out offline, so I cannot guide you through it step by step. Try the regular math tutor at ${regularTutor(input)}.`,
    );
  }
  const { INITIAL_STATE, openingTurns } = await engine();
  const ladder = built.ladder;
  return ctx.db.$transaction(async (tx) => {
    const history = await tx.historyRecord.create({
      data: {
        userId,
        text: input.problem,
        aiResponse: summary(ladder, INITIAL_STATE),
        chatType: "socratic",
        toolType: "socratic",
      },
    });
    const session = await tx.socraticSession.create({
      data: {
        ownerId: userId,
        subject: input.subject,
        classLevel: input.classLevel,
        problem: input.problem,
        ladder: ladder as unknown as Prisma.InputJsonValue,
        turns: openingTurns(ladder) as unknown as Prisma.InputJsonValue,
        historyId: history.id,
      },
    });
    await tx.historyRecord.update({
      where: { id: history.id },
      data: { additionalData: { socraticSessionId: session.id } },
    });
    return session;
  });
}

/** One session, only for its owner; anyone else is told it does not exist. */
export async function getOwnSocratic(
  ctx: Pick<Context, "db">,
  userId: string,
  id: string,
): Promise<SocraticSession> {
  const session = UUID.test(id) ? await ctx.db.socraticSession.findUnique({ where: { id } }) : null;
  if (!session || session.ownerId !== userId)
    throw new NotFoundError("That Socratic session does not exist.");
  return session;
}

/** The user's sessions for the resume list, most recently used first. */
export function listSocratic(ctx: Pick<Context, "db">, userId: string): Promise<SocraticSession[]> {
  return ctx.db.socraticSession.findMany({
    where: { ownerId: userId },
    orderBy: { updatedAt: "desc" },
    take: SOCRATIC_RESUME_LIST,
  });
}

/** Model mode: the session with its private plan, and the model's opening question queued. */
async function startModelSession(ctx: Context, userId: string, input: StartSocraticInput) {
  await assertToolAllowed(ctx, userId, "socraticTutor");
  await assertWithinDailyLimit(ctx, userId);
  const plan = await boundedMath().planFor(input.problem, input.subject);
  const session = await ctx.db.$transaction(async (tx) => {
    const history = await tx.historyRecord.create({
      data: {
        userId,
        text: input.problem,
        aiResponse: modelSummary({ status: "ACTIVE", hintsUsed: 0, totalAttempts: 0 }, null),
        chatType: "socratic",
        toolType: "socratic",
      },
    });
    const created = await tx.socraticSession.create({
      data: {
        ownerId: userId,
        subject: input.subject,
        classLevel: input.classLevel,
        problem: input.problem,
        mode: "MODEL",
        ladder: plan as unknown as Prisma.InputJsonValue,
        turns: [
          {
            role: "tutor",
            kind: "info",
            text: "I will guide you with questions, one at a time, with the help of an AI model. Every reply is checked so it does not give the answer away.",
          },
        ] as unknown as Prisma.InputJsonValue,
        historyId: history.id,
      },
    });
    await tx.historyRecord.update({
      where: { id: history.id },
      data: { additionalData: { socraticSessionId: created.id } },
    });
    return created;
  });
  await queueModelTurn(ctx, userId, session, "open", input.problem);
  return getOwnSocratic(ctx, userId, session.id);
}

/** Queues the model's next turn (job id = task id); the session waits for it. */
async function queueModelTurn(
  ctx: Context,
  userId: string,
  session: SocraticSession,
  request: SocraticRequest,
  question: string,
): Promise<void> {
  const task = await ctx.db.aiTask.create({
    data: { userId, kind: "SOCRATIC", topic: "socratic", subject: session.subject, question },
  });
  const claimed = await ctx.db.socraticSession.updateMany({
    where: { id: session.id, pendingTaskId: null },
    data: { pendingTaskId: task.id },
  });
  if (claimed.count === 0) {
    await ctx.db.aiTask.delete({ where: { id: task.id } });
    throw new AppError("STILL_RUNNING", "The tutor is still writing its reply. Please wait for it.");
  }
  const payload: SocraticTurnPayload = { taskId: task.id, sessionId: session.id, request };
  try {
    await ctx.queues.ai.add(
      SOCRATIC_TURN_SPEC.name,
      payload,
      jobOptions(SOCRATIC_TURN_SPEC, { jobId: task.id }),
    );
  } catch (error) {
    ctx.log.error({ err: error, taskId: task.id }, "enqueue failed");
    await ctx.db.$transaction([
      ctx.db.socraticSession.updateMany({
        where: { id: session.id, pendingTaskId: task.id },
        data: { pendingTaskId: null },
      }),
      ctx.db.aiTask.update({
        where: { id: task.id },
        data: { status: "FAILED", error: "queue unavailable" },
      }),
    ]);
    throw new AppError("UNAVAILABLE", "The service is busy right now. Please try again in a moment.");
  }
}

/**
 * One model-mode move: the student's step (or a hint or answer request) is saved and the model's
 * reply queued. A step that states the engine's answer solves the session without asking the model;
 * the answer on request (after two tries) is the engine's where it has one, else the model's.
 */
async function modelMove(
  ctx: Context,
  userId: string,
  id: string,
  move: { step: string } | { hint: true } | { reveal: true },
): Promise<SocraticSession> {
  const session = await getOwnSocratic(ctx, userId, id);
  if (session.status !== "ACTIVE") {
    throw new AppError(
      "SESSION_FINISHED",
      "This session is finished. Start a new problem to keep practising.",
    );
  }
  if (session.pendingTaskId) {
    throw new AppError("STILL_RUNNING", "The tutor is still writing its reply. Please wait for it.");
  }
  const turns = turnsOf(session);
  if (turns.length >= MODEL_TURNS_MAX) {
    throw new AppError(
      "SESSION_FULL",
      "This session is long enough. Start a new problem to keep practising.",
    );
  }
  await assertToolAllowed(ctx, userId, "socraticTutor");
  const plan = planOf(session);
  const added: SocraticTurn[] = [];
  let data: Prisma.SocraticSessionUpdateManyMutationInput = {};
  let request: SocraticRequest | null = null;
  if ("step" in move) {
    added.push({ role: "student", kind: "step", text: move.step });
    data = { totalAttempts: session.totalAttempts + 1 };
    if ((await modelTurns()).reachesAnswer(move.step, plan.finalAnswer)) {
      added.push({ role: "tutor", kind: "answer", text: `Right! You solved it: ${plan.finalAnswer}.` });
      data.status = "SOLVED";
    } else request = "step";
  } else if ("hint" in move) {
    data = { hintsUsed: session.hintsUsed + 1 };
    request = "hint";
  } else if (session.totalAttempts < 2) {
    added.push({
      role: "tutor",
      kind: "info",
      text: "Give it at least two tries first. I will show the answer after that if you still want it.",
    });
  } else if (plan.finalAnswer) {
    added.push({ role: "tutor", kind: "answer", text: `The answer is ${plan.finalAnswer}.` });
    data.status = "REVEALED";
  } else {
    data.status = "REVEALED";
    request = "reveal";
  }
  if (request) await assertWithinDailyLimit(ctx, userId);
  const { count } = await ctx.db.socraticSession.updateMany({
    where: { id, updatedAt: session.updatedAt, pendingTaskId: null },
    data: { ...data, turns: [...turns, ...added] as unknown as Prisma.InputJsonValue },
  });
  if (count === 0) throw new AppError("CONFLICT", "This session changed in another tab. Please reload it.");
  const saved = await getOwnSocratic(ctx, userId, id);
  if (session.historyId) {
    await ctx.db.historyRecord.update({
      where: { id: session.historyId },
      data: { aiResponse: modelSummary(saved, plan.finalAnswer) },
    });
  }
  if (request) await queueModelTurn(ctx, userId, saved, request, "step" in move ? move.step : request);
  return getOwnSocratic(ctx, userId, id);
}

type Move = (
  ladder: Ladder,
  state: SocraticState,
) =>
  | { state: SocraticState; turns: SocraticTurn[] }
  | Promise<{ state: SocraticState; turns: SocraticTurn[] }>;

/** Applies one move (a step, a hint, a request for the answer) and saves it with its history line. */
async function advance(ctx: Pick<Context, "db">, userId: string, id: string, move: Move) {
  const session = await getOwnSocratic(ctx, userId, id);
  if (session.status !== "ACTIVE") {
    throw new AppError(
      "SESSION_FINISHED",
      "This session is finished. Start a new problem to keep practising.",
    );
  }
  const ladder = ladderOf(session);
  const { state, turns } = await move(ladder, stateOf(session));
  // Guarded by updatedAt, so two tabs sending at once cannot both move from the same rung.
  const { count } = await ctx.db.socraticSession.updateMany({
    where: { id, updatedAt: session.updatedAt },
    data: {
      ...state,
      turns: [...turnsOf(session), ...turns] as unknown as Prisma.InputJsonValue,
    },
  });
  if (count === 0) throw new AppError("CONFLICT", "This session changed in another tab. Please reload it.");
  if (session.historyId) {
    await ctx.db.historyRecord.update({
      where: { id: session.historyId },
      data: { aiResponse: summary(ladder, state) },
    });
  }
  return getOwnSocratic(ctx, userId, id);
}

/** The student's next step, checked against the ladder (or, in model mode, answered by the model). */
export async function socraticReply(ctx: Context, userId: string, id: string, step: string) {
  if ((await getOwnSocratic(ctx, userId, id)).mode === "MODEL") return modelMove(ctx, userId, id, { step });
  return advance(ctx, userId, id, (ladder, state) => boundedMath().replyTo(ladder, state, step));
}

/** The next hint, or the final answer when asked for explicitly (after two attempts). */
export async function socraticHint(ctx: Context, userId: string, id: string, showAnswer: boolean) {
  if ((await getOwnSocratic(ctx, userId, id)).mode === "MODEL") {
    return modelMove(ctx, userId, id, showAnswer ? { reveal: true } : { hint: true });
  }
  const { giveHint, revealAnswer } = await engine();
  return advance(ctx, userId, id, showAnswer ? revealAnswer : giveHint);
}
