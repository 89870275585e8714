import { type ModerationVerdict, moderateLocally, stricter } from "@vidya/core/moderation/moderate";
import { recordActivity } from "@vidya/db/record-activity";
import type { JobContext } from "../job";
import { usesOpenAi } from "./providers/choose-provider";
import { sharedOpenAiChat } from "./providers/openai-chat";

/**
 * Every prompt and every reply of the AI pipeline passes here before it is stored or shown: the
 * offline word lists and self-harm phrases always, OpenAI's moderation endpoint too when the model
 * client uses it (openai-chat.ts, AI_MODERATION). Should the endpoint fail, the offline verdict stands.
 */
export async function moderate(
  ctx: Pick<JobContext, "env" | "log">,
  text: string,
): Promise<ModerationVerdict> {
  const local = moderateLocally(text);
  if (local.action === "care" || !usesOpenAi(ctx.env)) return local;
  try {
    return stricter(local, await sharedOpenAiChat(ctx.env).moderate(text));
  } catch (error) {
    ctx.log.warn({ err: error }, "moderation endpoint failed; word lists only");
    return local;
  }
}

/** The flag stored on the task: "blocked:<category>" or "care:self-harm"; null when allowed. */
export function flagOf(verdict: ModerationVerdict): string | null {
  if (verdict.action === "allow") return null;
  return `${verdict.action === "care" ? "care" : "blocked"}:${verdict.category}`;
}

/** Tells the student's class teachers that something was flagged: the category, never the text. */
export async function flagForTeacher(
  ctx: Pick<JobContext, "db" | "publish" | "log" | "env">,
  userId: string,
  subject: string,
  verdict: ModerationVerdict,
): Promise<void> {
  if (verdict.action === "allow") return;
  await recordActivity(ctx, {
    userId,
    kind: "ai_flagged",
    subject,
    topic: verdict.category,
    payload: { action: verdict.action },
  });
}

/** How much text before a streamed piece is checked with it: longer than any listed word or phrase. */
export const MODERATION_WINDOW = 200;

/**
 * What to moderate for a piece published at `offset` of `whole`: the new text plus the words just
 * before it (starting at a word boundary, so half a word is never judged alone), so a word or phrase
 * split across pieces is caught without checking the whole reply again for every piece.
 */
export function moderationWindow(whole: string, offset: number): string {
  if (offset <= MODERATION_WINDOW) return whole;
  const from = offset - MODERATION_WINDOW;
  const space = whole.slice(from, offset).search(/\s/);
  return whole.slice(space === -1 ? from : from + space + 1);
}
