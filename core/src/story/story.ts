import { z } from "zod";

/** The job that writes and illustrates one story (queue AI_QUEUE). */
export const STORY_JOB = "story";
export const StoryPayloadSchema = z.object({ taskId: z.uuid() });
export type StoryPayload = z.infer<typeof StoryPayloadSchema>;

/** A story has 3 to 6 scenes (pages). */
export const STORY_MIN_SCENES = 3;
export const STORY_MAX_SCENES = 6;
/** Stories one student may start per day (each costs up to six pictures). */
export const STORY_DAILY_LIMIT = 5;
/** Stories kept in the list. */
export const STORIES_LISTED = 50;
export const STORY_IDEA_MAX = 500;

export const STORY_LANGUAGES = ["en", "hi", "gu"] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

/** What a scene's picture is: made, still coming, no provider, failed, or stopped by moderation. */
export const SCENE_IMAGE_STATUSES = ["pending", "ready", "none", "failed", "blocked"] as const;
export type SceneImageStatus = (typeof SCENE_IMAGE_STATUSES)[number];

export const STORY_MESSAGES = {
  notFound: "Story not found.",
  emptyIdea: "Write or say a story idea first.",
  ideaTooLong: `A story idea can be at most ${STORY_IDEA_MAX} characters.`,
  badLanguage: "The story language must be en, hi or gu.",
  dailyLimit: (n: number) => `You have made ${n} stories today, the most for one day. Come back tomorrow!`,
};

export const StartStoryInputSchema = z.object({
  idea: z.string().trim().min(1, STORY_MESSAGES.emptyIdea).max(STORY_IDEA_MAX, STORY_MESSAGES.ideaTooLong),
  language: z.enum(STORY_LANGUAGES, { error: STORY_MESSAGES.badLanguage }),
});
export type StartStoryInput = z.infer<typeof StartStoryInputSchema>;

/**
 * The fixed child-safe template every picture prompt goes through: the model's scene description is
 * only ever the middle of it, never the whole prompt.
 */
export function childSafeImagePrompt(scene: string): string {
  const clean = scene.replace(/\s+/g, " ").trim().slice(0, 600);
  return (
    "A gentle, colourful picture-book illustration for young children in India, soft watercolour style, " +
    "friendly faces, bright daylight, no text or letters in the picture. " +
    `Scene: ${clean}. ` +
    "Suitable for all ages: no violence, weapons, blood, fear, romance or scary creatures; everyone fully clothed."
  );
}

/** The model's story, as the prompt asks for it. */
export const WrittenStorySchema = z.object({
  title: z.string().trim().min(1).max(120),
  scenes: z
    .array(z.object({ text: z.string().trim().min(1).max(1200), picture: z.string().trim().min(1).max(600) }))
    .min(STORY_MIN_SCENES)
    .max(STORY_MAX_SCENES),
});
export type WrittenStory = z.infer<typeof WrittenStorySchema>;
