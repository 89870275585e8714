import {
  SocraticHintInputSchema,
  SocraticReplyInputSchema,
  StartSocraticInputSchema,
} from "@vidya/core/schemas/socratic";
import type { SocraticTurn } from "@vidya/engine/socratic/session";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import {
  getOwnSocratic,
  listSocratic,
  shownAnswer,
  socraticHint,
  socraticReply,
  startSocratic,
  stepsTotal,
  turnsOf,
} from "./socratic.service";

const SocraticStatusEnum = builder.enumType("SocraticStatus", {
  values: ["ACTIVE", "SOLVED", "REVEALED"] as const,
});

const SocraticTurnRef = builder.objectRef<SocraticTurn>("SocraticTurn").implement({
  authScopes: { verified: true },
  description: "One line of a Socratic session: the tutor's question, feedback or hint, or a student's step.",
  fields: (t) => ({
    role: t.exposeString("role", { description: "tutor or student" }),
    kind: t.exposeString("kind", { description: "question, right, mistake, hint, answer, step or info" }),
    text: t.exposeString("text"),
    mistake: t.exposeString("mistake", {
      nullable: true,
      description: "sign-error, wrong-operation, arithmetic-slip, not-equivalent or unreadable",
    }),
  }),
});

builder.prismaObject("SocraticSession", {
  description: "A Socratic tutoring session; the engine's solution stays on the server. Owner only.",
  authScopes: { verified: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    subject: t.exposeString("subject"),
    classLevel: t.exposeInt("classLevel"),
    problem: t.exposeString("problem"),
    status: t.field({ type: SocraticStatusEnum, resolve: (s) => s.status }),
    mode: t.string({
      description: "engine (offline, step by step) or model (an AI model asks, every turn checked)",
      resolve: (s) => s.mode.toLowerCase(),
    }),
    waiting: t.boolean({
      description: "True while the model is writing the tutor's next turn (model mode); poll until false.",
      resolve: (s) => s.pendingTaskId !== null,
    }),
    stepsDone: t.int({ resolve: (s) => Math.min(s.position, stepsTotal(s)) }),
    stepsTotal: t.int({ description: "0 in model mode (no fixed steps).", resolve: (s) => stepsTotal(s) }),
    hintsUsed: t.exposeInt("hintsUsed"),
    attempts: t.exposeInt("totalAttempts", { description: "Steps the student has sent." }),
    turns: t.field({ type: [SocraticTurnRef], resolve: (s) => turnsOf(s) }),
    finalAnswer: t.string({
      nullable: true,
      description: "Only once the student reached it or asked to see it.",
      resolve: (s) => shownAnswer(s),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const StartSocraticInput = builder.inputType("StartSocraticInput", {
  fields: (t) => ({
    subject: t.string({ required: true, description: "A subject slug, e.g. mathematics." }),
    classLevel: t.int({ required: true, description: "1–12." }),
    problem: t.string({ required: true, description: "At most 1000 characters." }),
  }),
});

const SocraticReplyInput = builder.inputType("SocraticReplyInput", {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    step: t.string({ required: true, description: "One line of working, at most 200 characters." }),
  }),
});

const SocraticHintInput = builder.inputType("SocraticHintInput", {
  fields: (t) => ({
    sessionId: t.id({ required: true }),
    showAnswer: t.boolean({ description: "Ask for the final answer (given after at least two attempts)." }),
  }),
});

builder.mutationField("startSocratic", (t) =>
  t.prismaField({
    type: "SocraticSession",
    description:
      "Starts a session on a problem; mathematics is solved privately by the offline engine, anything else continues with the model when one is set up.",
    authScopes: { verified: true },
    errors: {},
    args: { input: t.arg({ type: StartSocraticInput, required: true, validate: StartSocraticInputSchema }) },
    resolve: (_q, _root, args, ctx) =>
      startSocratic(ctx, viewerId(ctx), StartSocraticInputSchema.parse(args.input)),
  }),
);

builder.mutationField("socraticReply", (t) =>
  t.prismaField({
    type: "SocraticSession",
    description: "Sends the student's next step; the tutor checks it and answers.",
    authScopes: { verified: true },
    errors: {},
    args: { input: t.arg({ type: SocraticReplyInput, required: true, validate: SocraticReplyInputSchema }) },
    resolve: (_q, _root, args, ctx) => {
      const input = SocraticReplyInputSchema.parse(args.input);
      return socraticReply(ctx, viewerId(ctx), input.sessionId, input.step);
    },
  }),
);

builder.mutationField("socraticHint", (t) =>
  t.prismaField({
    type: "SocraticSession",
    description: "The next hint: a nudge, a hint, a worked similar step, then the step itself.",
    authScopes: { verified: true },
    errors: {},
    args: { input: t.arg({ type: SocraticHintInput, required: true, validate: SocraticHintInputSchema }) },
    resolve: (_q, _root, args, ctx) => {
      const input = SocraticHintInputSchema.parse(args.input);
      return socraticHint(ctx, viewerId(ctx), input.sessionId, input.showAnswer);
    },
  }),
);

builder.queryField("socraticSession", (t) =>
  t.prismaField({
    type: "SocraticSession",
    authScopes: { verified: true },
    errors: {},
    args: { id: t.arg.id({ required: true }) },
    resolve: (_q, _root, args, ctx) => getOwnSocratic(ctx, viewerId(ctx), String(args.id)),
  }),
);

builder.queryField("socraticSessions", (t) =>
  t.prismaField({
    type: ["SocraticSession"],
    description: "The student's sessions to resume, most recently used first.",
    authScopes: { verified: true },
    resolve: (_q, _root, _args, ctx) => listSocratic(ctx, viewerId(ctx)),
  }),
);
