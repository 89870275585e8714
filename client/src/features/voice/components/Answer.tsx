import { lazy, Suspense } from "react";

/** The Markdown and KaTeX renderer loads after the page (it is heavy; the plain text shows meanwhile). */
const Markdown = lazy(() => import("../../../shared/ui/Markdown").then((m) => ({ default: m.Markdown })));

/** An answer: plain text at once, then rendered Markdown and LaTeX. */
export function Answer({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="voice-plain">{text}</p>}>
      <Markdown text={text} />
    </Suspense>
  );
}
