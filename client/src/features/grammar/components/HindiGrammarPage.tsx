import type NSpell from "nspell";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DEVANAGARI, GUJARATI, scriptIssues } from "../utils/indic-rules";
import { loadSpeller, spellingIssues } from "../utils/indic-speller";
import { GRAMMAR_MAX_CHARS, mergeIssues } from "../utils/issues";
import { GrammarResults } from "./GrammarResults";
import "../grammar.css";
import "../../../app/i18n/english/grammar";
import "../../../app/i18n/english/hindiGrammar";

/**
 * /hindi/grammar (students): Hindi spelling with Debian's hunspell-hi dictionary through nspell,
 * plus the Devanagari rules (nukta, chandrabindu/anusvara, matra order, halant, mixed scripts).
 * Both run on the device. Gujarati runs on the same path, marked low-confidence.
 */
export function HindiGrammarPage() {
  const { t } = useTranslation();
  const [scriptName, setScriptName] = useState<"devanagari" | "gujarati">("devanagari");
  const script = scriptName === "devanagari" ? DEVANAGARI : GUJARATI;
  const low = scriptName === "gujarati";
  const [text, setText] = useState("");
  const [speller, setSpeller] = useState<NSpell | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [failure, setFailure] = useState("");
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    setStatus("loading");
    setSpeller(null);
    loadSpeller(script).then(
      (s) => {
        if (!live) return;
        setSpeller(s);
        setStatus("ready");
      },
      (e: unknown) => {
        if (!live) return;
        setFailure(e instanceof Error ? e.message : String(e));
        setStatus("failed");
      },
    );
    return () => {
      live = false;
    };
  }, [script]);

  const checked = text.slice(0, GRAMMAR_MAX_CHARS);
  const issues = useMemo(
    () =>
      mergeIssues(
        scriptIssues(checked, script, low),
        speller
          ? spellingIssues(
              speller,
              checked,
              script,
              (word) => t("hindiGrammar.notInDictionary", { word }),
              low,
            )
          : [],
      ),
    [checked, script, speller, low, t],
  );

  return (
    <article className="grammar-page" aria-labelledby="hg-title">
      <h1 id="hg-title">{t("hindiGrammar.title")}</h1>
      <p>{t("hindiGrammar.intro")}</p>
      <p className="hint">{t("hindiGrammar.offline")}</p>
      <label>
        {t("hindiGrammar.language")}{" "}
        <select
          value={scriptName}
          onChange={(e) => setScriptName(e.target.value as "devanagari" | "gujarati")}
        >
          <option value="devanagari">हिन्दी</option>
          <option value="gujarati">ગુજરાતી</option>
        </select>
      </label>
      {low ? <p className="voice-notice">{t("hindiGrammar.gujaratiLowConfidence")}</p> : null}
      {status === "loading" ? (
        <p role="status" aria-busy="true">
          {t("hindiGrammar.loading")}
        </p>
      ) : null}
      {status === "failed" ? (
        <p className="cls-error" role="alert">
          {t("hindiGrammar.loadFailed", { reason: failure })}
        </p>
      ) : null}
      <label htmlFor="hg-text">{t("hindiGrammar.text")}</label>
      <textarea
        id="hg-text"
        className="grammar-input"
        rows={8}
        lang={low ? "gu" : "hi"}
        spellCheck={false}
        placeholder={t("hindiGrammar.placeholder")}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {text.length > GRAMMAR_MAX_CHARS ? (
        <p className="cls-error" role="alert">
          {t("grammar.tooLong", { max: GRAMMAR_MAX_CHARS.toLocaleString() })}
        </p>
      ) : null}
      {text.trim() && status !== "loading" ? (
        <GrammarResults
          text={text}
          checked={checked}
          issues={issues}
          onText={setText}
          selected={selected}
          onSelect={setSelected}
          explain={low ? undefined : "hi"}
        />
      ) : null}
    </article>
  );
}
