import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "../../../app/toast";
import { useResetPassword } from "../hooks/use-reset-password";
import { AuthLayout } from "./AuthLayout";

/** /auth/reset?token=… from the reset e-mail: choose a new password, then you are signed in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const { resetPassword, submitting } = useResetPassword();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    if (!password || !confirm) {
      toast.error(t("msg.fillAllFields"));
      return;
    }
    if (password !== confirm) {
      toast.error(t("auth.passwordsDiffer"));
      return;
    }
    if (await resetPassword(token, password)) navigate("/dashboard", { replace: true });
  }

  if (!token) {
    return (
      <AuthLayout title={t("auth.resetTitle")}>
        <p role="alert">{t("auth.missingToken")}</p>
        <Link className="button-link" to="/auth">
          {t("auth.goToSignIn")}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("auth.resetTitle")}>
      <form className="auth-form" onSubmit={handleSubmit} noValidate>
        <label htmlFor="reset-password">{t("auth.newPassword")}</label>
        <input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          aria-describedby="reset-hint"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p id="reset-hint" className="hint">
          {t("auth.passwordHint")}
        </p>
        <label htmlFor="reset-confirm">{t("auth.confirmPassword")}</label>
        <input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button type="submit" className="primary wide" disabled={submitting}>
          {submitting ? t("auth.submitting") : t("auth.resetSubmit")}
        </button>
      </form>
    </AuthLayout>
  );
}
