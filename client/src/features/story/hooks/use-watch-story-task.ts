import { useSubscription } from "@apollo/client/react";
import { WatchStoryTaskDocument } from "../graphql/story";

/** Follows a story's AI task while it runs (`taskId` null: nothing to follow). */
export function useWatchStoryTask(taskId: string | null) {
  return useSubscription(WatchStoryTaskDocument, { variables: { id: taskId ?? "" }, skip: !taskId });
}
