import { useQuery } from "@apollo/client/react";
import { StoryDocument } from "../graphql/story";

/** One story with its pages. */
export function useStory(id: string) {
  return useQuery(StoryDocument, { variables: { id }, fetchPolicy: "cache-and-network" });
}
