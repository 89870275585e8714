import "katex/dist/katex.min.css";
import { useEffect, useState } from "react";
import ReactMarkdown from "react-markdown";
import rehypeKatex from "rehype-katex";
import remarkMath from "remark-math";

const remarkPlugins = [remarkMath];
// A formula the model wrote badly shows as red source text instead of breaking the page; KaTeX's
// `trust: false` (the default) keeps \href, \url and raw HTML commands out.
const rehypePlugins: [[typeof rehypeKatex, { throwOnError: boolean; strict: "ignore" }]] = [
  [rehypeKatex, { throwOnError: false, strict: "ignore" }],
];

/** Chemistry (mhchem's \ce{…} and \pu{…}) appears in science answers only. */
const CHEMISTRY = /\\(ce|pu)\s*\{/;
let mhchem: Promise<unknown> | null = null;
let mhchemReady = false;

/** Loads KaTeX's mhchem extension once, on the first answer that needs it (it registers \ce, \pu). */
function loadMhchem(): Promise<unknown> {
  mhchem ??= import("katex/contrib/mhchem").then(() => {
    mhchemReady = true;
  });
  return mhchem;
}

/**
 * The app's one Markdown renderer (tutor answers, history, flashcards): Markdown with LaTeX ($…$ inline, $$…$$ display) rendered by KaTeX, and chemical
 * equations ($\ce{2H2 + O2 -> 2H2O}$) once mhchem has loaded. Raw HTML in the text is never
 * rendered (react-markdown escapes it) and links only keep safe protocols.
 */
export function Markdown({ text, className = "tutor-markdown" }: { text: string; className?: string }) {
  const needsChemistry = CHEMISTRY.test(text);
  const [, setLoaded] = useState(mhchemReady);
  useEffect(() => {
    if (!needsChemistry || mhchemReady) return;
    let live = true;
    void loadMhchem().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [needsChemistry]);
  // Until mhchem is there, a formula with \ce would render as an error: show the text as written.
  const waiting = needsChemistry && !mhchemReady;
  return (
    <div className={className}>
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={waiting ? [] : rehypePlugins}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
