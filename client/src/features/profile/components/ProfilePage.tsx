import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../auth/hooks/use-auth";
import { DataSection } from "./DataSection";
import { PreferencesSection } from "./PreferencesSection";
import { ProfileDetailsForm } from "./ProfileDetailsForm";

// Progress (with its chart library) loads only on /profile, and only for students.
const ProgressSection = lazy(() => import("../../progress/components/ProgressSection"));

/** /profile: details, a student's progress, language and theme, and the user's data (download, delete). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="stack">
      <h1>{t("profile.title")}</h1>
      <ProfileDetailsForm key={user.id} user={user} />
      {user.role === "student" ? (
        <Suspense fallback={null}>
          <ProgressSection />
        </Suspense>
      ) : null}
      <PreferencesSection />
      <DataSection email={user.email} />
    </div>
  );
}
