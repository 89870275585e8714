import {
  CHAT_MESSAGES,
  CHATS_LISTED,
  type ChatbotSubject,
  type ChatReplyPayload,
  type SendChatMessageInput,
  type StartChatInput,
  titleFrom,
} from "@vidya/core/chat/chatbot";
import { DEFAULT_CLASS } from "@vidya/core/constants";
import { CHAT_REPLY_SPEC, jobOptions } from "@vidya/core/jobs/specs";
import type { AiTask, Chat, ChatTurn } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { consumeCostly } from "../../rate-limit";
import { assertWithinDailyLimit } from "../ai/ai-usage.service";
import { assertToolAllowed } from "../consent/tool-access";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A turn with its reply task and, when the caller has it, its chat (then GraphQL reads it from here). */
export type TurnWithTask = ChatTurn & { task: AiTask; chat?: Chat };

/** A student's chats with one chatbot, most recently used first. */
export function listChats(
  ctx: Pick<Context, "db">,
  userId: string,
  subject: ChatbotSubject,
): Promise<Chat[]> {
  return ctx.db.chat.findMany({
    where: { userId, subject },
    orderBy: { updatedAt: "desc" },
    take: CHATS_LISTED,
  });
}

/** One chat, only for its owner; anyone else is told it does not exist. */
export async function getOwnChat(ctx: Pick<Context, "db">, userId: string, id: string): Promise<Chat> {
  const chat = UUID.test(id) ? await ctx.db.chat.findUnique({ where: { id } }) : null;
  if (!chat || chat.userId !== userId) throw new NotFoundError(CHAT_MESSAGES.notFound);
  return chat;
}

/** A chat's turns, oldest first, each with its (latest) reply task. */
export function chatTurns(ctx: Pick<Context, "db">, chatId: string): Promise<TurnWithTask[]> {
  return ctx.db.chatTurn.findMany({
    where: { chatId },
    orderBy: { createdAt: "asc" },
    include: { task: true },
  });
}

/**
 * Starts a chat with its first message, named after it, in the student's class; the reply is queued.
 * The chat, the turn and its task are written in one nested create, and the turn comes back with its
 * chat and task, so answering it reads nothing more (issue 30: a class starting chats at the bell).
 */
export async function startChat(ctx: Context, userId: string, input: StartChatInput): Promise<TurnWithTask> {
  const access = await assertToolAllowed(ctx, userId, "chatbot");
  await consumeCostly(ctx, "chat", userId);
  await assertWithinDailyLimit(ctx, userId);
  const { turns, ...chat } = await ctx.db.chat.create({
    data: {
      userId,
      subject: input.subject,
      grade: access.preferredClass ?? DEFAULT_CLASS,
      title: titleFrom(input.message),
      turns: {
        create: { message: input.message, task: { create: replyTask(userId, input.subject, input.message) } },
      },
    },
    include: { turns: { include: { task: true } } },
  });
  const turn = turns[0];
  if (!turn) throw new Error("the chat was created without its first turn");
  await enqueueChatReply(ctx, turn.task);
  return { ...turn, chat };
}

/** Adds a message to the student's own chat and queues its reply; one reply is written at a time. */
export async function sendChatMessage(
  ctx: Context,
  userId: string,
  input: SendChatMessageInput,
): Promise<TurnWithTask> {
  const chat = await getOwnChat(ctx, userId, input.chatId);
  await assertToolAllowed(ctx, userId, "chatbot");
  await consumeCostly(ctx, "chat", userId);
  await assertWithinDailyLimit(ctx, userId);
  const busy = await ctx.db.chatTurn.count({
    where: { chatId: chat.id, task: { status: { in: ["QUEUED", "RUNNING"] } } },
  });
  if (busy > 0) throw new AppError("STILL_RUNNING", CHAT_MESSAGES.stillRunning);
  return addTurn(ctx, userId, chat, input.message);
}

async function addTurn(ctx: Context, userId: string, chat: Chat, message: string): Promise<TurnWithTask> {
  const turn = await ctx.db.chatTurn.create({
    data: {
      message,
      chat: { connect: { id: chat.id } },
      task: { create: replyTask(userId, chat.subject, message) },
    },
    include: { task: true },
  });
  // An older chat moves to the top of the list.
  const touched = await ctx.db.chat.update({ where: { id: chat.id }, data: { updatedAt: new Date() } });
  await enqueueChatReply(ctx, turn.task);
  return { ...turn, chat: touched };
}

/** The reply's task: a chat reply to this message, queued. */
const replyTask = (userId: string, subject: string, message: string) =>
  ({ userId, kind: "CHAT", topic: subject, question: message }) as const;

/** Queues the reply's job (job id = task id); an unreachable queue fails the task instead of leaving it QUEUED. */
export async function enqueueChatReply(ctx: Context, task: AiTask): Promise<void> {
  const payload: ChatReplyPayload = { taskId: task.id };
  try {
    await ctx.queues.ai.add(CHAT_REPLY_SPEC.name, payload, jobOptions(CHAT_REPLY_SPEC, { jobId: task.id }));
  } catch (error) {
    ctx.log.error({ err: error, taskId: task.id }, "enqueue failed");
    await ctx.db.aiTask.update({
      where: { id: task.id },
      data: { status: "FAILED", error: "queue unavailable" },
    });
    throw new AppError("UNAVAILABLE", "The service is busy right now. Please try again in a moment.");
  }
}

/** Renames the student's own chat. */
export async function renameChat(
  ctx: Pick<Context, "db">,
  userId: string,
  id: string,
  title: string,
): Promise<Chat> {
  const chat = await getOwnChat(ctx, userId, id);
  return ctx.db.chat.update({ where: { id: chat.id }, data: { title } });
}

/** Deletes the student's own chat with every message and reply; returns its id. */
export async function deleteChat(ctx: Pick<Context, "db">, userId: string, id: string): Promise<string> {
  const chat = await getOwnChat(ctx, userId, id);
  const turns = await ctx.db.chatTurn.findMany({ where: { chatId: chat.id }, select: { taskId: true } });
  await ctx.db.$transaction([
    ctx.db.aiTask.deleteMany({ where: { id: { in: turns.map((t) => t.taskId) }, userId } }),
    ctx.db.chat.delete({ where: { id: chat.id } }),
  ]);
  return chat.id;
}
