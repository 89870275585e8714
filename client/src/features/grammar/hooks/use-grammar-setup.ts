import { useQuery } from "@apollo/client/react";
import { GrammarSetupDocument } from "../graphql/grammar";

/** Whether the school has an AI model set up (grammar explanations need one). */
export function useGrammarSetup() {
  return useQuery(GrammarSetupDocument, { fetchPolicy: "cache-first" });
}
