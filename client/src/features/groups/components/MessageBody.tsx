import "katex/dist/katex.min.css";
import { memo } from "react";
import Markdown, { type Components } from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkMath from "remark-math";

/**
 * A message's Markdown subset with $inline$ and $$block$$ maths (KaTeX). Raw HTML is dropped, not
 * rendered; images, headings, tables and rules are reduced to their text; links open in a new tab
 * without passing on who we are, and react-markdown refuses javascript: and other unsafe URLs.
 */
const DISALLOWED = ["img", "h1", "h2", "h3", "h4", "h5", "h6", "table", "hr", "input"];

const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
      {children}
    </a>
  ),
};

export const MessageBody = memo(function MessageBody({ text }: { text: string }) {
  return (
    <div className="gc-body">
      <Markdown
        skipHtml
        disallowedElements={DISALLOWED}
        unwrapDisallowed
        remarkPlugins={[remarkMath]}
        rehypePlugins={[
          [rehypeKatex, { throwOnError: false, strict: "ignore", trust: false, maxSize: 20, maxExpand: 200 }],
        ]}
        components={components}
      >
        {text}
      </Markdown>
    </div>
  );
});
