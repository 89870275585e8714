import { useQuery } from "@apollo/client/react";
import { ClassAssignmentsDocument } from "../graphql/teacher-tools";

/** The quick tests assigned to a class (none asked while no class is chosen). */
export function useClassAssignments(classroomId: string | null) {
  return useQuery(ClassAssignmentsDocument, {
    variables: { classroomId: classroomId ?? "" },
    skip: !classroomId,
    fetchPolicy: "cache-and-network",
  });
}
