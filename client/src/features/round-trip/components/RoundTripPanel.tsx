import { type FormEvent, useState } from "react";
import { useRoundTrip } from "../hooks/use-round-trip";

/** Sends text through server → queue → worker → pub/sub and shows each status as it arrives. */
export function RoundTripPanel() {
  const [text, setText] = useState("");
  const [delayMs, setDelayMs] = useState(500);
  const { send, sending, trip } = useRoundTrip();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void send(text, delayMs);
  }

  return (
    <section aria-labelledby="rt-title" className="card">
      <h1 id="rt-title">Pipeline check</h1>
      <p>Your text goes to the server, is stored, queued, processed by a worker and comes back live.</p>
      <form onSubmit={handleSubmit}>
        <label htmlFor="rt-text">Text</label>
        <input id="rt-text" value={text} onChange={(e) => setText(e.target.value)} maxLength={500} />
        <label htmlFor="rt-delay">Worker delay (ms)</label>
        <input
          id="rt-delay"
          type="number"
          min={0}
          max={10000}
          value={delayMs}
          onChange={(e) => setDelayMs(Number(e.target.value))}
        />
        <button type="submit" disabled={sending || text.trim() === ""}>
          {sending ? "Sending..." : "Send"}
        </button>
      </form>
      {trip && (
        <dl aria-live="polite">
          <dt>Status</dt>
          <dd data-testid="rt-status">{trip.status}</dd>
          <dt>Result</dt>
          <dd data-testid="rt-result">{trip.result ?? "…"}</dd>
          <dt>Processed by</dt>
          <dd>{trip.processedBy ?? "…"}</dd>
        </dl>
      )}
    </section>
  );
}
