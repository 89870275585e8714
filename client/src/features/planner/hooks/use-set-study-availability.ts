import { useMutation } from "@apollo/client/react";
import { SetStudyAvailabilityDocument } from "../graphql/planner";

/** Saves the minutes a student can study each weekday, days off and goals. */
export function useSetStudyAvailability() {
  return useMutation(SetStudyAvailabilityDocument);
}
