import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type GrammarChecker, startGrammarChecker } from "../utils/checker";
import { GRAMMAR_MAX_CHARS, type GrammarIssue } from "../utils/issues";
import { GrammarResults } from "./GrammarResults";
import "../grammar.css";
import "../../../app/i18n/english/grammar";

/**
 * /grammar: English grammar and spelling, entirely on the device (harper.js and nspell in a Web
 * Worker, so typing never waits). Each problem is underlined with its explanation and a one-click
 * fix; Accept all; a score.
 */
export function GrammarPage() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [issues, setIssues] = useState<GrammarIssue[]>([]);
  const [checkedText, setCheckedText] = useState("");
  const [status, setStatus] = useState<"loading" | "ready" | "checking" | "failed">("loading");
  const [failure, setFailure] = useState("");
  const [selected, setSelected] = useState<number | null>(null);
  const checker = useRef<GrammarChecker | null>(null);

  useEffect(() => {
    const c = startGrammarChecker();
    checker.current = c;
    c.ready.then(
      () => setStatus((s) => (s === "loading" ? "ready" : s)),
      (e: unknown) => {
        setFailure(e instanceof Error ? e.message : String(e));
        setStatus("failed");
      },
    );
    return () => c.dispose();
  }, []);

  const usable = status !== "loading" && status !== "failed";
  // Checks the text a moment after typing stops; only the newest answer is shown.
  useEffect(() => {
    const c = checker.current;
    if (!c || !usable) return;
    const checked = text.slice(0, GRAMMAR_MAX_CHARS);
    const timer = window.setTimeout(() => {
      setStatus("checking");
      const first = (res: { issues: GrammarIssue[] }) => {
        // Spelling first (a long text shows suggestions at once); grammar follows.
        setIssues(res.issues);
        setCheckedText(checked);
      };
      void c.check(checked, first).then((res) => {
        if (!res) return;
        setIssues(res.issues);
        setCheckedText(checked);
        setSelected(null);
        setStatus("ready");
      });
    }, 250);
    return () => window.clearTimeout(timer);
  }, [text, usable]);

  const current = checkedText === text.slice(0, GRAMMAR_MAX_CHARS) ? issues : [];

  return (
    <article className="grammar-page" aria-labelledby="grammar-title">
      <h1 id="grammar-title">{t("grammar.title")}</h1>
      <p>{t("grammar.intro")}</p>
      {status === "loading" ? (
        <p role="status" aria-busy="true">
          {t("grammar.loading")}
        </p>
      ) : null}
      {status === "failed" ? (
        <p className="cls-error" role="alert">
          {t("grammar.loadFailed", { reason: failure })}
        </p>
      ) : null}
      <label htmlFor="grammar-text">{t("grammar.text")}</label>
      <textarea
        id="grammar-text"
        className="grammar-input"
        rows={8}
        lang="en"
        spellCheck={false}
        placeholder={t("grammar.placeholder")}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {text.length > GRAMMAR_MAX_CHARS ? (
        <p className="cls-error" role="alert">
          {t("grammar.tooLong", { max: GRAMMAR_MAX_CHARS.toLocaleString() })}
        </p>
      ) : null}
      {status !== "loading" && status !== "failed" && text.trim() ? (
        <GrammarResults
          text={text}
          checked={checkedText}
          issues={current}
          onText={setText}
          selected={selected}
          onSelect={setSelected}
          busy={status === "checking"}
          explain="en"
        />
      ) : null}
    </article>
  );
}
