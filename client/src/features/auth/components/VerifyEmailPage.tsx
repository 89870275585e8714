import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { useVerifyEmail } from "../hooks/use-verify-email";
import { AuthLayout } from "./AuthLayout";
import { StatusScreen } from "./StatusScreen";

/**
 * /auth/verify?token=… from the verification e-mail, or /auth/sign-in-link?token=… from the one-time
 * sign-in mail (kind "signIn"): uses the link, signs in, goes on to /dashboard.
 */
export function VerifyEmailPage({ kind = "verify" }: { kind?: "verify" | "signIn" }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useVerifyEmail(params.get("token"), kind);
  if (state.status === "verified") return <Navigate to="/dashboard" replace />;
  return (
    <AuthLayout title={t(kind === "verify" ? "auth.verifyTitle" : "auth.linkSignInTitle")}>
      {state.status === "verifying" ? (
        <StatusScreen text={t(kind === "verify" ? "auth.verifying" : "auth.linkSigningIn")} />
      ) : (
        <div role="alert" className="link-failed">
          <h2>{t("auth.linkFailed")}</h2>
          <p>{state.message}</p>
          <Link className="button-link" to="/auth">
            {t("auth.goToSignIn")}
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}
