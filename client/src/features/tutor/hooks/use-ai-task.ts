import type { AiTaskFieldsFragment } from "../../../gql/graphql";
import { WatchAiTaskDocument } from "../graphql/tutor";
import { useStreamedTask } from "./use-streamed-task";

/**
 * Follows one task live: its stored state first (the saved explanation whole), then status changes
 * and the explanation as it is written, as appended pieces (useStreamedTask). After a dropped
 * connection graphql-ws resubscribes and the server sends the stored state again, so nothing is lost.
 */
export function useAiTask(id: string | null): { task: AiTaskFieldsFragment | null; lost: boolean } {
  return useStreamedTask(WatchAiTaskDocument, id);
}
