import { useTranslation } from "react-i18next";
import { useSpeechSynthesis } from "../hooks/use-speech-synthesis";

/**
 * Read aloud, then Pause / Resume and Stop reading while it speaks; says so when the server's
 * robotic voice reads because the device has none for the language.
 */
export function ReadAloud(props: { text: string; lang: string; className?: string }) {
  const { t } = useTranslation();
  const voice = useSpeechSynthesis();
  if (!voice.supported || !props.text) return null;
  const cls = props.className;
  return (
    <span className="speech-controls">
      {voice.speaking ? (
        <>
          <button type="button" className={cls} onClick={() => voice.stop()}>
            {t("voice.stopReading")}
          </button>
          <button
            type="button"
            className={cls}
            onClick={() => (voice.state === "paused" ? voice.resume() : voice.pause())}
          >
            {voice.state === "paused" ? t("voice.resume") : t("voice.pause")}
          </button>
        </>
      ) : (
        <button type="button" className={cls} onClick={() => voice.speak(props.text, props.lang)}>
          {t("voice.readAloud")}
        </button>
      )}
      {voice.robotic && voice.speaking ? (
        <small className="speech-robotic" role="note">
          {t("voice.robotic")}
        </small>
      ) : null}
      {voice.error ? (
        <small className="cls-error" role="alert">
          {voice.error}
        </small>
      ) : null}
    </span>
  );
}
