import { useSubscription } from "@apollo/client/react";
import type { AiTaskFieldsFragment } from "../../../gql/graphql";
import { WatchAiTaskDocument } from "../graphql/tutor";

/**
 * Follows one task live: its stored state first, then status changes and the explanation as it is
 * written. After a dropped connection graphql-ws resubscribes and the server sends the stored state
 * again, so nothing is lost.
 */
export function useAiTask(id: string | null): { task: AiTaskFieldsFragment | null; lost: boolean } {
  const { data, error } = useSubscription(WatchAiTaskDocument, { variables: { id: id ?? "" }, skip: !id });
  const task = data?.aiTask ?? null;
  return { task: task && task.id === id ? task : null, lost: Boolean(error) };
}
