import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { GuardedTool } from "../../../gql/graphql";
import { useClosedTool, useRequestParentConsent } from "../hooks/use-tool-access";

const PARENT_EMAIL_KEY = "vidya:parent-email";

/**
 * Limited mode (issue 18): shows the tool only while the user may use it. A closed tool gets a kind
 * explanation and, when a parent's consent is what is missing, "Ask a parent" / "Remind my parent".
 * The server refuses the tool's operations too; this only spares the child a failed attempt.
 */
export function ToolGate({ tool, children }: { tool: GuardedTool; children: ReactNode }) {
  const { t } = useTranslation();
  const { closed, access } = useClosedTool(tool);
  if (!closed) return <>{children}</>;
  // The server's English message, in the reader's language (by its code and the consent basis).
  const reason =
    closed.code === "BIRTH_DATE_REQUIRED"
      ? "birthDate"
      : closed.code === "CONSENT_REQUIRED"
        ? access?.basis === "withdrawn"
          ? "withdrawn"
          : closed.message.startsWith("A parent told us")
            ? "reported"
            : "required"
        : closed.code === "TOOL_DISABLED"
          ? "disabled"
          : closed.code === "DAILY_LIMIT_REACHED"
            ? "dailyLimit"
            : null;
  return (
    <ClosedTool
      message={reason ? t(`consent.reasons.${reason}`) : closed.message}
      askParent={closed.code === "CONSENT_REQUIRED" && access?.basis === "none"}
      requested={access?.parentRequested ?? false}
    />
  );
}

function ClosedTool({
  message,
  askParent,
  requested,
}: {
  message: string;
  askParent: boolean;
  requested: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { request, sending } = useRequestParentConsent();
  const [email, setEmail] = useState(() => sessionStorage.getItem(PARENT_EMAIL_KEY) ?? "");
  const [sent, setSent] = useState(requested);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return;
    if (await request(email.trim(), sent)) {
      sessionStorage.setItem(PARENT_EMAIL_KEY, email.trim());
      setSent(true);
    }
  }

  return (
    <section className="card limited-mode" aria-labelledby={`${id}-title`} data-testid="limited-mode">
      <h2 id={`${id}-title`}>{t("consent.closedTitle")}</h2>
      <p>{message}</p>
      {askParent && (
        <form onSubmit={handleSubmit} noValidate>
          {sent && <p className="muted">{t("consent.waiting")}</p>}
          <label htmlFor={`${id}-email`}>{t("consent.parentEmail")}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            required
            aria-describedby={`${id}-hint`}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <p id={`${id}-hint`} className="hint">
            {t("consent.parentEmailHint")}
          </p>
          <button type="submit" className="primary" disabled={sending} aria-busy={sending}>
            {sent ? t("consent.remind") : t("consent.askParent")}
          </button>
        </form>
      )}
      <p className="muted">{t("consent.open")}</p>
    </section>
  );
}
