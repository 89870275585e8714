import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CardTextFormat } from "../../../gql/graphql";
import { useExportDeck, useImportCards } from "../hooks/use-deck";

/** Import CSV or Anki tab-separated text (pasted or from a file), and export the deck the same ways. */
export function ImportPanel({ deckId }: { deckId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const { importText, importing, issues } = useImportCards();
  const exportDeck = useExportDeck();

  async function handleFile(file: File | undefined) {
    if (file) setText(await file.text());
  }

  return (
    <section className="fc-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("flashcards.importExport.title")}</h2>
      <label htmlFor={`${id}-text`}>{t("flashcards.importExport.label")}</label>
      <textarea
        id={`${id}-text`}
        rows={5}
        value={text}
        placeholder={'front,back\nCapital of India,New Delhi\n"Area of a circle","$\\pi r^2$"'}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="fc-actions">
        <label className="fc-file">
          {t("flashcards.importExport.chooseFile")}
          <input
            type="file"
            accept=".csv,.txt,.tsv,text/csv,text/plain"
            onChange={(e) => void handleFile(e.target.files?.[0])}
          />
        </label>
        <button
          type="button"
          disabled={importing || !text.trim()}
          onClick={async () => {
            if ((await importText(deckId, text, null as CardTextFormat | null)) !== null) setText("");
          }}
        >
          {t("flashcards.importExport.import")}
        </button>
        <button type="button" className="fc-secondary" onClick={() => void exportDeck(deckId, "CSV")}>
          {t("flashcards.importExport.exportCsv")}
        </button>
        <button type="button" className="fc-secondary" onClick={() => void exportDeck(deckId, "TSV")}>
          {t("flashcards.importExport.exportAnki")}
        </button>
      </div>
      {issues.length > 0 && (
        <div role="alert" className="fc-issues">
          <p>{t("flashcards.importExport.fixLines")}</p>
          <ul>
            {issues.map((issue) => (
              <li key={issue.line}>{issue.message}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
