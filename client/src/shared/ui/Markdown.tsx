import { useEffect, useState } from "react";
import type { Components, Options } from "react-markdown";

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
    // A formula written badly shows as red source text instead of breaking the page. Every text is
    // someone else's words (a model's answer, another student's message), so every variant gets the
    // same limits (issue 24): no \href, \url or raw HTML commands (`trust: false`), no size above
    // 20 em (an unbounded \rule), and bounded macro expansion (mhchem's \ce fits well inside it).
    katexPlugins = [
      [mod.default, { throwOnError: false, strict: "ignore", trust: false, maxSize: 20, maxExpand: 1000 }],
    ];
    return katexPlugins;
  });
  return katex;
}

/** Loads the renderer and KaTeX now (an answer shown offline later needs both; issue 27). */
export function loadMathRenderer(): Promise<unknown> {
  return Promise.all([loadMarkdownRenderer(), loadKatex()]);
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
 * The chat variant's Markdown subset: images, headings, tables, rules and inputs are reduced to
 * their text, raw HTML is dropped (not shown as text), and links open in a new tab without passing
 * on who we are.
 */
const CHAT_DISALLOWED = ["img", "h1", "h2", "h3", "h4", "h5", "h6", "table", "hr", "input"];
/**
 * The answer variant keeps headings, tables and rules, but never loads a picture from anywhere
 * (issue 24): `![…](https://…)` in an answer would have the browser fetch a stranger's URL (only the
 * CSP stopped it), so an image shows as its alt text in brackets.
 */
const answerComponents: Components = {
  img: ({ alt }) => (alt ? <span className="md-image-alt">[{alt}]</span> : null),
  input: () => null,
};
const chatComponents: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
      {children}
    </a>
  ),
};

/** "answer": the tutor's full Markdown (the default); "chat": the study-group chat's subset. */
export type MarkdownVariant = "answer" | "chat";

/**
 * The app's one Markdown renderer (tutor answers, history, flashcards): Markdown with LaTeX ($…$
 * inline, $$…$$ display) rendered by KaTeX, and chemical equations ($\ce{2H2 + O2 -> 2H2O}$) with
 * mhchem, both loaded on demand. Raw HTML in the text is never rendered (react-markdown escapes it),
 * links only keep safe protocols, images show as their alt text, and KaTeX has limits on sizes and
 * expansion. The renderer itself loads on first use (plain text until then). The "chat" variant
 * (group chat messages) renders a restricted subset, with no mhchem of its own.
 */
export function Markdown({
  text,
  className = "tutor-markdown",
  variant = "answer",
}: {
  text: string;
  className?: string;
  variant?: MarkdownVariant;
}) {
  const chat = variant === "chat";
  const needsMath = MATH.test(text);
  const needsChemistry = !chat && needsMath && CHEMISTRY.test(text);
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
  const rehypePlugins = (mathReady ? katexPlugins : null) ?? [];
  return (
    <div className={className}>
      {chat ? (
        <mod.ReactMarkdown
          skipHtml
          disallowedElements={CHAT_DISALLOWED}
          unwrapDisallowed
          remarkPlugins={mod.remarkPlugins}
          rehypePlugins={rehypePlugins}
          components={chatComponents}
        >
          {text}
        </mod.ReactMarkdown>
      ) : (
        <mod.ReactMarkdown
          remarkPlugins={mod.remarkPlugins}
          rehypePlugins={rehypePlugins}
          components={answerComponents}
        >
          {text}
        </mod.ReactMarkdown>
      )}
    </div>
  );
}
