import "katex/dist/katex.min.css";
import ReactMarkdown from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkMath from "remark-math";

const remarkPlugins = [remarkMath];
const rehypePlugins = [rehypeKatex];

/**
 * A card side: Markdown with $inline$ and $$display$$ math (KaTeX). Raw HTML in the text is shown
 * as text, never run (react-markdown's default), so a shared deck cannot inject scripts.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ? `fc-md ${className}` : "fc-md"}>
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
