import { useQuery } from "@apollo/client/react";
import { MyClassroomsDocument } from "../graphql/classrooms";

/** The classes the signed-in user teaches or belongs to. */
export function useMyClassrooms() {
  return useQuery(MyClassroomsDocument, { fetchPolicy: "cache-and-network" });
}
