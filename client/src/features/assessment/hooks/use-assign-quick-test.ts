import { useMutation } from "@apollo/client/react";
import { AssignQuickTestDocument } from "../graphql/teacher-tools";

/** A teacher assigns a quick test to a class. */
export function useAssignQuickTest() {
  return useMutation(AssignQuickTestDocument);
}
