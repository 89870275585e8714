import { useQuery } from "@apollo/client/react";
import { StoriesDocument } from "../graphql/story";

/** The student's stories. */
export function useStories() {
  return useQuery(StoriesDocument, { fetchPolicy: "cache-and-network" });
}
