import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { useAccessToken } from "../../../shared/lib/access-token";
import { Markdown } from "../../../shared/ui/Markdown";
import { UploadError, uploadFile } from "../utils/upload";

export interface CardDraft {
  front: string;
  back: string;
  imageId: string | null;
}

/** Front and back in Markdown with $math$, a live preview, and an optional image. */
export function CardEditor({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  initial?: CardDraft;
  submitLabel: string;
  onSubmit: (draft: CardDraft) => Promise<boolean>;
  onCancel?: () => void;
  /** Put the cursor in the front field (a deck that has no card yet). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const getToken = useAccessToken();
  const [draft, setDraft] = useState<CardDraft>(initial ?? { front: "", back: "", imageId: null });
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      if ((await onSubmit(draft)) && !initial) setDraft({ front: "", back: "", imageId: null });
    } finally {
      setBusy(false);
    }
  }

  async function handleImage(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, getToken());
      setDraft((d) => ({ ...d, imageId: uploaded.id }));
      toast.success(t("flashcards.editor.imageAttached"));
    } catch (error) {
      toast.error(error instanceof UploadError ? error.message : t("flashcards.editor.imageFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="fc-form fc-editor" onSubmit={handleSubmit} aria-label={submitLabel}>
      <div className="fc-row">
        <div>
          <label htmlFor={`${id}-front`}>{t("flashcards.editor.front")}</label>
          <textarea
            id={`${id}-front`}
            rows={3}
            maxLength={4000}
            // biome-ignore lint/a11y/noAutofocus: the student just created this deck to add cards to it
            autoFocus={autoFocus}
            value={draft.front}
            onChange={(e) => setDraft({ ...draft, front: e.target.value })}
          />
          {draft.front && <Markdown text={draft.front} className="fc-md fc-preview" />}
        </div>
        <div>
          <label htmlFor={`${id}-back`}>{t("flashcards.editor.back")}</label>
          <textarea
            id={`${id}-back`}
            rows={3}
            maxLength={4000}
            value={draft.back}
            onChange={(e) => setDraft({ ...draft, back: e.target.value })}
          />
          {draft.back && <Markdown text={draft.back} className="fc-md fc-preview" />}
        </div>
      </div>
      <p className="fc-muted">{t("flashcards.editor.markdownHint")}</p>
      <div className="fc-actions">
        <label className="fc-file">
          {draft.imageId ? t("flashcards.editor.replaceImage") : t("flashcards.editor.attachImage")}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(e) => void handleImage(e.target.files?.[0])}
          />
        </label>
        {draft.imageId && (
          <button
            type="button"
            className="fc-secondary"
            onClick={() => setDraft({ ...draft, imageId: null })}
          >
            {t("flashcards.editor.removeImage")}
          </button>
        )}
        <button type="submit" disabled={busy || !draft.front.trim() || !draft.back.trim()}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="fc-secondary" onClick={onCancel}>
            {t("flashcards.editor.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
