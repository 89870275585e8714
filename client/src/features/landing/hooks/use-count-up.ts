import { COUNTER_ANIMATION_MS } from "@vidya/core/constants";
import { type RefObject, useEffect, useState } from "react";
import { prefersReducedMotion } from "../../../app/a11y/reduced-motion";

/**
 * Counts from 0 to `target` over 2.5 s (SPEC 9) once the element is on screen; jumps straight to
 * the figure when the user prefers reduced motion.
 */
export function useCountUp(target: number | null, ref: RefObject<HTMLElement | null>): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (target === null) return;
    if (prefersReducedMotion() || target === 0) {
      setValue(target);
      return;
    }
    let frame = 0;
    let started = 0;
    const step = (now: number) => {
      if (!started) started = now;
      const progress = Math.min(1, (now - started) / COUNTER_ANIMATION_MS);
      const eased = 1 - (1 - progress) ** 3;
      setValue(Math.round(target * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    const begin = () => {
      frame = requestAnimationFrame(step);
    };
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      begin();
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        begin();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, ref]);
  return value;
}
