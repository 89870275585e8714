import type { ReactNode } from "react";
import { useLocation } from "react-router";

/** Fades each new page in (CSS; none when the user prefers reduced motion). */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="page-transition">
      {children}
    </div>
  );
}
