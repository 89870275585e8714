import { useMutation, useQuery } from "@apollo/client/react";
import { toast } from "../../../app/toast";
import {
  CreateClassroomDocument,
  MyClassroomsDocument,
  RemoveStudentDocument,
  RotateJoinCodeDocument,
} from "../graphql/classrooms";

const OFFLINE = "Could not reach the server. Please try again.";

/** The signed-in teacher's classes (or a student's), with the teacher's management actions. */
export function useClassrooms() {
  const { data, loading, error } = useQuery(MyClassroomsDocument, { fetchPolicy: "cache-and-network" });
  const [createMutation, createState] = useMutation(CreateClassroomDocument, {
    refetchQueries: [MyClassroomsDocument],
  });
  const [rotateMutation] = useMutation(RotateJoinCodeDocument);
  const [removeMutation] = useMutation(RemoveStudentDocument);

  async function create(input: { name: string; grade: number; subjects: string[] }): Promise<string | null> {
    try {
      const res = (await createMutation({ variables: { input } })).data?.createClassroom;
      if (res?.__typename === "MutationCreateClassroomSuccess") {
        toast.success(`Class ${res.data.name} created. Share the code ${res.data.joinCodeDisplay ?? ""}.`);
        return res.data.id;
      }
      if (res && "message" in res) toast.error(res.message);
    } catch {
      toast.error(OFFLINE);
    }
    return null;
  }

  async function rotate(classroomId: string) {
    try {
      const res = (await rotateMutation({ variables: { classroomId } })).data?.rotateJoinCode;
      if (res?.__typename === "MutationRotateJoinCodeSuccess")
        toast.success(`New code ${res.data.joinCodeDisplay ?? ""}. The old code no longer works.`);
      else if (res && "message" in res) toast.error(res.message);
    } catch {
      toast.error(OFFLINE);
    }
  }

  async function remove(classroomId: string, studentId: string, name: string) {
    try {
      const res = (await removeMutation({ variables: { classroomId, studentId } })).data?.removeStudent;
      if (res?.__typename === "MutationRemoveStudentSuccess")
        toast.success(`${name} was removed from the class.`);
      else if (res && "message" in res) toast.error(res.message);
    } catch {
      toast.error(OFFLINE);
    }
  }

  return {
    classrooms: data?.classrooms ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
    create,
    creating: createState.loading,
    rotate,
    remove,
  };
}
