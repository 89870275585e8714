import ReactMarkdown from "react-markdown";
import remarkMath from "remark-math";

/**
 * react-markdown with remark-math ($…$ and $$…$$), as the one Markdown renderer (Markdown.tsx)
 * uses it. Its own chunk (about 37 KB gzipped): Markdown.tsx loads it with the first text to show.
 */
export { ReactMarkdown };
export const remarkPlugins = [remarkMath];
