import type { AiTaskFieldsFragment } from "../../../gql/graphql";

/** The answer as it should be read: the explanation, and the final answer when it adds one. */
export function answerText(task: Pick<AiTaskFieldsFragment, "partial" | "result">): string {
  const r = task.result;
  if (!r) return task.partial;
  const final = r.finalAnswer?.trim();
  return final && !r.explanation.includes(final) ? `${r.explanation}\n\n${final}` : r.explanation;
}
