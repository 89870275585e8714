import { type RefObject, useEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside a container, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute("inert"),
  );
}

/**
 * While `active`: focus moves into the container, Tab and Shift+Tab cycle inside it, Escape calls
 * `onEscape` (when given; a dialog that must not be dismissed passes none), and on deactivation
 * focus returns to the element that had it before.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  // Kept in a ref so a new callback on each render does not move focus back to the start.
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocus?.current ?? focusableIn(container)[0] ?? container;
    first.focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        escapeRef.current?.();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(container);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (
        event.shiftKey &&
        (document.activeElement === firstItem || !container.contains(document.activeElement))
      ) {
        event.preventDefault();
        lastItem?.focus();
      } else if (
        !event.shiftKey &&
        (document.activeElement === lastItem || !container.contains(document.activeElement))
      ) {
        event.preventDefault();
        firstItem?.focus();
      }
    }
    document.addEventListener("keydown", handleKeyDown, true);
    return () => {
      document.removeEventListener("keydown", handleKeyDown, true);
      // Without preventScroll the browser scrolls the restored element into view (the page jumped ~60 px
      // under the sticky header after "Set My Standard").
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [ref, active, initialFocus]);
}
