import { useMutation } from "@apollo/client/react";
import { GrammarExplainDocument } from "../graphql/grammar";

/** Asks the model to explain one grammar issue like a teacher (an AI task). */
export function useGrammarExplain() {
  return useMutation(GrammarExplainDocument);
}
