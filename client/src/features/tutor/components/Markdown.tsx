import { useEffect, useState } from "react";
import ReactMarkdown, { type Options } from "react-markdown";
import remarkMath from "remark-math";

type PluggableList = NonNullable<Options["rehypePlugins"]>;

const remarkPlugins = [remarkMath];

/** Text with a formula: $…$, $$…$$ (remark-math); chemistry is mhchem's \ce{…} or \pu{…}. */
const MATH = /\$/;
const CHEMISTRY = /\\(ce|pu)\s*\{/;

// KaTeX (about 75 KB gzipped) and mhchem (about 8 KB) load on the first text that needs them, so a
// page without a formula never pays for them. mhchem registers \ce and \pu on the same KaTeX.
let katex: Promise<PluggableList> | null = null;
let mhchem: Promise<unknown> | null = null;
let katexPlugins: PluggableList | null = null;
let mhchemReady = false;

function loadKatex(): Promise<PluggableList> {
  katex ??= Promise.all([import("rehype-katex"), import("katex/dist/katex.min.css")]).then(([mod]) => {
    // A formula the model wrote badly shows as red source text instead of breaking the page; KaTeX's
    // `trust: false` (the default) keeps \href, \url and raw HTML commands out.
    katexPlugins = [[mod.default, { throwOnError: false, strict: "ignore" }]];
    return katexPlugins;
  });
  return katex;
}

function loadMhchem(): Promise<unknown> {
  mhchem ??= loadKatex()
    .then(() => import("katex/contrib/mhchem"))
    .then(() => {
      mhchemReady = true;
    });
  return mhchem;
}

/**
 * The app's one Markdown renderer (tutor answers, history, flashcards): Markdown with LaTeX ($…$
 * inline, $$…$$ display) rendered by KaTeX, and chemical equations ($\ce{2H2 + O2 -> 2H2O}$) with
 * mhchem, both loaded on demand. Raw HTML in the text is never rendered (react-markdown escapes it)
 * and links only keep safe protocols.
 */
export function Markdown({ text, className = "tutor-markdown" }: { text: string; className?: string }) {
  const needsMath = MATH.test(text);
  const needsChemistry = needsMath && CHEMISTRY.test(text);
  const ready = !needsMath || (katexPlugins !== null && (!needsChemistry || mhchemReady));
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void (needsChemistry ? loadMhchem() : loadKatex()).then(() => {
      if (live) setLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [ready, needsChemistry]);
  // Until KaTeX is there the formulas show as written, for the blink it takes to load.
  return (
    <div className={className}>
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={ready ? (katexPlugins ?? []) : []}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
