import { useTranslation } from "react-i18next";
import "../../../app/i18n/english/groups";

/** "Asha is typing…", "Asha and Ravi are typing…", "Several people are typing…". */
export function TypingIndicator({ names }: { names: string[] }) {
  const { t } = useTranslation();
  const [first = "", second = ""] = names;
  const text =
    names.length === 0
      ? ""
      : names.length === 1
        ? t("groups.live.typingOne", { name: first })
        : names.length === 2
          ? t("groups.live.typingTwo", { first, second })
          : t("groups.live.typingMany");
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
  const { t } = useTranslation();
  return (
    <div className="gc-presence" data-testid="presence">
      <span className="gc-presence-label">{t("groups.live.online", { count: online.length })}</span>
      <ul>
        {online.map((p) => (
          <li key={p.userId}>
            <span className="gc-dot" aria-hidden="true" />
            {p.userId === viewerId ? t("groups.live.you", { name: p.name }) : p.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
