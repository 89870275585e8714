import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { useAuth } from "../hooks/use-auth";
import { useChooseRole } from "../hooks/use-choose-role";
import { needsEmailVerification } from "../utils/access";
import { DEFAULT_AFTER_SIGN_IN, safeReturnUrl } from "../utils/return-url";
import { AuthForm } from "./AuthForm";
import { AuthLayout } from "./AuthLayout";
import { RoleStep } from "./RoleStep";
import { StatusScreen } from "./StatusScreen";
import { VerifyNotice } from "./VerifyNotice";

/**
 * /auth (SPEC 2): the sign-in / create-account form. A signed-in user goes to the return URL (the
 * page the gate sent them from) or /dashboard; an unverified one is asked to verify; a Google user
 * without a role chooses one.
 */
export function AuthPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { loading, user } = useAuth();
  const { chooseRole, saving } = useChooseRole();
  const returnUrl = safeReturnUrl(params.get("returnUrl"));

  if (loading) {
    return (
      <AuthLayout title={t("auth.title")}>
        <StatusScreen text={t("msg.loading")} />
      </AuthLayout>
    );
  }
  if (user && needsEmailVerification(user)) {
    return (
      <AuthLayout title={t("auth.title")}>
        <VerifyNotice email={user.email} />
      </AuthLayout>
    );
  }
  if (user && !user.role) {
    return (
      <AuthLayout title={t("auth.roleTitle")}>
        <RoleStep busy={saving} onContinue={(role) => void chooseRole(role)} />
      </AuthLayout>
    );
  }
  if (user) return <Navigate to={returnUrl ?? DEFAULT_AFTER_SIGN_IN} replace />;
  return (
    <AuthLayout title={t("auth.title")}>
      <AuthForm initialMode={params.get("mode") === "signup" ? "signUp" : "signIn"} variant="page" />
    </AuthLayout>
  );
}
