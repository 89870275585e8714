import { useMutation } from "@apollo/client/react";
import { ConfirmClassConsentDocument } from "../graphql/consent";

/** A parent confirms consent for a class. */
export function useConfirmClassConsent() {
  return useMutation(ConfirmClassConsentDocument);
}
