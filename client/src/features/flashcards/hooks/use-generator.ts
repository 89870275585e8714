import { useMutation, useSubscription } from "@apollo/client/react";
import { useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { useAccessToken } from "../../../shared/lib/access-token";
import { offline, unwrap } from "../../../shared/lib/result";
import {
  GenerateFlashcardsDocument,
  SaveGeneratedCardsDocument,
  WatchGenerationDocument,
} from "../graphql/generator";
import { UploadError, uploadFile } from "../utils/upload";

/**
 * The generator: uploads a PDF (or takes pasted text), starts the worker job and follows it live
 * (progress, then the suggested cards). The PDF is read in the worker, never in the browser.
 */
export function useGenerator() {
  const getToken = useAccessToken();
  const [id, setId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [start, { loading: starting }] = useMutation(GenerateFlashcardsDocument);
  const [saveMutation, { loading: saving }] = useMutation(SaveGeneratedCardsDocument, {
    refetchQueries: ["Decks", "Deck"],
  });
  const { data } = useSubscription(WatchGenerationDocument, { variables: { id: id ?? "" }, skip: !id });

  async function generate(source: { text: string } | { file: File }): Promise<void> {
    setId(null);
    let input: { text?: string; uploadId?: string };
    if ("file" in source) {
      setUploading(true);
      try {
        input = { uploadId: (await uploadFile(source.file, getToken())).id };
      } catch (error) {
        toast.error(error instanceof UploadError ? error.message : i18n.t("flashcards.upload.failed"));
        return;
      } finally {
        setUploading(false);
      }
    } else input = { text: source.text };
    try {
      const result = (await start({ variables: { input } })).data?.generateFlashcards;
      if (result?.__typename === "ValidationError") {
        toast.error(localizeMessage(result.issues[0]?.message ?? i18n.t("flashcards.checkInput")));
        return;
      }
      const row = unwrap(result);
      if (row) setId(row.id);
    } catch {
      offline();
    }
  }

  async function save(deckId: string, cards: { front: string; back: string }[]): Promise<boolean> {
    if (!id) return false;
    try {
      const res = await saveMutation({ variables: { input: { generationId: id, deckId, cards } } });
      const done = unwrap(res.data?.saveGeneratedCards);
      if (done)
        toast.success(
          `Saved ${done.imported} ${done.imported === 1 ? "card" : "cards"} to ${done.deck.title}.`,
        );
      return done !== null;
    } catch {
      return offline() !== null;
    }
  }

  return {
    generate,
    save,
    saving,
    busy: uploading || starting,
    uploading,
    run: id ? (data?.flashcardGeneration ?? null) : null,
    reset: () => setId(null),
  };
}
