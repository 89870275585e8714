import { useMutation } from "@apollo/client/react";
import { DeleteStoryDocument } from "../graphql/story";

/** Deletes a story. */
export function useDeleteStory() {
  return useMutation(DeleteStoryDocument);
}
