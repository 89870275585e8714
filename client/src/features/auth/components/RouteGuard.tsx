import { useTranslation } from "react-i18next";
import { Navigate, Outlet } from "react-router";
import { useAuth } from "../hooks/use-auth";
import { guardDecision, type Role } from "../utils/access";
import { StatusScreen } from "./StatusScreen";

/** SPEC 4's route guard for role-restricted pages: a wrong role goes to /dashboard. */
export function RouteGuard({ allow }: { allow: readonly Role[] }) {
  const { t } = useTranslation();
  const { loading, user } = useAuth();
  const decision = guardDecision(loading, user, allow);
  if (decision.kind === "loading") return <StatusScreen text={t("msg.verifyingPermissions")} />;
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
