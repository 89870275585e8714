import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRoundTrip } from "../hooks/use-round-trip";
import "../../../app/i18n/english/roundTrip";

/** Sends text through server → queue → worker → pub/sub and shows each status as it arrives. */
export function RoundTripPanel() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [delayMs, setDelayMs] = useState(500);
  const { send, sending, trip } = useRoundTrip();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void send(text, delayMs);
  }

  return (
    <section aria-labelledby="rt-title" className="card">
      <h1 id="rt-title">{t("roundTrip.title")}</h1>
      <p>{t("roundTrip.intro")}</p>
      <form onSubmit={handleSubmit}>
        <label htmlFor="rt-text">{t("roundTrip.text")}</label>
        <input id="rt-text" value={text} onChange={(e) => setText(e.target.value)} maxLength={500} />
        <label htmlFor="rt-delay">{t("roundTrip.delay")}</label>
        <input
          id="rt-delay"
          type="number"
          min={0}
          max={10000}
          value={delayMs}
          onChange={(e) => setDelayMs(Number(e.target.value))}
        />
        <button type="submit" disabled={sending || text.trim() === ""}>
          {t(sending ? "roundTrip.sending" : "roundTrip.send")}
        </button>
      </form>
      {trip && (
        <dl aria-live="polite">
          <dt>{t("roundTrip.status")}</dt>
          <dd data-testid="rt-status">{t(`roundTrip.statuses.${trip.status}`)}</dd>
          <dt>{t("roundTrip.result")}</dt>
          <dd data-testid="rt-result">{trip.result ?? "…"}</dd>
          <dt>{t("roundTrip.processedBy")}</dt>
          <dd>{trip.processedBy ?? "…"}</dd>
        </dl>
      )}
    </section>
  );
}
