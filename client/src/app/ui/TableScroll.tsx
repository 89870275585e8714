import type { ReactNode } from "react";

/**
 * A table's own scroll box: a wide table scrolls sideways inside it instead of widening the page
 * (a 360 px phone). Focusable and named, so a keyboard can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard.
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
