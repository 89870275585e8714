import { useMutation } from "@apollo/client/react";
import { MyToolAccessDocument, SetBirthDateDocument } from "../graphql/consent";

/** Saves the user's birth date (what they may use is asked again). */
export function useSetBirthDate() {
  return useMutation(SetBirthDateDocument, { refetchQueries: [MyToolAccessDocument] });
}
