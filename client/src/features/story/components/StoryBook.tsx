import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import type { StoryFieldsFragment } from "../../../gql/graphql";
import { authStore } from "../../auth/utils/session";
import { useSpeechSynthesis } from "../../speech/hooks/use-speech-synthesis";
import { speechLanguageFor } from "../../speech/utils/languages";
import { useStory } from "../hooks/use-story";
import { useWatchStoryTask } from "../hooks/use-watch-story-task";
import "../../../app/i18n/english/story";

/** Fetches a story picture from our origin with the access token; an object URL for <img>, or null. */
async function pictureUrl(path: string): Promise<string | null> {
  const token = authStore.getToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(
    () => null,
  );
  if (!res?.ok) return null;
  return URL.createObjectURL(await res.blob());
}

/** The page's words for a failed story (the server's code, localised here). */
function failureText(story: StoryFieldsFragment): string {
  switch (story.task.failureCode) {
    case "BLOCKED":
      return i18n.t("story.blocked");
    case "NO_MODEL":
      return i18n.t("story.noModel");
    case "DAILY_LIMIT":
      return story.task.failureMessage ? localizeMessage(story.task.failureMessage) : i18n.t("story.failed");
    default:
      return i18n.t("story.failed");
  }
}

/** One story as a book: a page per scene, turned with Previous / Next, each read aloud on request. */
export default function StoryBook({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const story = useStory(id);
  const data = story.data?.story.__typename === "QueryStorySuccess" ? story.data.story.data : null;
  const running = data ? data.task.status === "QUEUED" || data.task.status === "RUNNING" : true;
  const watch = useWatchStoryTask(data && running ? data.task.id : null);
  const [page, setPage] = useState(0);
  const speech = useSpeechSynthesis();
  const lang = speechLanguageFor((data?.language ?? "EN").toLowerCase());

  // Every progress event (the story written, each picture made) shows the stored story again.
  const event = watch.data?.aiTask;
  const eventKey = event ? `${event.status}:${event.partial}` : "";
  useEffect(() => {
    if (!eventKey) return;
    void story.refetch();
    if (eventKey.startsWith("DONE") || eventKey.startsWith("FAILED")) onChanged();
  }, [eventKey, story.refetch, onChanged]);

  if (!data) return story.loading ? <p aria-busy="true">{t("story.creating")}</p> : null;
  const scenes = data.scenes;
  const scene = scenes[Math.min(page, scenes.length - 1)];
  return (
    <section className="storybook" aria-labelledby="storybook-title" data-testid="storybook">
      <h2 id="storybook-title">{data.title || data.idea}</h2>
      {data.task.status === "FAILED" ? (
        <p className="cls-error" role="alert">
          {failureText(data)}
        </p>
      ) : null}
      {running ? (
        <p role="status" aria-busy="true">
          {t("story.creating")} {data.task.partial.startsWith("pictures") ? data.task.partial.slice(9) : ""}
        </p>
      ) : null}
      {scene ? (
        <div className="story-page-view" data-testid="story-scene">
          <p className="hint">{t("story.scene", { n: page + 1, total: scenes.length })}</p>
          <ScenePicture scene={scene} />
          <p className="story-text" lang={data.language.toLowerCase()}>
            {scene.text}
          </p>
          <div className="story-actions">
            <button
              type="button"
              className="secondary"
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              {t("story.previous")}
            </button>
            <button
              type="button"
              className="secondary"
              disabled={page >= scenes.length - 1}
              onClick={() => setPage(page + 1)}
            >
              {t("story.next")}
            </button>
            {speech.speaking ? (
              <button type="button" className="secondary" onClick={() => speech.stop()}>
                {t("voice.stopReading")}
              </button>
            ) : (
              <button type="button" className="primary" onClick={() => speech.speak(scene.text, lang)}>
                {t("voice.readAloud")}
              </button>
            )}
            {speech.robotic && speech.speaking ? <small role="note">{t("voice.robotic")}</small> : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** A scene's picture from our origin (fetched with the access token), or a card saying why there is none. */
function ScenePicture({ scene }: { scene: StoryFieldsFragment["scenes"][number] }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!scene.imageUrl) return;
    let url: string | null = null;
    let live = true;
    void pictureUrl(scene.imageUrl).then((u) => {
      url = u;
      if (live) setSrc(u);
      else if (u) URL.revokeObjectURL(u);
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [scene.imageUrl]);
  if (scene.imageStatus === "READY")
    return src ? (
      <img className="story-image" src={src} alt={scene.text} />
    ) : (
      <div className="story-card" aria-busy="true" />
    );
  const note =
    scene.imageStatus === "NONE"
      ? t("story.noImageProvider")
      : scene.imageStatus === "BLOCKED"
        ? t("story.imageBlocked")
        : scene.imageStatus === "FAILED"
          ? t("story.imageFailed", { reason: scene.imageNote ?? "" })
          : t("story.creating");
  return (
    <div className="story-card" data-testid="scene-card" data-status={scene.imageStatus}>
      {note}
    </div>
  );
}
