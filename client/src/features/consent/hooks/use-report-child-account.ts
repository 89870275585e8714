import { useMutation } from "@apollo/client/react";
import { ReportChildAccountDocument } from "../graphql/consent";

/** A parent reports an account made by their child. */
export function useReportChildAccount() {
  return useMutation(ReportChildAccountDocument);
}
