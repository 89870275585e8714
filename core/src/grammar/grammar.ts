import { z } from "zod";

export const GRAMMAR_SENTENCE_MAX = 500;

/** grammarExplain's input: the sentence, the marked words, what the checker said, and the language. */
export const GrammarExplainInputSchema = z.object({
  sentence: z
    .string()
    .trim()
    .min(1, "Choose a suggestion to explain.")
    .max(GRAMMAR_SENTENCE_MAX, `The sentence to explain can be at most ${GRAMMAR_SENTENCE_MAX} characters.`),
  problem: z.string().trim().max(100, "The marked words can be at most 100 characters."),
  message: z.string().trim().max(300, "The checker's note can be at most 300 characters."),
  language: z.enum(["en", "hi"], { error: "The language must be en or hi." }),
});
export type GrammarExplainInput = z.infer<typeof GrammarExplainInputSchema>;

/** The question the tutor pipeline answers: a teacher's explanation for the student's class. */
export function grammarQuestion(input: GrammarExplainInput): string {
  const subject =
    input.language === "hi"
      ? "Explain this Hindi grammar point simply (ling, vachan, karak, sandhi or samas where it applies), in Hindi"
      : "Explain this English grammar point simply, like my teacher would";
  return `${subject}. In the sentence "${input.sentence}", the words "${input.problem}" were marked: ${input.message} Why is it wrong, what is the rule, and how do I write it correctly?`;
}
