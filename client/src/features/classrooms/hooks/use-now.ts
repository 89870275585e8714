import { useEffect, useState } from "react";

/** The current time, re-rendering every `everyMs` (for countdowns and "3 min ago"). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
