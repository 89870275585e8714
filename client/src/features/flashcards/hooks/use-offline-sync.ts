import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { syncQuickTests } from "../../assessment/utils/offline-test-sync";
import { authStore } from "../../auth/utils/session";
import { syncMathQuestions } from "../../tutor/utils/offline-math-sync";
import { setCorruptHandler, subscribeQueue } from "../utils/offline-store";
import { syncReviews } from "../utils/offline-sync";
import { tzOffset } from "../utils/tz";

/** Queries showing what reviews change, asked again after a sync. */
const AFTER_SYNC = ["DeckReadiness", "FlashcardStats", "Decks", "Deck", "DueCards"];
/** Queries showing what a submitted quick test changes. */
const AFTER_TESTS = ["AssignedQuickTests", "QuickTestResult"];
/** Queries showing what saved offline mathematics answers change. */
const AFTER_MATH = ["RecentTutorQuestions", "History"];

const signedInAs = () => authStore.getState().session?.user.id ?? null;

setCorruptHandler(() => toast.error(i18n.t("common.sync.corrupt")));

/**
 * Sends the signed-in user's offline flashcard reviews, quick tests finished offline and mathematics
 * questions answered offline (issue 27)
 * when the app opens online, when the network returns and when something is queued while online; a
 * toast says what was sent (for a test, its score).
 */
export function useOfflineSync(userId: string | null): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!userId) return;
    const sync = async () => {
      if (!navigator.onLine) return;
      const outcome = await syncReviews(client, userId, signedInAs, tzOffset());
      if (outcome.kind === "nothing" || signedInAs() !== userId) return;
      if (outcome.sent > 0) {
        toast.success(i18n.t("common.sync.sent", { count: outcome.sent }));
        void client.refetchQueries({ include: AFTER_SYNC });
      } else if (outcome.kind === "sent") toast.info(i18n.t("common.sync.alreadySent"));
      if (outcome.kind === "failed")
        toast.error(i18n.t("common.sync.failed", { message: localizeMessage(outcome.message) }));
    };
    const syncTests = async () => {
      if (!navigator.onLine) return;
      const outcome = await syncQuickTests(client, userId, signedInAs);
      if (signedInAs() !== userId) return;
      for (const s of outcome.submitted)
        toast.success(
          i18n.t(s.late ? "common.sync.testSubmittedLate" : "common.sync.testSubmitted", {
            score: s.score,
            total: s.total,
          }),
        );
      for (const message of outcome.refused)
        toast.error(i18n.t("common.sync.testFailed", { message: localizeMessage(message) }));
      if (outcome.submitted.length > 0) void client.refetchQueries({ include: AFTER_TESTS });
    };
    const syncMath = async () => {
      if (!navigator.onLine) return;
      const outcome = await syncMathQuestions(client, userId, signedInAs);
      if (signedInAs() !== userId) return;
      if (outcome.saved > 0) {
        toast.success(i18n.t("common.sync.mathSaved", { count: outcome.saved }));
        void client.refetchQueries({ include: AFTER_MATH });
      }
      for (const message of outcome.refused)
        toast.error(i18n.t("common.sync.mathFailed", { message: localizeMessage(message) }));
    };
    const both = () => {
      void sync();
      void syncTests();
      void syncMath();
    };
    both();
    window.addEventListener("online", both);
    const stop = subscribeQueue(both);
    return () => {
      window.removeEventListener("online", both);
      stop();
    };
  }, [client, userId]);
}
