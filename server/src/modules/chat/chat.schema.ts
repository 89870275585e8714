import {
  CHAT_MESSAGE_MAX,
  CHAT_TITLE_MAX,
  CHATBOT_SUBJECTS,
  type ChatbotSubject,
  ChatbotSubjectSchema,
  ChatTitleSchema,
  SendChatMessageInputSchema,
  StartChatInputSchema,
} from "@vidya/core/chat/chatbot";
import { builder } from "../../builder";
import { regenerateAiTask, stopAiTask } from "../ai/ai-task-control.service";
import { modelConfigured, tokensUsedToday } from "../ai/ai-usage.service";
import { viewerId } from "../common/viewer";
import {
  chatTurns,
  deleteChat,
  getOwnChat,
  listChats,
  renameChat,
  sendChatMessage,
  startChat,
} from "./chat.service";

/** The four chatbots; GraphQL names are upper-case (SOCIAL_SCIENCE), values the route slugs. */
const ChatbotSubjectEnum = builder.enumType("ChatbotSubject", {
  values: Object.fromEntries(
    CHATBOT_SUBJECTS.map((s) => [s.toUpperCase().replace("-", "_"), { value: s }]),
  ) as Record<string, { value: ChatbotSubject }>,
});

builder.prismaObject("Chat", {
  description: "A student's conversation with one subject's chatbot. Visible to its owner only.",
  authScopes: { student: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    subject: t.field({ type: ChatbotSubjectEnum, resolve: (c) => ChatbotSubjectSchema.parse(c.subject) }),
    grade: t.exposeInt("grade", { description: "The class the chatbot keeps to." }),
    title: t.exposeString("title"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    turns: t.field({
      type: [ChatTurnRef],
      description: "Oldest first, each with its latest reply.",
      resolve: (c, _args, ctx) => chatTurns(ctx, c.id),
    }),
  }),
});

const ChatTurnRef = builder.prismaObject("ChatTurn", {
  description: "A student's message and the reply to it (replaced by Regenerate).",
  authScopes: { student: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    message: t.exposeString("message"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    chat: t.relation("chat"),
    reply: t.relation("task", { description: "Follow it with the aiTask subscription while it is written." }),
  }),
});

const AiSetup = builder
  .objectRef<{ modelConfigured: boolean; dailyTokenLimit: number; tokensUsedToday: number }>("AiSetup")
  .implement({
    description: "Whether an AI model answers here, and the signed-in user's allowance today.",
    authScopes: { verified: true },
    fields: (t) => ({
      modelConfigured: t.exposeBoolean("modelConfigured"),
      dailyTokenLimit: t.exposeInt("dailyTokenLimit", { description: "0: no limit." }),
      tokensUsedToday: t.exposeInt("tokensUsedToday"),
    }),
  });

builder.queryFields((t) => ({
  chats: t.prismaField({
    type: ["Chat"],
    description: "The student's chats with one chatbot, most recently used first (at most 50).",
    authScopes: { student: true },
    args: { subject: t.arg({ type: ChatbotSubjectEnum, required: true }) },
    resolve: (_q, _root, args, ctx) => listChats(ctx, viewerId(ctx), args.subject),
  }),
  chat: t.prismaField({
    type: "Chat",
    authScopes: { student: true },
    errors: {},
    args: { id: t.arg.id({ required: true }) },
    resolve: (_q, _root, args, ctx) => getOwnChat(ctx, viewerId(ctx), String(args.id)),
  }),
  aiSetup: t.field({
    type: AiSetup,
    authScopes: { verified: true },
    resolve: async (_root, _args, ctx) => ({
      modelConfigured: await modelConfigured(ctx),
      dailyTokenLimit: ctx.env.AI_DAILY_TOKEN_LIMIT,
      tokensUsedToday: await tokensUsedToday(ctx, viewerId(ctx)),
    }),
  }),
}));

const StartChatInput = builder.inputType("StartChatInput", {
  fields: (t) => ({
    subject: t.field({ type: ChatbotSubjectEnum, required: true }),
    message: t.string({ required: true, description: `1 to ${CHAT_MESSAGE_MAX} characters.` }),
  }),
});

const SendChatMessageInput = builder.inputType("SendChatMessageInput", {
  fields: (t) => ({
    chatId: t.id({ required: true }),
    message: t.string({ required: true, description: `1 to ${CHAT_MESSAGE_MAX} characters.` }),
  }),
});

builder.mutationFields((t) => ({
  startChat: t.prismaField({
    type: "ChatTurn",
    description: "A new chat with its first message; the reply streams through the aiTask subscription.",
    authScopes: { student: true },
    errors: {},
    args: { input: t.arg({ type: StartChatInput, required: true, validate: StartChatInputSchema }) },
    resolve: (_q, _root, args, ctx) => startChat(ctx, viewerId(ctx), StartChatInputSchema.parse(args.input)),
  }),
  sendChatMessage: t.prismaField({
    type: "ChatTurn",
    description: "Adds a message to one's own chat; refused while the previous reply is still written.",
    authScopes: { student: true },
    errors: {},
    args: {
      input: t.arg({ type: SendChatMessageInput, required: true, validate: SendChatMessageInputSchema }),
    },
    resolve: (_q, _root, args, ctx) =>
      sendChatMessage(ctx, viewerId(ctx), SendChatMessageInputSchema.parse(args.input)),
  }),
  renameChat: t.prismaField({
    type: "Chat",
    authScopes: { student: true },
    errors: {},
    args: {
      id: t.arg.id({ required: true }),
      title: t.arg.string({
        required: true,
        validate: ChatTitleSchema,
        description: `1 to ${CHAT_TITLE_MAX} characters.`,
      }),
    },
    resolve: (_q, _root, args, ctx) =>
      renameChat(ctx, viewerId(ctx), String(args.id), ChatTitleSchema.parse(args.title)),
  }),
  deleteChat: t.id({
    description: "Deletes one's own chat with all its messages; returns its id.",
    authScopes: { student: true },
    errors: {},
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteChat(ctx, viewerId(ctx), String(args.id)),
  }),
  stopAiTask: t.prismaField({
    type: "AiTask",
    description: "Stops a reply being written, keeping what it wrote; a finished reply is refused.",
    authScopes: { verified: true },
    errors: {},
    args: { id: t.arg.id({ required: true }) },
    resolve: (_q, _root, args, ctx) => stopAiTask(ctx, viewerId(ctx), String(args.id)),
  }),
  regenerateAiTask: t.prismaField({
    type: "AiTask",
    description: "A new reply to the same question (also Retry after a failure); returns the new task.",
    authScopes: { verified: true },
    errors: {},
    args: { id: t.arg.id({ required: true }) },
    resolve: (_q, _root, args, ctx) => regenerateAiTask(ctx, viewerId(ctx), String(args.id)),
  }),
}));
