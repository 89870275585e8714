import { useTranslation } from "react-i18next";
import { useResendVerification } from "../hooks/use-resend-verification";
import { useSignOut } from "../hooks/use-sign-out";

/** Shown on /auth to a signed-in password account whose e-mail is not verified yet. */
export function VerifyNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const { resend, sending } = useResendVerification();
  const { signOut, signingOut } = useSignOut();
  return (
    <section className="verify-notice" aria-labelledby="verify-title">
      <h2 id="verify-title">{t("auth.verifyTitle")}</h2>
      <p>{t("msg.verifyEmailRedirect")}</p>
      <p className="muted">{t("auth.verifySent", { email })}</p>
      <button type="button" className="primary wide" disabled={sending} onClick={() => void resend()}>
        {sending ? t("auth.submitting") : t("auth.resend")}
      </button>
      <button type="button" className="link-button" disabled={signingOut} onClick={() => void signOut()}>
        {t("auth.useAnother")}
      </button>
    </section>
  );
}
