import { InMemoryCache } from "@apollo/client";
import { possibleTypes } from "../gql/possible-types";

/**
 * The Apollo cache. An object with an `id` is stored once under `Type:id`, so a type whose id is
 * unique only inside its parent must not be normalized: it stays inside the object that holds it.
 * QuestionOption ids are "a", "b", "c", … in every item; normalized, question 2 would show
 * question 1's options (issue 25).
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes,
    typePolicies: {
      QuestionOption: { keyFields: false },
    },
  });
}
