import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { useVerifyEmail } from "../hooks/use-verify-email";
import { AuthLayout } from "./AuthLayout";
import { StatusScreen } from "./StatusScreen";

/** /auth/verify?token=… from the verification e-mail: verifies, signs in, goes on to /dashboard. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = useVerifyEmail(params.get("token"));
  if (state.status === "verified") return <Navigate to="/dashboard" replace />;
  return (
    <AuthLayout title={t("auth.verifyTitle")}>
      {state.status === "verifying" ? (
        <StatusScreen text={t("auth.verifying")} />
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
