import aff from "dictionary-en-files/index.aff?raw";
import dicUrl from "dictionary-en-files/index.dic?url";
import { LocalLinter } from "harper.js";
import { slimBinary } from "harper.js/slimBinary";
import NSpell from "nspell";
import type { GrammarIssue } from "./issues";
import { mergeIssues } from "./issues";

/**
 * The English grammar checker, off the main thread so typing never waits: harper.js (grammar,
 * style and spelling, WebAssembly, all on the device) plus nspell with the dictionary-en word list
 * for words harper lets through. Messages: {id, text} in; {type: "ready"} once, then per text
 * {type: "partial", id, issues, ms} (spelling only, at once) and {type: "result", id, issues, ms},
 * or {type: "error", id, message}.
 */
/** harper's Indian English dialect (the wasm glue knows it; the typings list only two). */
const INDIAN_ENGLISH = 4;

const linter = new LocalLinter({ binary: slimBinary, dialect: INDIAN_ENGLISH as 0 });

async function loadSpeller(): Promise<NSpell> {
  // The affix file is small and travels inside this script; the word list is fetched from our origin
  // (the page's CSP allows no data: URLs for fetch).
  const res = await fetch(dicUrl);
  if (!res.ok) throw new Error(`the English word list did not load (HTTP ${res.status})`);
  return NSpell(aff, await res.text());
}

const ready = Promise.all([linter.setup(), loadSpeller()]);

ready.then(
  () => self.postMessage({ type: "ready" }),
  (e: unknown) => self.postMessage({ type: "error", id: -1, message: String(e) }),
);

const WORD = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;

/** Suggestions are the slow part of spelling: each word's are worked out once per session. */
const suggestions = new Map<string, string[]>();
/** New words suggested for per check, at most (the rest show without a fix until the next check). */
const SUGGEST_LIMIT = 20;

function spellingIssues(speller: NSpell, text: string): GrammarIssue[] {
  const out: GrammarIssue[] = [];
  let fresh = 0;
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    if (word.length < 2 || speller.correct(word)) continue;
    let replacements = suggestions.get(word);
    if (!replacements && fresh < SUGGEST_LIMIT) {
      fresh += 1;
      replacements = speller.suggest(word).slice(0, 3);
      suggestions.set(word, replacements);
    }
    out.push({
      start: m.index,
      end: m.index + word.length,
      kind: "Spelling",
      message: `“${word}” is not in the dictionary.`,
      replacements: replacements ?? [],
      source: "spelling",
    });
  }
  return out;
}

self.onmessage = async (event: MessageEvent<{ id: number; text: string }>) => {
  const { id, text } = event.data;
  try {
    const [, speller] = await ready;
    const started = performance.now();
    // Spelling is quick: its findings go out first, so a long text shows suggestions at once.
    const spelling = spellingIssues(speller, text);
    self.postMessage({ type: "partial", id, issues: spelling, ms: performance.now() - started });
    const lints = await linter.lint(text, { language: "plaintext" });
    const fromHarper: GrammarIssue[] = lints.map((lint) => {
      const span = lint.span();
      const suggestions = lint.suggestions();
      const issue: GrammarIssue = {
        start: span.start,
        end: span.end,
        kind: lint.lint_kind(),
        message: lint.message(),
        replacements: suggestions
          .filter((s) => s.kind() !== 1)
          .map((s) => s.get_replacement_text())
          .slice(0, 3),
        remove: suggestions.some((s) => s.kind() === 1),
        source: "harper",
      };
      // InsertAfter: the fix keeps the problem text and adds to it.
      const insert = suggestions.find((s) => s.kind() === 2);
      if (insert && issue.replacements.length === 0)
        issue.replacements = [text.slice(span.start, span.end) + insert.get_replacement_text()];
      lint.free();
      return issue;
    });
    const issues = mergeIssues(fromHarper, spelling);
    self.postMessage({ type: "result", id, issues, ms: performance.now() - started });
  } catch (e) {
    self.postMessage({ type: "error", id, message: e instanceof Error ? e.message : String(e) });
  }
};
