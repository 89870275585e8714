import { useAuth } from "../../auth/hooks/use-auth";
import { useCompleteFirstTimeSetup } from "../hooks/use-complete-first-time-setup";
import { FirstTimeSetupDialog } from "./FirstTimeSetupDialog";

/** The setup dialog wired to the server; the gate renders it while `isFirstTimeUser` is true. */
export default function FirstTimeSetup() {
  const { complete, saving } = useCompleteFirstTimeSetup();
  const { user } = useAuth();
  return <FirstTimeSetupDialog save={complete} saving={saving} teacher={user?.role === "teacher"} />;
}
