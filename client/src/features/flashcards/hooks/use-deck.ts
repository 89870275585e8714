import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import type { CardInput, CardTextFormat } from "../../../gql/graphql";
import { offline, unwrap } from "../../../shared/lib/result";
import {
  CreateCardDocument,
  DeleteCardDocument,
  ImportCardsDocument,
  MoveCardDocument,
  UpdateCardDocument,
} from "../graphql/cards";
import { DeckDocument, ExportDeckDocument } from "../graphql/decks";
import { downloadText } from "../utils/download";

const REFRESH = ["Deck", "Decks", "DueCards", "DeckReadiness"];

/** One deck with its cards. */
export function useDeck(id: string) {
  const { data, loading, error } = useQuery(DeckDocument, {
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  return { deck: data?.deck ?? null, loading: loading && !data, error };
}

/** Card create / edit / move / delete; the deck refreshes after each. */
export function useCardMutations() {
  const [createCard] = useMutation(CreateCardDocument, { refetchQueries: REFRESH });
  const [updateCard] = useMutation(UpdateCardDocument, { refetchQueries: REFRESH });
  const [moveCard] = useMutation(MoveCardDocument, { refetchQueries: REFRESH });
  const [deleteCard] = useMutation(DeleteCardDocument, { refetchQueries: REFRESH });
  return {
    async create(input: CardInput) {
      try {
        return unwrap((await createCard({ variables: { input } })).data?.createCard);
      } catch {
        return offline();
      }
    },
    async update(id: string, input: CardInput) {
      try {
        return unwrap((await updateCard({ variables: { id, input } })).data?.updateCard);
      } catch {
        return offline();
      }
    },
    async move(id: string, deckId: string) {
      try {
        return unwrap((await moveCard({ variables: { id, deckId } })).data?.moveCard);
      } catch {
        return offline();
      }
    },
    async remove(id: string) {
      try {
        return unwrap((await deleteCard({ variables: { id } })).data?.deleteCard);
      } catch {
        return offline();
      }
    },
  };
}

/** Imports CSV / Anki text; bad rows come back with their line numbers (and nothing is added). */
export function useImportCards() {
  const [mutate, { loading }] = useMutation(ImportCardsDocument, { refetchQueries: REFRESH });
  const [issues, setIssues] = useState<{ line: number; message: string }[]>([]);
  async function importText(
    deckId: string,
    text: string,
    format: CardTextFormat | null,
  ): Promise<number | null> {
    setIssues([]);
    try {
      const result = (await mutate({ variables: { input: { deckId, text, format } } })).data?.importCards;
      if (result?.__typename === "ImportCardsError") {
        setIssues(result.issues);
        toast.error(localizeMessage(result.message));
        return null;
      }
      const data = unwrap(result);
      if (data) toast.success(i18n.t("flashcards.imported", { count: data.imported }));
      return data?.imported ?? null;
    } catch {
      return offline();
    }
  }
  return { importText, importing: loading, issues };
}

/** Downloads the deck as CSV or Anki-style text. */
export function useExportDeck() {
  const client = useApolloClient();
  return async function exportDeck(id: string, format: CardTextFormat) {
    try {
      const res = await client.query({
        query: ExportDeckDocument,
        variables: { id, format },
        fetchPolicy: "network-only",
      });
      const data = unwrap(res.data?.exportDeck);
      if (data) downloadText(data.fileName, data.mimeType, data.text);
    } catch {
      offline();
    }
  };
}
