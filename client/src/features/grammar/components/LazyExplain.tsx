import { lazy, Suspense } from "react";
import type { GrammarIssue } from "../utils/issues";

const ExplainLikeTeacher = lazy(() => import("./ExplainLikeTeacher"));

/** "Explain like my teacher", loaded after the page (it needs Apollo and a model). */
export function LazyExplain(props: { text: string; issue: GrammarIssue; language: "en" | "hi" }) {
  return (
    <Suspense fallback={null}>
      <ExplainLikeTeacher {...props} />
    </Suspense>
  );
}
