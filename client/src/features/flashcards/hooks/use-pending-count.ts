import { useEffect, useState } from "react";
import { pendingCount, subscribeQueue } from "../utils/offline-store";

/** How many of this user's offline reviews wait to be synced (0 signed out), kept current. */
export function usePendingCount(userId: string | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!userId) {
      setCount(0);
      return;
    }
    let live = true;
    const read = () => void pendingCount(userId).then((n) => live && setCount(n));
    read();
    const stop = subscribeQueue(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return count;
}
