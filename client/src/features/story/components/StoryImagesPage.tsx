import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import type { StoryLanguage } from "../../../gql/graphql";
import { useVoiceInput } from "../../speech/hooks/use-speech-recognition";
import { speechLanguageFor } from "../../speech/utils/languages";
import "./story.css";
import { failureMessage, toastFailure } from "../../../shared/lib/result";
import { useDeleteStory } from "../hooks/use-delete-story";
import { useStartStory } from "../hooks/use-start-story";
import { useStories } from "../hooks/use-stories";
import "../../../app/i18n/english/story";

/** The storybook (pictures, page turns, read-aloud) loads after the page. */
const StoryBook = lazy(() => import("./StoryBook"));

const LANGUAGES: { value: StoryLanguage; label: string }[] = [
  { value: "EN", label: "English" },
  { value: "HI", label: "हिन्दी" },
  { value: "GU", label: "ગુજરાતી" },
];

const uiStoryLanguage = (): StoryLanguage =>
  i18n.language === "hi" ? "HI" : i18n.language === "gu" ? "GU" : "EN";

/**
 * /story-images: a child writes or dictates an idea; the model writes a short story in 3–6 scenes,
 * each illustrated through the image provider (pictures served from our own origin). A storybook
 * with page turns and read-aloud; saved stories can be opened again or deleted.
 */
export function StoryImagesPage() {
  const { t } = useTranslation();
  const list = useStories();
  const [start, { loading: starting }] = useStartStory();
  const [remove] = useDeleteStory();
  const [idea, setIdea] = useState("");
  const [language, setLanguage] = useState<StoryLanguage>(uiStoryLanguage);
  const [openId, setOpenId] = useState<string | null>(null);
  const voice = useVoiceInput(
    (heard) => setIdea((old) => (old ? `${old} ${heard}` : heard)),
    speechLanguageFor(language.toLowerCase()),
  );
  const modelMissing = list.data?.aiSetup.modelConfigured === false;

  async function handleCreate(event: FormEvent) {
    event.preventDefault();
    if (!idea.trim()) {
      toast.error(t("voice.emptyTranscript"));
      return;
    }
    try {
      const res = (await start({ variables: { input: { idea, language } } })).data?.startStory;
      if (res?.__typename !== "MutationStartStorySuccess") {
        toast.error(failureMessage(res) ?? t("story.failed"));
        return;
      }
      setIdea("");
      setOpenId(res.data.id);
      await list.refetch();
    } catch {
      toast.error(t("story.failed"));
    }
  }

  async function handleDelete(id: string) {
    const res = (await remove({ variables: { id } })).data?.deleteStory;
    if (toastFailure(res)) return;
    if (openId === id) setOpenId(null);
    toast.success(t("story.deleted"));
    await list.refetch();
  }

  return (
    <article className="story-page" aria-labelledby="story-title">
      <h1 id="story-title">{t("story.title")}</h1>
      <p>{t("story.intro")}</p>
      {modelMissing ? (
        <p className="voice-notice" role="status" data-testid="no-model">
          {t("story.noModel")}
        </p>
      ) : null}
      <form className="story-form" onSubmit={handleCreate}>
        <label htmlFor="story-idea">{t("story.idea")}</label>
        <textarea
          id="story-idea"
          rows={3}
          maxLength={500}
          value={idea}
          placeholder={t("story.ideaPlaceholder")}
          onChange={(e) => setIdea(e.target.value)}
        />
        <div className="story-actions">
          <label>
            {t("story.language")}{" "}
            <select value={language} onChange={(e) => setLanguage(e.target.value as StoryLanguage)}>
              {LANGUAGES.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="secondary" aria-pressed={voice.recording} onClick={voice.toggle}>
            {voice.recording ? t("tutor.stopVoice") : t("tutor.voiceInput")}
          </button>
          {voice.recording ? (
            <span className="recording" role="status">
              {t("tutor.recording")}
            </span>
          ) : null}
          <button type="submit" className="primary" disabled={starting || modelMissing}>
            {starting ? t("story.creating") : t("story.create")}
          </button>
        </div>
      </form>
      {openId ? (
        <Suspense fallback={<p aria-busy="true">{t("story.creating")}</p>}>
          <StoryBook key={openId} id={openId} onChanged={() => void list.refetch()} />
        </Suspense>
      ) : null}
      <section aria-labelledby="stories-title" className="story-list">
        <h2 id="stories-title">{t("story.saved")}</h2>
        {list.data && list.data.stories.length === 0 ? <p className="hint">{t("story.none")}</p> : null}
        <ul>
          {list.data?.stories.map((s) => (
            <li key={s.id} data-testid="saved-story">
              <span>{s.title || s.idea}</span>{" "}
              <button type="button" className="link-button" onClick={() => setOpenId(s.id)}>
                {t("story.open")}
              </button>{" "}
              <button type="button" className="link-button" onClick={() => void handleDelete(s.id)}>
                {t("story.delete")}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
