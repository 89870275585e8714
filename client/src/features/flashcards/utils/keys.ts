/** What a key press means in review mode. */
export type ReviewKeyAction =
  | { kind: "flip" }
  | { kind: "rate"; rating: 1 | 2 | 3 | 4 }
  | { kind: "undo" }
  | null;

/**
 * Space or Enter flips the card; once the answer shows, 1–4 rate it (Again, Hard, Good, Easy);
 * Z (or Ctrl/⌘+Z) undoes the last rating. Keys typed into a form field are never taken.
 */
export function reviewKeyAction(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">,
  flipped: boolean,
  target: EventTarget | null,
): ReviewKeyAction {
  if (isTyping(target) || event.altKey) return null;
  const key = event.key;
  if (key === "z" || key === "Z") return { kind: "undo" };
  if (event.ctrlKey || event.metaKey) return null;
  if (key === " " || key === "Enter")
    return flipped ? (key === " " ? { kind: "rate", rating: 3 } : null) : { kind: "flip" };
  if (flipped && (key === "1" || key === "2" || key === "3" || key === "4")) {
    return { kind: "rate", rating: Number(key) as 1 | 2 | 3 | 4 };
  }
  return null;
}

function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== "string") return false;
  const el = target as HTMLElement;
  return el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName);
}
