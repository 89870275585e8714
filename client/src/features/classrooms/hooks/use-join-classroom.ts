import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { toast } from "../../../app/toast";
import { JoinClassroomDocument, MyClassroomsDocument } from "../graphql/classrooms";

export interface Joined {
  name: string;
  teacherName: string;
  notice: string;
  alreadyMember: boolean;
  message: string;
}

/** Joins a class by code; the result carries the notice the student must see. */
export function useJoinClassroom() {
  const [mutate, { loading }] = useMutation(JoinClassroomDocument, {
    refetchQueries: [MyClassroomsDocument],
  });
  const [joined, setJoined] = useState<Joined | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function join(code: string): Promise<boolean> {
    setProblem(null);
    try {
      const res = (await mutate({ variables: { code } })).data?.joinClassroom;
      if (res?.__typename === "MutationJoinClassroomSuccess") {
        const c = res.data.classroom;
        setJoined({
          name: c.name,
          teacherName: c.teacherName,
          notice: c.activityNotice ?? "",
          alreadyMember: res.data.alreadyMember,
          message: res.data.message,
        });
        toast.success(res.data.message);
        return true;
      }
      if (res && "message" in res) setProblem(res.message);
    } catch {
      setProblem("Could not reach the server. Please try again.");
    }
    return false;
  }
  return { join, joining: loading, joined, problem };
}
