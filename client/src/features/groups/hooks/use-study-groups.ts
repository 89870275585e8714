import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import type { GroupSubject } from "../../../gql/graphql";
import { failureMessage } from "../../../shared/lib/result";
import { CreateStudyGroupDocument, JoinStudyGroupDocument, StudyGroupsDocument } from "../graphql/groups";
import { GroupMessageEventsDocument } from "../graphql/messages";
import "../../../app/i18n/english/groups";

const WATCH_AT_MOST = 30;

/**
 * The viewer's groups with unread counts, kept fresh: each listed group's live events trigger a
 * (debounced) refetch, so a badge appears as soon as someone writes.
 */
export function useStudyGroups() {
  const client = useApolloClient();
  const query = useQuery(StudyGroupsDocument, { fetchPolicy: "cache-and-network" });
  const { refetch } = query;
  const ids = (query.data?.studyGroups ?? []).slice(0, WATCH_AT_MOST).map((g) => g.id);
  const key = ids.join(",");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!key) return;
    const refresh = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void refetch(), 400);
    };
    const subs = key.split(",").map((groupId) => {
      let first = true;
      return client.subscribe({ query: GroupMessageEventsDocument, variables: { groupId } }).subscribe({
        next: (result) => {
          const type = result.data?.groupMessageEvents.type;
          if (type === "SUBSCRIBED" && first) {
            first = false;
            return;
          }
          refresh();
        },
      });
    });
    return () => {
      for (const s of subs) s.unsubscribe();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [client, key, refetch]);

  return {
    groups: query.data?.studyGroups ?? [],
    loading: query.loading && !query.data,
    error: query.error ? i18n.t("groups.loadFailed") : null,
    refetch,
  };
}

/** Creates a group; resolves with its id, or null after showing why not. */
export function useCreateStudyGroup() {
  const [mutate, { loading }] = useMutation(CreateStudyGroupDocument, {
    refetchQueries: [StudyGroupsDocument],
  });
  async function create(
    name: string,
    subject: GroupSubject,
    classroomId: string | null,
  ): Promise<string | null> {
    try {
      const res = await mutate({ variables: { input: { name, subject, classroomId } } });
      const result = res.data?.createStudyGroup;
      if (result?.__typename === "MutationCreateStudyGroupSuccess") return result.data.id;
      toast.error(failureMessage(result) ?? i18n.t("groups.createFailed"));
    } catch {
      toast.error(i18n.t("common.networkError"));
    }
    return null;
  }
  return { create, creating: loading };
}

/** Joins by code; resolves with the group id, or null with the reason shown. */
export function useJoinStudyGroup() {
  const [mutate, { loading }] = useMutation(JoinStudyGroupDocument, {
    refetchQueries: [StudyGroupsDocument],
  });
  async function join(code: string): Promise<{ id: string | null; error: string | null }> {
    try {
      const res = await mutate({ variables: { code } });
      const result = res.data?.joinStudyGroup;
      if (result?.__typename === "MutationJoinStudyGroupSuccess") return { id: result.data.id, error: null };
      if (result && "code" in result && result.code === "INVITE_EXPIRED")
        return { id: null, error: i18n.t("groups.inviteExpired") };
      if (result && "code" in result && result.code === "CHILDREN_ONLY")
        return { id: null, error: i18n.t("groups.childrenOnly") };
      return { id: null, error: failureMessage(result) ?? i18n.t("groups.joinFailed") };
    } catch {
      return { id: null, error: i18n.t("common.networkError") };
    }
  }
  return { join, joining: loading };
}
