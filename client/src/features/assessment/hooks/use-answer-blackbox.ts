import { useMutation } from "@apollo/client/react";
import { AnswerBlackboxDocument } from "../graphql/assessment";

/** Answers the current black-box question. */
export function useAnswerBlackbox() {
  return useMutation(AnswerBlackboxDocument);
}
