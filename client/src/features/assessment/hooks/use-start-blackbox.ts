import { useMutation } from "@apollo/client/react";
import { StartBlackboxDocument } from "../graphql/assessment";

/** Starts a black-box (adaptive) test. */
export function useStartBlackbox() {
  return useMutation(StartBlackboxDocument);
}
