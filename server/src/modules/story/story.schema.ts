import {
  SCENE_IMAGE_STATUSES,
  type SceneImageStatus,
  STORY_DAILY_LIMIT,
  STORY_IDEA_MAX,
  STORY_LANGUAGES,
  StartStoryInputSchema,
  type StoryLanguage,
} from "@vidya/core/story/story";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import { deleteStory, getOwnStory, listStories, type StoryWithParts, startStory } from "./story.service";

const SceneImageStatusEnum = builder.enumType("SceneImageStatus", {
  description:
    "READY: the picture is at imageUrl; PENDING: still being made; NONE: no image provider; FAILED or BLOCKED (moderation): see imageNote.",
  values: Object.fromEntries(SCENE_IMAGE_STATUSES.map((s) => [s.toUpperCase(), { value: s }])) as Record<
    string,
    { value: SceneImageStatus }
  >,
});

const StoryLanguageEnum = builder.enumType("StoryLanguage", {
  values: Object.fromEntries(STORY_LANGUAGES.map((s) => [s.toUpperCase(), { value: s }])) as Record<
    string,
    { value: StoryLanguage }
  >,
});

const StorySceneRef = builder.prismaObject("StoryScene", {
  description: "One page of a story: its text and its picture.",
  authScopes: { verified: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    position: t.exposeInt("position", { description: "1 for the first page." }),
    text: t.exposeString("text"),
    imageStatus: t.field({
      type: SceneImageStatusEnum,
      resolve: (s) => s.imageStatus as SceneImageStatus,
    }),
    imageNote: t.exposeString("imageNote", { nullable: true, description: "Why there is no picture." }),
    imageUrl: t.string({
      nullable: true,
      description: "Our own URL of the picture (GET with the access token); null until READY.",
      resolve: (s) => (s.imageStatus === "ready" && s.imageId ? `/story-image/${s.id}` : null),
    }),
  }),
});

builder.prismaObject("Story", {
  description: "An illustrated story written from a student's idea. Visible to its owner only.",
  authScopes: { verified: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    idea: t.exposeString("idea"),
    title: t.exposeString("title"),
    language: t.field({
      type: StoryLanguageEnum,
      resolve: (s) => s.language as StoryLanguage,
    }),
    grade: t.exposeInt("grade"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    task: t.relation("task", { description: "Its progress: follow it with the aiTask subscription." }),
    scenes: t.field({
      type: [StorySceneRef],
      description: "In page order (empty until the story is written).",
      resolve: (s) => (s as StoryWithParts).scenes,
    }),
  }),
});

const StartStoryInput = builder.inputType("StartStoryInput", {
  fields: (t) => ({
    idea: t.string({ required: true, description: `1 to ${STORY_IDEA_MAX} characters.` }),
    language: t.field({ type: StoryLanguageEnum, required: true }),
  }),
});

builder.queryFields((t) => ({
  story: t.prismaField({
    type: "Story",
    authScopes: { verified: true },
    errors: {},
    args: { id: t.arg.id({ required: true }) },
    resolve: (_q, _root, args, ctx) => getOwnStory(ctx, viewerId(ctx), String(args.id)),
  }),
  stories: t.prismaField({
    type: ["Story"],
    description: "The signed-in user's stories, newest first (at most 50).",
    authScopes: { verified: true },
    resolve: (_q, _root, _args, ctx) => listStories(ctx, viewerId(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  startStory: t.prismaField({
    type: "Story",
    description: `Writes and illustrates a story (at most ${STORY_DAILY_LIMIT} a day); progress streams through the aiTask subscription of its task.`,
    authScopes: { verified: true },
    errors: {},
    args: {
      input: t.arg({
        type: StartStoryInput,
        required: true,
        validate: StartStoryInputSchema,
      }),
    },
    resolve: (_q, _root, args, ctx) =>
      startStory(ctx, viewerId(ctx), { idea: args.input.idea.trim(), language: args.input.language }),
  }),
  deleteStory: t.field({
    type: "ID",
    description: "Deletes the user's own story with its pictures; returns its id.",
    authScopes: { verified: true },
    errors: {},
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteStory(ctx, viewerId(ctx), String(args.id)),
  }),
}));
