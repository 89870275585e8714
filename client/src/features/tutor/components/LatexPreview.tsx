import { Markdown } from "../../../shared/ui/Markdown";
import { previewText } from "../utils/conversation";

/**
 * The one short preview of an answer (Recent Questions, History): its first `chars` characters on
 * one line, cut between formulas, never inside one, and rendered by the app's Markdown renderer so
 * `$\frac{15}{3}$` shows as a fraction, not as LaTeX source.
 */
export function LatexPreview({
  text,
  chars,
  className,
}: {
  text: string;
  chars: number;
  className?: string;
}) {
  return (
    <Markdown
      text={previewText(text, chars)}
      className={className ? `md-preview ${className}` : "md-preview"}
    />
  );
}
