import { GrammarExplainInputSchema, grammarQuestion } from "@vidya/core/grammar/grammar";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import { assertToolAllowed } from "../consent/tool-access";
import { askTutor } from "../tutor/tutor.service";

const GrammarExplainInput = builder.inputType("GrammarExplainInput", {
  fields: (t) => ({
    sentence: t.string({
      required: true,
      description: "The sentence with the problem (at most 500 characters).",
    }),
    problem: t.string({ required: true, description: "The marked words." }),
    message: t.string({ required: true, description: "What the on-device checker said about them." }),
    language: t.string({ required: true, description: "en (/grammar) or hi (/hindi/grammar)." }),
  }),
});

builder.mutationField("grammarExplain", (t) =>
  t.prismaField({
    type: "AiTask",
    description:
      "“Explain like my teacher”: queues the model's explanation of one grammar suggestion for the student's class, through the tutor pipeline; follow it with the aiTask subscription.",
    authScopes: { verified: true },
    errors: {},
    args: {
      input: t.arg({ type: GrammarExplainInput, required: true, validate: GrammarExplainInputSchema }),
    },
    resolve: async (_q, _root, args, ctx) => {
      const userId = viewerId(ctx);
      await assertToolAllowed(ctx, userId, "grammarExplain");
      const input = GrammarExplainInputSchema.parse(args.input);
      return askTutor(ctx, userId, {
        subject: input.language === "hi" ? "hindi" : "english",
        topic: null,
        grade: null,
        chapterId: null,
        question: grammarQuestion(input),
        imageId: null,
        context: [],
        voice: false,
      });
    },
  }),
);
