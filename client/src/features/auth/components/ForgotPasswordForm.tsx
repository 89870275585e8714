import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { useRequestPasswordReset } from "../hooks/use-request-password-reset";

/** "Forgot password?": asks for the e-mail and sends a reset link (valid 1 h). */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const { requestReset, sending } = useRequestPasswordReset();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      toast.error(t("msg.fillAllFields"));
      return;
    }
    if (await requestReset(email.trim())) setSent(true);
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("auth.forgotTitle")}</h2>
      {sent ? (
        <p role="status">{t("auth.resetSent")}</p>
      ) : (
        <>
          <p className="muted">{t("auth.forgotIntro")}</p>
          <label htmlFor={`${id}-email`}>{t("auth.email")}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="primary wide" disabled={sending}>
            {sending ? t("auth.submitting") : t("auth.sendLink")}
          </button>
        </>
      )}
      <button type="button" className="link-button" onClick={onBack}>
        {t("auth.backToSignIn")}
      </button>
    </form>
  );
}
