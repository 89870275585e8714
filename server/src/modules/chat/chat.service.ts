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
/** Class used when a student has not chosen one (SPEC 9's default class 7). */

export type TurnWithTask = ChatTurn & { task: AiTask };

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

/** Starts a chat with its first message, named after it, in the student's class; the reply is queued. */
export async function startChat(ctx: Context, userId: string, input: StartChatInput): Promise<TurnWithTask> {
  await assertToolAllowed(ctx, userId, "chatbot");
  await consumeCostly(ctx, "chat", userId);
  await assertWithinDailyLimit(ctx, userId);
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { preferredClass: true } });
  const chat = await ctx.db.chat.create({
    data: {
      userId,
      subject: input.subject,
      grade: user?.preferredClass ?? DEFAULT_CLASS,
      title: titleFrom(input.message),
    },
  });
  return addTurn(ctx, userId, chat, input.message, false);
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

async function addTurn(
  ctx: Context,
  userId: string,
  chat: Chat,
  message: string,
  touch = true,
): Promise<TurnWithTask> {
  const turn = await ctx.db.chatTurn.create({
    data: {
      message,
      chat: { connect: { id: chat.id } },
      task: { create: { userId, kind: "CHAT", topic: chat.subject, question: message } },
    },
    include: { task: true },
  });
  // A new chat is fresh already; an older one moves to the top of the list.
  if (touch) await ctx.db.chat.update({ where: { id: chat.id }, data: { updatedAt: new Date() } });
  await enqueueChatReply(ctx, turn.task);
  return turn;
}

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
