import { useMutation } from "@apollo/client/react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import { toastFailure } from "../../../shared/lib/result";
import {
  CreateClassroomDocument,
  MyClassroomsDocument,
  RemoveStudentDocument,
  RotateJoinCodeDocument,
} from "../graphql/classrooms";
import { useMyClassrooms } from "./use-my-classrooms";
import "../../../app/i18n/english/dashboard";

const offline = () => toast.error(i18n.t("common.networkError"));

/** The signed-in teacher's classes (or a student's), with the teacher's management actions. */
export function useClassrooms() {
  const { data, loading, error } = useMyClassrooms();
  const [createMutation, createState] = useMutation(CreateClassroomDocument, {
    refetchQueries: [MyClassroomsDocument],
  });
  const [rotateMutation] = useMutation(RotateJoinCodeDocument);
  const [removeMutation] = useMutation(RemoveStudentDocument);

  async function create(input: { name: string; grade: number; subjects: string[] }): Promise<string | null> {
    try {
      const res = (await createMutation({ variables: { input } })).data?.createClassroom;
      if (res?.__typename === "MutationCreateClassroomSuccess") {
        toast.success(
          i18n.t("dashboard.toasts.created", { name: res.data.name, code: res.data.joinCodeDisplay ?? "" }),
        );
        return res.data.id;
      }
      toastFailure(res);
    } catch {
      offline();
    }
    return null;
  }

  async function rotate(classroomId: string, validDays: number) {
    try {
      const res = (await rotateMutation({ variables: { classroomId, validDays } })).data?.rotateJoinCode;
      if (res?.__typename === "MutationRotateJoinCodeSuccess")
        toast.success(i18n.t("dashboard.toasts.newCode", { code: res.data.joinCodeDisplay ?? "" }));
      else toastFailure(res);
    } catch {
      offline();
    }
  }

  async function remove(classroomId: string, studentId: string, name: string) {
    try {
      const res = (await removeMutation({ variables: { classroomId, studentId } })).data?.removeStudent;
      if (res?.__typename === "MutationRemoveStudentSuccess")
        toast.success(i18n.t("dashboard.toasts.removed", { name }));
      else toastFailure(res);
    } catch {
      offline();
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
