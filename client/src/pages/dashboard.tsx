import { Navigate } from "react-router";
import { useAuth } from "../features/auth/hooks/use-auth";
import { homeFor } from "../features/auth/utils/access";

/** /dashboard (SPEC 2): the role-based redirect, to /subjects or /teacher-dashboard. */
export default function DashboardPage() {
  const { user } = useAuth();
  return <Navigate to={homeFor(user?.role)} replace />;
}
