import { useMutation } from "@apollo/client/react";
import { StartStoryDocument } from "../graphql/story";

/** Starts writing and illustrating a story (an AI task). */
export function useStartStory() {
  return useMutation(StartStoryDocument);
}
