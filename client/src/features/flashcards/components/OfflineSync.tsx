import { useOfflineSync } from "../hooks/use-offline-sync";

/**
 * Sends the signed-in user's offline flashcard reviews (issue 27) when the app opens online, when
 * the network returns and when a review is queued while online; a toast says what was sent.
 * Loaded lazily by the app shell, so pages that never review offline do not carry it.
 */
export default function OfflineSync({ userId }: { userId: string | null }) {
  useOfflineSync(userId);
  return null;
}
