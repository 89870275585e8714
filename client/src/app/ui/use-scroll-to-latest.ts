import { type RefObject, type UIEvent, useLayoutEffect, useRef } from "react";

/** How close to the end (px) still counts as "reading the latest". */
const NEAR_END = 40;

/**
 * The one scroll-to-latest behaviour of transcripts and chats: when `count` grows, a reader who was
 * at the end (or has not scrolled) sees the newest entry — the box scrolls to its end and, unless
 * `reveal` is off, the page scrolls just enough to show that entry too. A reader scrolled up to
 * read older entries stays where they are. `ref` is the scroll box's; give it the returned `onScroll`.
 */
export function useScrollToLatest<T extends HTMLElement>(
  ref: RefObject<T | null>,
  count: number,
  { reveal = true } = {},
) {
  const atEnd = useRef(true);
  const seen = useRef(count);
  useLayoutEffect(() => {
    const el = ref.current;
    const grew = count > seen.current;
    seen.current = count;
    if (!el || count === 0 || !atEnd.current) return;
    el.scrollTop = el.scrollHeight;
    // Only for a new entry, not when a page opens on an old transcript.
    if (grew && reveal) el.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [ref, count, reveal]);
  function onScroll(event: UIEvent<T>) {
    const el = event.currentTarget;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END;
  }
  return onScroll;
}
