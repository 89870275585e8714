/** A centred one-line status ('Loading...', 'Redirecting...', 'Verifying permissions...'). */
export function StatusScreen({ text, detail }: { text: string; detail?: string }) {
  return (
    <div className="status-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p className="status-text">{text}</p>
      {detail && <p className="muted">{detail}</p>}
    </div>
  );
}
