import { useQuery } from "@apollo/client/react";
import { ClassMasteryDocument } from "../graphql/teacher-tools";

/** Each student's mastery of each chapter of a subject in a class. */
export function useClassMastery(classroomId: string, subject: string) {
  return useQuery(ClassMasteryDocument, {
    variables: { classroomId, subject },
    fetchPolicy: "cache-and-network",
  });
}
