import { TOAST_SIGN_IN_REQUIRED_MS, TOAST_VERIFY_EMAIL_MS } from "@vidya/core/constants";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { toast } from "../../../app/toast";
import { useAuth } from "../hooks/use-auth";
import { gateDecision } from "../utils/access";
import { StatusScreen } from "./StatusScreen";

const FirstTimeSetup = lazy(() => import("../../profile/components/FirstTimeSetup"));
const BirthDatePrompt = lazy(() => import("../../consent/components/BirthDatePrompt"));

/** SPEC 4's sign-in gate around every page except /auth and /auth-callback. */
export function SignInGate() {
  const { t } = useTranslation();
  const { loading, user, event } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const decision = gateDecision({ loading, user, event, pathname, search });
  const redirectTo = decision.kind === "redirect" ? decision.to : null;
  const notice = decision.kind === "redirect" ? decision.notice : null;

  useEffect(() => {
    if (!redirectTo) return;
    if (notice === "verifyEmail") {
      toast.info(t("msg.verifyEmailRedirect"), { id: "gate", duration: TOAST_VERIFY_EMAIL_MS });
    } else if (notice === "signInRequired") {
      toast.info(t("msg.signInRequired"), { id: "gate", duration: TOAST_SIGN_IN_REQUIRED_MS });
    }
    navigate(redirectTo, { replace: true });
  }, [redirectTo, notice, navigate, t]);

  if (decision.kind === "loading") return <StatusScreen text={t("msg.loading")} />;
  if (decision.kind === "redirect") return <StatusScreen text={t("msg.redirecting")} />;
  return (
    <>
      <Outlet />
      {user?.isFirstTimeUser && (
        <Suspense fallback={null}>
          <FirstTimeSetup />
        </Suspense>
      )}
      {/* A student without a date of birth is asked for it (issue 24), after the first-time setup. */}
      {user?.role === "student" && !user.isFirstTimeUser && (
        <Suspense fallback={null}>
          <BirthDatePrompt />
        </Suspense>
      )}
    </>
  );
}
