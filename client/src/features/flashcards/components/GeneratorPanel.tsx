import { PDF_MAX_BYTES } from "@vidya/core/flashcards/limits";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useDecks } from "../hooks/use-decks";
import { useGenerator } from "../hooks/use-generator";
import { GeneratedCardsReview } from "./GeneratedCardsReview";

/** Make cards from pasted notes or a PDF (≤ 20 MB): live progress, then preview, edit, deselect, save. */
export function GeneratorPanel({ deckId }: { deckId: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { decks } = useDecks();
  const generator = useGenerator();
  const [mode, setMode] = useState<"text" | "pdf">("text");
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const run = generator.run;
  const working = generator.busy || run?.status === "QUEUED" || run?.status === "RUNNING";

  return (
    <div className="fc-generator">
      <header className="fc-head">
        <Link to={deckId ? `/flashcards?deck=${deckId}` : "/flashcards"}>
          {t("flashcards.generator.back")}
        </Link>
        <h1>{t("flashcards.generator.title")}</h1>
        <p className="fc-muted">{t("flashcards.generator.intro")}</p>
      </header>
      <section className="fc-panel">
        <div className="fc-tabs" role="tablist">
          <button
            type="button"
            className="fc-tab"
            role="tab"
            aria-selected={mode === "text"}
            onClick={() => setMode("text")}
          >
            {t("flashcards.generator.pasteNotes")}
          </button>
          <button
            type="button"
            className="fc-tab"
            role="tab"
            aria-selected={mode === "pdf"}
            onClick={() => setMode("pdf")}
          >
            {t("flashcards.generator.uploadPdf")}
          </button>
        </div>
        {mode === "text" ? (
          <>
            <label htmlFor={`${id}-text`}>{t("flashcards.generator.notes")}</label>
            <textarea id={`${id}-text`} rows={8} value={text} onChange={(e) => setText(e.target.value)} />
          </>
        ) : (
          <>
            <label htmlFor={`${id}-pdf`}>
              {t("flashcards.generator.pdf", { mb: Math.round(PDF_MAX_BYTES / 1048576) })}
            </label>
            <input
              id={`${id}-pdf`}
              type="file"
              accept="application/pdf"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </>
        )}
        <div className="fc-actions">
          <button
            type="button"
            disabled={working || (mode === "text" ? text.trim().length === 0 : !file)}
            onClick={() =>
              void generator.generate(mode === "text" ? { text } : file ? { file } : { text: "" })
            }
          >
            {generator.uploading ? t("flashcards.generator.uploading") : t("flashcards.generator.generate")}
          </button>
        </div>
        {run && (
          <div className="fc-progress" aria-live="polite">
            <progress max={100} value={run.progress} aria-label={t("flashcards.generator.progress")} />
            <span data-testid="fc-gen-status">
              {run.status === "FAILED"
                ? run.error
                : run.status === "DONE"
                  ? run.stage
                  : (run.stage ?? t("flashcards.generator.waiting"))}
            </span>
          </div>
        )}
      </section>
      {run?.status === "DONE" && (
        <GeneratedCardsReview
          key={run.id}
          cards={run.cards}
          decks={decks}
          defaultDeckId={deckId}
          saving={generator.saving}
          onSave={async (target, cards) => {
            const ok = await generator.save(target, cards);
            if (ok) navigate(`/flashcards?deck=${target}`);
            return ok;
          }}
        />
      )}
    </div>
  );
}
