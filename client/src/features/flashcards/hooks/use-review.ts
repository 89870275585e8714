import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import type { DueCardsQuery } from "../../../gql/graphql";
import { offline, unwrap } from "../../../shared/lib/result";
import { DueCardsDocument, ReviewCardDocument, UndoReviewDocument } from "../graphql/review";
import { tzOffset } from "../utils/tz";

type DueResult = DueCardsQuery["dueCards"];
export type DueCard = Extract<DueResult, { __typename: "QueryDueCardsSuccess" }>["data"]["cards"][number];

const AFTER_REVIEW = ["DeckReadiness", "FlashcardStats", "Decks", "Deck"];

/**
 * A study session over one deck or all decks: the server's due queue, flip, rate (sending the
 * reps the student saw, so a double press is not a second rating) and undo of the last rating.
 * When the queue runs out it asks the server again (learning cards come back minutes later).
 */
export function useReviewSession(deckId: string | null) {
  const { data, loading, refetch } = useQuery(DueCardsDocument, {
    variables: { deckId, tzOffset: tzOffset() },
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: true,
  });
  const [review] = useMutation(ReviewCardDocument, { refetchQueries: AFTER_REVIEW });
  const [undoMutation] = useMutation(UndoReviewDocument, { refetchQueries: AFTER_REVIEW });
  const [queue, setQueue] = useState<DueCard[]>([]);
  const [flipped, setFlipped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reviewed, setReviewed] = useState(0);
  const [canUndo, setCanUndo] = useState(false);

  useEffect(() => {
    const result = data?.dueCards;
    if (result?.__typename === "QueryDueCardsSuccess") setQueue(result.data.cards);
  }, [data]);

  const current = queue[0] ?? null;

  const next = useCallback(
    (remaining: DueCard[]) => {
      setQueue(remaining);
      setFlipped(false);
      if (remaining.length === 0) void refetch();
    },
    [refetch],
  );

  const rate = useCallback(
    async (rating: 1 | 2 | 3 | 4) => {
      if (!current || busy || !flipped) return;
      setBusy(true);
      try {
        const res = await review({
          variables: { input: { cardId: current.id, rating, reps: current.reps }, tzOffset: tzOffset() },
        });
        const result = res.data?.reviewCard;
        if (result?.__typename === "AppError" && result.code === "ALREADY_REVIEWED") {
          toast.info(localizeMessage(result.message));
          next(queue.slice(1));
        } else if (unwrap(result)) {
          setReviewed((n) => n + 1);
          setCanUndo(true);
          next(queue.slice(1));
        }
      } catch {
        offline();
      } finally {
        setBusy(false);
      }
    },
    [current, busy, flipped, review, queue, next],
  );

  const undo = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    try {
      const card = unwrap(
        (await undoMutation({ variables: { deckId, tzOffset: tzOffset() } })).data?.undoReview,
      );
      if (card) {
        setQueue((q) => [card, ...q.filter((c) => c.id !== card.id)]);
        setFlipped(false);
        setReviewed((n) => Math.max(0, n - 1));
        toast.success(i18n.t("flashcards.undone"));
      } else setCanUndo(false);
    } catch {
      offline();
    } finally {
      setBusy(false);
    }
  }, [busy, undoMutation, deckId]);

  return {
    current,
    flipped,
    flip: useCallback(() => setFlipped(true), []),
    rate,
    undo,
    canUndo,
    busy,
    reviewed,
    loading: loading && queue.length === 0,
    newLeft: queue.filter((c) => c.state === "NEW").length,
    dueLeft: queue.filter((c) => c.state !== "NEW").length,
  };
}
