import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { prefersReducedMotion } from "../a11y/reduced-motion";

/**
 * SPEC 2: the view scrolls smoothly to the top on every path change. Focus moves to the main area
 * too, so keyboard and screen-reader users start at the new page (not on the first load).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change by design
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    const main = document.getElementById("main");
    // A dialog that opened with the page keeps its focus.
    const dialogOpen = document.querySelector('[aria-modal="true"]') !== null;
    if (main && !dialogOpen && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
