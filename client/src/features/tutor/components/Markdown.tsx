import "katex/dist/katex.min.css";
import ReactMarkdown from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkMath from "remark-math";

const remarkPlugins = [remarkMath];
// A formula the model wrote badly shows as red source text instead of breaking the page; KaTeX's
// `trust: false` (the default) keeps \href, \url and raw HTML commands out.
const rehypePlugins: [[typeof rehypeKatex, { throwOnError: boolean; strict: "ignore" }]] = [
  [rehypeKatex, { throwOnError: false, strict: "ignore" }],
];

/**
 * An explanation: Markdown with LaTeX ($…$ inline, $$…$$ display) rendered by KaTeX. Raw HTML in
 * the text is never rendered (react-markdown escapes it) and links only keep safe protocols.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="tutor-markdown">
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
