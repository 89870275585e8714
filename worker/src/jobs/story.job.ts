import { type AiTaskEvent, TOPICS } from "@vidya/core/events";
import { STORY_SPEC } from "@vidya/core/jobs/specs";
import { childSafeImagePrompt } from "@vidya/core/story/story";
import { UnrecoverableError } from "bullmq";
import { failAiTask } from "../ai/fail-ai-task";
import { usesOpenAi } from "../ai/providers/choose-provider";
import { sharedOpenAiChat } from "../ai/providers/openai-chat";
import { sharedImageProvider } from "../ai/providers/openai-images";
import { ProviderError } from "../ai/providers/provider";
import { flagForTeacher, flagOf, moderate } from "../ai/safety";
import { parseStory, storyMessages } from "../ai/story/story-prompt";
import { overDailyLimit, recordUsage } from "../ai/usage";
import { defineJob, type JobContext } from "../job";

/**
 * Writes and illustrates one story (/story-images). The idea is moderated before any model sees it
 * (a blocked idea fails kindly and the teacher gets a flag); the text model writes 3–6 scenes, which
 * are moderated as a whole; then each scene's picture comes from the image provider through the fixed
 * child-safe template, is moderated, and is stored once (StoredImage). A scene whose picture fails
 * keeps its text and says why; without an image provider each scene says so; without a model the
 * story fails with "no model". Progress goes out on the aiTask channel as partial texts
 * ("writing", "pictures 2/3") so the page can follow it. A heavy job (issue 24): on HEAVY_QUEUE, within
 * HEAVY_JOB_BUDGET_MS; past it the model is cut off (the story fails) or, once the text is written,
 * the pictures still to make are skipped and say so.
 */
export const storyJob = defineJob({
  spec: STORY_SPEC,
  async process({ taskId }, ctx, job) {
    const deadline = Date.now() + ctx.env.HEAVY_JOB_BUDGET_MS;
    const publish = (event: AiTaskEvent) => ctx.publish(TOPICS.aiTask, taskId, event);
    const story = await ctx.db.story.findUnique({ where: { taskId }, include: { task: true } });
    if (!story) throw new UnrecoverableError(`story task ${taskId} does not exist`);
    const task = story.task;
    if (task.status === "DONE" || task.status === "FAILED") {
      await publish({ id: taskId, type: "status", status: task.status });
      return { skipped: true };
    }
    let seq = (task.attempts + 1) * 1_000_000;
    const progress = async (text: string) => {
      seq += 1;
      await ctx.db.aiTask.update({ where: { id: taskId }, data: { partial: text, partialSeq: seq } });
      await publish({ id: taskId, type: "partial", seq, restart: seq, offset: 0, text }); // a short progress line, whole
    };
    const finish = async (status: "DONE" | "FAILED", error?: string, flag?: string | null) => {
      const written = await ctx.db.aiTask.updateMany({
        where: { id: taskId, status: { notIn: ["DONE", "FAILED"] } },
        data: {
          status,
          error: error?.slice(0, 1000) ?? null,
          flag: flag ?? null,
          completedAt: new Date(),
          partialSeq: (task.attempts + 1) * 1_000_000 + 999_999,
          ...(status === "DONE" ? { result: { kind: "story", storyId: story.id } } : {}),
        },
      });
      if (written.count > 0) await publish({ id: taskId, type: "status", status });
      return { status };
    };

    await ctx.db.aiTask.update({
      where: { id: taskId },
      data: { status: "RUNNING", attempts: { increment: 1 }, startedAt: new Date() },
    });
    await publish({ id: taskId, type: "status", status: "RUNNING" });

    const idea = await moderate(ctx, story.idea);
    if (idea.action !== "allow") {
      await flagForTeacher(ctx, story.ownerId, "story", idea);
      return finish("FAILED", "moderation blocked: the story idea", flagOf(idea));
    }
    if (!usesOpenAi(ctx.env)) return finish("FAILED", "none no-model: Story Images needs a text model");
    if (await overDailyLimit(ctx.db, ctx.env, story.ownerId))
      return finish("FAILED", "limit daily-limit: tokens used up");

    await progress("writing");
    let reply = "";
    try {
      reply = await sharedOpenAiChat(ctx.env).stream(
        {
          messages: storyMessages(story.idea, story.grade, story.language as "en" | "hi" | "gu"),
          feature: "story",
          temperature: 0.8,
          maxTokens: 2000,
          onUsage: (usage) => {
            recordUsage(ctx.db, story.ownerId, usage).catch((err: unknown) =>
              ctx.log.warn({ err }, "usage not recorded"),
            );
          },
        },
        () => undefined,
        AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      );
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (error instanceof ProviderError || lastAttempt) {
        const reason =
          error instanceof ProviderError ? `openai ${error.kind}: ${error.message}` : String(error);
        await finish("FAILED", reason);
        throw new UnrecoverableError(reason);
      }
      throw error;
    }
    const written = parseStory(reply);
    if (!written) {
      ctx.log.warn({ taskId, reply: reply.slice(0, 300) }, "story reply unreadable");
      return finish("FAILED", "openai unreadable: the story was not in the asked shape");
    }
    const whole = [written.title, ...written.scenes.flatMap((s) => [s.text, s.picture])].join("\n");
    const verdict = await moderate(ctx, whole);
    if (verdict.action !== "allow") {
      await flagForTeacher(ctx, story.ownerId, "story", verdict);
      return finish("FAILED", "moderation blocked: the story", flagOf(verdict));
    }

    const images = sharedImageProvider(ctx.env);
    await ctx.db.$transaction([
      ctx.db.storyScene.deleteMany({ where: { storyId: story.id } }),
      ctx.db.story.update({ where: { id: story.id }, data: { title: written.title } }),
      ctx.db.storyScene.createMany({
        data: written.scenes.map((s, i) => ({
          storyId: story.id,
          position: i + 1,
          text: s.text,
          picture: s.picture,
          imageStatus: images ? "pending" : "none",
        })),
      }),
    ]);
    const scenes = await ctx.db.storyScene.findMany({
      where: { storyId: story.id },
      orderBy: { position: "asc" },
    });
    await progress(`pictures 0/${scenes.length}`);
    if (images) {
      let done = 0;
      for (const scene of scenes) {
        if (Date.now() >= deadline) {
          await ctx.db.storyScene.update({
            where: { id: scene.id },
            data: {
              imageStatus: "failed",
              imageNote: "The story took too long, so this picture was not made.",
            },
          });
        } else await illustrate(ctx, images, story.ownerId, scene, deadline);
        done += 1;
        await progress(`pictures ${done}/${scenes.length}`);
      }
    }
    return finish("DONE");
  },
  async onFinalFailure({ taskId }, ctx, reason) {
    await failAiTask(ctx, taskId, reason);
  },
});

/** One scene's picture: made, moderated, stored once; a failure stays on the scene, the story goes on. */
async function illustrate(
  ctx: JobContext,
  images: NonNullable<ReturnType<typeof sharedImageProvider>>,
  ownerId: string,
  scene: { id: string; picture: string },
  deadline: number,
): Promise<void> {
  try {
    const image = await images.generate(
      childSafeImagePrompt(scene.picture),
      AbortSignal.timeout(Math.max(1, deadline - Date.now())),
    );
    const verdict = await images.moderate(image).catch((err: unknown) => {
      ctx.log.warn({ err }, "image moderation failed; picture not shown");
      return null;
    });
    if (verdict === null) {
      await ctx.db.storyScene.update({
        where: { id: scene.id },
        data: {
          imageStatus: "failed",
          imageNote: "The picture could not be checked for safety, so it is not shown.",
        },
      });
      return;
    }
    if (verdict.action !== "allow") {
      await flagForTeacher(ctx, ownerId, "story", verdict);
      await ctx.db.storyScene.update({ where: { id: scene.id }, data: { imageStatus: "blocked" } });
      return;
    }
    const stored = await ctx.db.storedImage.create({
      data: { ownerId, mime: image.mime, size: image.bytes.length, bytes: new Uint8Array(image.bytes) },
      select: { id: true },
    });
    await ctx.db.storyScene.update({
      where: { id: scene.id },
      data: { imageStatus: "ready", imageId: stored.id },
    });
  } catch (error) {
    const note =
      error instanceof ProviderError && error.kind === "refused"
        ? "The image provider refused this picture."
        : "The image provider did not answer.";
    ctx.log.warn({ err: error, sceneId: scene.id }, "story picture failed");
    await ctx.db.storyScene.update({
      where: { id: scene.id },
      data: { imageStatus: "failed", imageNote: note },
    });
  }
}
