import { SOCRATIC_RESUME_LIST, type StartSocraticInput } from "@vidya/core/schemas/socratic";
import { SUBJECT_LABELS } from "@vidya/core/subjects";
import { guessTopic } from "@vidya/core/tutor/guess-topic";
import type { Ladder } from "../../../../worker/src/ai/engines/socratic/ladder";
import type { SocraticState, SocraticTurn } from "../../../../worker/src/ai/engines/socratic/session";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import type { Prisma, SocraticSession } from "../../generated/prisma/client";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The engine (mathjs, nerdamer) is loaded on first use, so server start-up stays fast.
const engine = () => import("../../../../worker/src/ai/engines/socratic/session");
const ladders = () => import("../../../../worker/src/ai/engines/socratic/ladder");

/** The session's ladder as stored; written only by this service. */
export function ladderOf(session: SocraticSession): Ladder {
  return session.ladder as unknown as Ladder;
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

/**
 * Starts a session: the engine solves the problem privately and its steps become the ladder. Only
 * mathematics works offline; a problem the engine cannot solve is refused with a pointer to the
 * regular math tutor.
 */
export async function startSocratic(
  ctx: Pick<Context, "db">,
  userId: string,
  input: StartSocraticInput,
): Promise<SocraticSession> {
  if (input.subject !== "mathematics") {
    throw new AppError(
      "MODEL_REQUIRED",
      `The Socratic tutor for ${SUBJECT_LABELS[input.subject]} needs an AI model, and none is set up. Mathematics works offline.`,
    );
  }
  const built = (await ladders()).buildLadder(input.problem);
  if (built.kind !== "ladder") {
    throw new AppError(
      "CANNOT_SOLVE_OFFLINE",
      `I cannot work this problem out offline, so I cannot guide you through it step by step. Try the regular math tutor at /math/${guessTopic(input.problem)}.`,
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

type Move = (ladder: Ladder, state: SocraticState) => { state: SocraticState; turns: SocraticTurn[] };

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
  const { state, turns } = move(ladder, stateOf(session));
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

/** The student's next step, checked against the ladder. */
export async function socraticReply(ctx: Pick<Context, "db">, userId: string, id: string, step: string) {
  const { replyTo } = await engine();
  return advance(ctx, userId, id, (ladder, state) => replyTo(ladder, state, step));
}

/** The next hint, or the final answer when asked for explicitly (after two attempts). */
export async function socraticHint(
  ctx: Pick<Context, "db">,
  userId: string,
  id: string,
  showAnswer: boolean,
) {
  const { giveHint, revealAnswer } = await engine();
  return advance(ctx, userId, id, showAnswer ? revealAnswer : giveHint);
}
