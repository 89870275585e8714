import { useMutation } from "@apollo/client/react";
import { LeaveClassroomDocument, MyClassroomsDocument } from "../graphql/classrooms";

/** A student leaves a class (their list of classes is asked again). */
export function useLeaveClassroom() {
  return useMutation(LeaveClassroomDocument, { refetchQueries: [MyClassroomsDocument] });
}
