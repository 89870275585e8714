import { lazy, Suspense } from "react";
import type { GrammarIssue } from "../utils/issues";

// Offline, its chunk cannot load (and the explanation needs the network anyway): the checker's
// findings stay on the page without it, instead of the failed import taking the page down.
const ExplainLikeTeacher = lazy(() =>
  import("./ExplainLikeTeacher").catch(() => ({ default: (_props: ExplainProps) => null })),
);

type ExplainProps = { text: string; issue: GrammarIssue; language: "en" | "hi" };

/** "Explain like my teacher", loaded after the page (it needs Apollo and a model). */
export function LazyExplain(props: ExplainProps) {
  return (
    <Suspense fallback={null}>
      <ExplainLikeTeacher {...props} />
    </Suspense>
  );
}
