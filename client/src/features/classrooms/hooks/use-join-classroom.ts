import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import { failureMessage } from "../../../shared/lib/result";
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
        const message = i18n.t(res.data.alreadyMember ? "classes.alreadyIn" : "classes.joined", {
          name: c.name,
        });
        setJoined({
          name: c.name,
          teacherName: c.teacherName,
          notice: c.activityNotice ? i18n.t("classes.activityNotice") : "",
          alreadyMember: res.data.alreadyMember,
          message,
        });
        toast.success(message);
        return true;
      }
      const problem = failureMessage(res);
      if (problem) setProblem(problem);
    } catch {
      setProblem(i18n.t("common.networkError"));
    }
    return false;
  }
  return { join, joining: loading, joined, problem };
}
