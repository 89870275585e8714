import { jobOptions, STORY_SPEC } from "@vidya/core/jobs/specs";
import {
  STORIES_LISTED,
  STORY_DAILY_LIMIT,
  STORY_MESSAGES,
  type StartStoryInput,
  type StoryPayload,
} from "@vidya/core/story/story";
import type { AiTask, Story, StoryScene } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, NotFoundError } from "../../errors";
import { assertWithinDailyLimit } from "../ai/ai-usage.service";
import { assertToolAllowed } from "../consent/tool-access";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Class used when a student has not chosen one (SPEC 9's default class 7). */
const DEFAULT_GRADE = 7;
const IST_OFFSET_MS = 5.5 * 3600 * 1000;

export type StoryWithParts = Story & { task: AiTask; scenes: StoryScene[] };
const WITH_PARTS = { task: true, scenes: { orderBy: { position: "asc" } } } as const;

/** Midnight in India (IST) at the start of `now`'s day: the daily limit's day. */
export function startOfIndianDay(now = new Date()): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - IST_OFFSET_MS);
}

/**
 * Starts a story: checks the tool is allowed, the AI allowance and the daily story limit, stores the
 * story with its task (kind STORY), and queues the job that writes and illustrates it. Moderation of
 * the idea happens in the worker, before any model sees it.
 */
export async function startStory(
  ctx: Context,
  userId: string,
  input: StartStoryInput,
): Promise<StoryWithParts> {
  await assertToolAllowed(ctx, userId, "storyImages");
  await assertWithinDailyLimit(ctx, userId);
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { preferredClass: true } });
  const grade = user?.preferredClass ?? DEFAULT_GRADE;
  // Count and insert under a lock on this student's story limit, so parallel starts cannot all see
  // room for one more (issue 24): the lock is a transaction-scoped advisory lock keyed by the user.
  const story = await ctx.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`story-limit:${userId}`}, 0))`;
    const today = await tx.story.count({
      where: { ownerId: userId, createdAt: { gte: startOfIndianDay() } },
    });
    if (today >= STORY_DAILY_LIMIT)
      throw new AppError("STORY_LIMIT", STORY_MESSAGES.dailyLimit(STORY_DAILY_LIMIT));
    return tx.story.create({
      data: {
        owner: { connect: { id: userId } },
        idea: input.idea,
        language: input.language,
        grade,
        task: {
          create: { userId, kind: "STORY", topic: "", subject: "story", grade, question: input.idea },
        },
      },
      include: WITH_PARTS,
    });
  });
  const payload: StoryPayload = { taskId: story.taskId };
  try {
    await ctx.queues.heavy.add(STORY_SPEC.name, payload, jobOptions(STORY_SPEC, { jobId: story.taskId }));
  } catch (error) {
    ctx.log.error({ err: error, storyId: story.id }, "enqueue failed");
    await ctx.db.story.delete({ where: { id: story.id } });
    await ctx.db.aiTask.delete({ where: { id: story.taskId } });
    throw new AppError("UNAVAILABLE", "The service is busy right now. Please try again in a moment.");
  }
  return story;
}

/** One story, only for its owner; anyone else is told it does not exist. */
export async function getOwnStory(
  ctx: Pick<Context, "db">,
  userId: string,
  id: string,
): Promise<StoryWithParts> {
  const story = UUID.test(id) ? await ctx.db.story.findUnique({ where: { id }, include: WITH_PARTS }) : null;
  if (!story || story.ownerId !== userId) throw new NotFoundError(STORY_MESSAGES.notFound);
  return story;
}

/** The student's stories, newest first. */
export function listStories(ctx: Pick<Context, "db">, userId: string): Promise<StoryWithParts[]> {
  return ctx.db.story.findMany({
    where: { ownerId: userId },
    orderBy: { createdAt: "desc" },
    take: STORIES_LISTED,
    include: WITH_PARTS,
  });
}

/** Deletes the student's own story with its scenes, pictures and task; returns its id. */
export async function deleteStory(ctx: Pick<Context, "db">, userId: string, id: string): Promise<string> {
  const story = await getOwnStory(ctx, userId, id);
  const imageIds = story.scenes.flatMap((s) => (s.imageId ? [s.imageId] : []));
  await ctx.db.$transaction([
    ctx.db.aiTask.deleteMany({ where: { id: story.taskId, userId } }),
    ctx.db.storedImage.deleteMany({ where: { id: { in: imageIds }, ownerId: userId } }),
  ]);
  return story.id;
}

/** A scene picture's bytes for its owner (GET /story-image/<sceneId>). */
export async function storyImage(
  ctx: Pick<Context, "db">,
  userId: string,
  sceneId: string,
): Promise<{ mime: string; bytes: Uint8Array } | null> {
  if (!UUID.test(sceneId)) return null;
  const scene = await ctx.db.storyScene.findUnique({
    where: { id: sceneId },
    select: {
      story: { select: { ownerId: true } },
      image: { select: { mime: true, bytes: true, ownerId: true } },
    },
  });
  if (!scene?.image || scene.story.ownerId !== userId) return null;
  return { mime: scene.image.mime, bytes: scene.image.bytes };
}
