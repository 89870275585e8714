import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { offline, unwrap } from "../../../shared/lib/result";
import { useAuth } from "../../auth/hooks/use-auth";
import { serverNow } from "../../focus-timer/utils/timer-store";
import { DueCardsDocument, ReviewCardDocument, UndoReviewDocument } from "../graphql/review";
import {
  loadSnapshot,
  type OfflineCard,
  type OfflineDeck,
  queueReview,
  saveSnapshot,
} from "../utils/offline-store";
import { tzOffset } from "../utils/tz";
import { usePendingCount } from "./use-pending-count";

export type DueCard = OfflineCard;

/**
 * The device's FSRS (core + ts-fsrs): loaded once a due queue has arrived, not with the page, so
 * the page's first visit stays within its JavaScript budget; the service worker keeps it offline.
 */
const loadGrader = () => import("../utils/offline-review");

let lastSeq = 0;
/** Rating order on this device, strictly increasing even within one millisecond. */
function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now());
  return lastSeq;
}

const AFTER_REVIEW = ["DeckReadiness", "FlashcardStats", "Decks", "Deck"];

/**
 * A study session over one deck or all decks: the server's due queue, flip, rate (sending the
 * reps the student saw, so a double press is not a second rating) and undo of the last rating.
 * When the queue runs out it asks the server again (learning cards come back minutes later).
 *
 * Offline (issue 27) it studies the copy of the due queue kept on the device: each rating is
 * graded there by the same FSRS code and queued (with the server-clock time and an id made here)
 * for `OfflineSync` to send. While reviews wait to be synced, new ones join the queue too, so
 * they reach the server in the order they were made.
 */
export function useReviewSession(deckId: string | null) {
  const userId = useAuth().user?.id ?? null;
  const waiting = usePendingCount(userId);
  const { data, loading, error, refetch } = useQuery(DueCardsDocument, {
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
  const [decks, setDecks] = useState<OfflineDeck[]>([]);
  /** Studying the device's copy (the server could not be reached). */
  const [local, setLocal] = useState(false);

  useEffect(() => {
    const result = data?.dueCards;
    if (result?.__typename !== "QueryDueCardsSuccess" || !data) return;
    setQueue(result.data.cards);
    setDecks(data.decks);
    setLocal(false);
    if (userId) void saveSnapshot(userId, deckId, result.data.cards, data.decks);
    void loadGrader().catch(() => {});
  }, [data, userId, deckId]);

  const fromDevice = useCallback(async () => {
    if (!userId) return;
    const snapshot = await loadSnapshot(userId, deckId);
    if (!snapshot) return;
    setDecks(snapshot.decks);
    const { dueNow } = await loadGrader();
    setQueue(dueNow(snapshot, new Date(serverNow()), tzOffset()));
    setLocal(true);
  }, [userId, deckId]);

  useEffect(() => {
    if (error) void fromDevice();
  }, [error, fromDevice]);

  const current = queue[0] ?? null;

  const next = useCallback(
    (remaining: DueCard[], onDevice = false) => {
      setQueue(remaining);
      setFlipped(false);
      if (remaining.length > 0) return;
      if (onDevice && !navigator.onLine) void fromDevice();
      else void refetch();
    },
    [refetch, fromDevice],
  );

  /** Grades on the device and queues the review for syncing. */
  const rateHere = useCallback(
    async (card: DueCard, rating: 1 | 2 | 3 | 4) => {
      if (!userId) {
        offline();
        return;
      }
      const at = new Date(serverNow());
      const deck = decks.find((d) => d.id === card.deckId);
      const { gradeOffline } = await loadGrader();
      const graded = gradeOffline(card, deck, rating, at, tzOffset());
      const queued = await queueReview(
        {
          reviewId: crypto.randomUUID(),
          userId,
          cardId: card.id,
          deckId: card.deckId,
          rating,
          reviewedAt: at.getTime(),
          seq: nextSeq(),
        },
        graded,
      );
      if (!queued) {
        offline();
        return;
      }
      setReviewed((n) => n + 1);
      // Undo is the server's (it restores the stored state); a review made here is kept.
      setCanUndo(false);
      next(queue.slice(1), true);
    },
    [userId, decks, queue, next],
  );

  const rate = useCallback(
    async (rating: 1 | 2 | 3 | 4) => {
      if (!current || busy || !flipped) return;
      setBusy(true);
      if (local || waiting > 0 || !navigator.onLine) {
        await rateHere(current, rating).finally(() => setBusy(false));
        return;
      }
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
        // The connection dropped: this rating is made on the device instead.
        await rateHere(current, rating);
      } finally {
        setBusy(false);
      }
    },
    [current, busy, flipped, review, queue, next, local, waiting, rateHere],
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
