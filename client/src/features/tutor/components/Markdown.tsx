import { useEffect, useState } from "react";
import type { Options } from "react-markdown";

type PluggableList = NonNullable<Options["rehypePlugins"]>;
type Renderer = typeof import("./markdown-renderer");

// react-markdown and remark-math (about 37 KB gzipped) load with the first text to show, so a page
// loads without them; until they arrive (a blink, once) the text shows as written.
let renderer: Promise<Renderer> | null = null;
let rendererReady: Renderer | null = null;

/** Loads the Markdown renderer (once); resolves when <Markdown> renders Markdown, not plain text. */
export function loadMarkdownRenderer(): Promise<Renderer> {
  renderer ??= import("./markdown-renderer").then((mod) => {
    rendererReady = mod;
    return mod;
  });
  return renderer;
}

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
 * and links only keep safe protocols. The renderer itself loads on first use (plain text until then).
 */
export function Markdown({ text, className = "tutor-markdown" }: { text: string; className?: string }) {
  const needsMath = MATH.test(text);
  const needsChemistry = needsMath && CHEMISTRY.test(text);
  const mathReady = !needsMath || (katexPlugins !== null && (!needsChemistry || mhchemReady));
  const mod = rendererReady;
  const ready = mathReady && mod !== null;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const math = mathReady ? null : needsChemistry ? loadMhchem() : loadKatex();
    void Promise.all([loadMarkdownRenderer(), math]).then(() => {
      if (live) setLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [ready, mathReady, needsChemistry]);
  // Until the renderer is there the text shows as written, and until KaTeX is there the formulas do,
  // for the blink each takes to load.
  if (!mod)
    return (
      <div className={className}>
        <p style={{ whiteSpace: "pre-wrap" }}>{text}</p>
      </div>
    );
  return (
    <div className={className}>
      <mod.ReactMarkdown
        remarkPlugins={mod.remarkPlugins}
        rehypePlugins={mathReady ? (katexPlugins ?? []) : []}
      >
        {text}
      </mod.ReactMarkdown>
    </div>
  );
}
