import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { authStore } from "../../features/auth/utils/session";
import { FocusTimerProvider } from "../../features/focus-timer/components/FocusTimerProvider";
import { StudyTimeTracker } from "../../features/study-time/components/StudyTimeTracker";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { OfflineBanner } from "./OfflineBanner";
import { PageSkeleton } from "./PageSkeleton";
import { PageTransition } from "./PageTransition";
import "../i18n/app-strings";

/** Loaded after the shell (IndexedDB and the sync), so a first visit's JavaScript stays small. */
const OfflineSync = lazy(() => import("../../features/flashcards/components/OfflineSync"));

/** SPEC 2's page shell: sticky header, main area (pages fade in, load with a skeleton), footer. */
export default function AppShell() {
  const userId = useAuth().user?.id ?? null;
  return (
    <FocusTimerProvider userId={userId}>
      <StudyTimeTracker userId={userId} getToken={authStore.getToken} />
      <Suspense fallback={null}>
        <OfflineSync userId={userId} />
      </Suspense>
      <div className="app-shell">
        <Header />
        <OfflineBanner />
        <main id="main" tabIndex={-1}>
          <PageTransition>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </PageTransition>
        </main>
        <Footer />
      </div>
    </FocusTimerProvider>
  );
}
