import { CHAT_RECENT_TURNS } from "@vidya/core/chat/chatbot";
import type { JobContext } from "../../job";
import { sharedOpenAiChat } from "../providers/openai-chat";
import { recordUsage } from "../usage";
import { summaryMessages } from "./chat-prompt";

/** Fold turns into the summary in batches of this many, so not every reply costs a summary call. */
const SUMMARY_BATCH = 4;

/**
 * Keeps a long chat within the model's context: once SUMMARY_BATCH finished turns have left the recent
 * window, the model folds them into the chat's running summary (the recent turns stay word for word).
 */
export async function updateSummary(ctx: JobContext, chatId: string, userId: string): Promise<void> {
  const chat = await ctx.db.chat.findUnique({ where: { id: chatId } });
  if (!chat) return;
  const turns = await ctx.db.chatTurn.findMany({
    where: { chatId, task: { status: "DONE" } },
    orderBy: { createdAt: "asc" },
    include: { task: { select: { partial: true } } },
  });
  const outside = turns.length - CHAT_RECENT_TURNS;
  if (outside - chat.summarizedTurns < SUMMARY_BATCH) return;
  const leaving = turns
    .slice(chat.summarizedTurns, outside)
    .map((t) => ({ message: t.message, reply: t.task.partial.slice(0, 1500) }));
  let summary = "";
  await sharedOpenAiChat(ctx.env).stream(
    {
      messages: summaryMessages(chat.summary, leaving),
      feature: "summary",
      temperature: 0.2,
      maxTokens: 300,
      onUsage: (usage) => void recordUsage(ctx.db, userId, usage).catch(() => undefined),
    },
    (piece) => {
      summary += piece;
    },
  );
  if (summary.trim() === "") return;
  await ctx.db.chat.updateMany({
    where: { id: chatId, summarizedTurns: chat.summarizedTurns },
    data: { summary: summary.trim(), summarizedTurns: outside },
  });
}
