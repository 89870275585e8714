/** "Asha is typing…", "Asha and Ravi are typing…", "Several people are typing…". */
export function TypingIndicator({ names }: { names: string[] }) {
  const text =
    names.length === 0
      ? ""
      : names.length === 1
        ? `${names[0]} is typing…`
        : names.length === 2
          ? `${names[0]} and ${names[1]} are typing…`
          : "Several people are typing…";
  return (
    <p className="gc-typing" aria-live="polite" data-testid="typing-indicator">
      {text}
    </p>
  );
}

/** The online list: names with a green dot; you are listed as "you". */
export function PresenceList({
  online,
  viewerId,
}: {
  online: { userId: string; name: string }[];
  viewerId: string | null;
}) {
  return (
    <div className="gc-presence" data-testid="presence">
      <span className="gc-presence-label">Online now ({online.length}):</span>
      <ul>
        {online.map((p) => (
          <li key={p.userId}>
            <span className="gc-dot" aria-hidden="true" />
            {p.userId === viewerId ? `${p.name} (you)` : p.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
