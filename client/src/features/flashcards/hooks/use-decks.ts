import { useMutation, useQuery } from "@apollo/client/react";
import type { DeckInput } from "../../../gql/graphql";
import { offline, unwrap } from "../../../shared/lib/result";
import { CreateDeckDocument, DecksDocument, DeleteDeckDocument, UpdateDeckDocument } from "../graphql/decks";
import { tzOffset } from "../utils/tz";

/** The student's decks. */
export function useDecks() {
  const { data, loading, error, refetch } = useQuery(DecksDocument, { fetchPolicy: "cache-and-network" });
  return { decks: data?.decks ?? [], loading: loading && !data, error, refetch };
}

/** Creates a deck; the list refreshes. */
export function useCreateDeck() {
  const [mutate, { loading }] = useMutation(CreateDeckDocument, { refetchQueries: ["Decks"] });
  async function create(input: DeckInput) {
    try {
      const res = await mutate({ variables: { input, tzOffset: tzOffset() } });
      return unwrap(res.data?.createDeck);
    } catch {
      return offline();
    }
  }
  return { create, creating: loading };
}

/** Changes deck settings (exam date, before-the-exam mode …); readiness and queues refresh. */
export function useUpdateDeck() {
  const [mutate, { loading }] = useMutation(UpdateDeckDocument, {
    refetchQueries: ["Decks", "DeckReadiness", "DueCards"],
  });
  async function update(id: string, input: DeckInput) {
    try {
      const res = await mutate({ variables: { id, input, tzOffset: tzOffset() } });
      return unwrap(res.data?.updateDeck);
    } catch {
      return offline();
    }
  }
  return { update, saving: loading };
}

/** Deletes a deck with its cards. */
export function useDeleteDeck() {
  const [mutate, { loading }] = useMutation(DeleteDeckDocument, { refetchQueries: ["Decks"] });
  async function remove(id: string): Promise<boolean> {
    try {
      const res = await mutate({ variables: { id } });
      return unwrap(res.data?.deleteDeck) !== null;
    } catch {
      return offline() !== null;
    }
  }
  return { remove, deleting: loading };
}
