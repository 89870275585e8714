import { lazy, Suspense, useEffect, useMemo } from "react";
import { RouterProvider } from "react-router";
import { AuthProvider } from "../features/auth/components/AuthProvider";
import { authStore } from "../features/auth/utils/session";
import { PreferenceSync } from "./PreferenceSync";
import { createRouter, preloadSignedInApp } from "./router";
import { Splash, useSplash } from "./Splash";
import { useTheme } from "./theme";

// The toast library loads after the first paint (app/toast.ts queues toasts until it is up).
const ToasterHost = lazy(() => import("./ToasterHost"));

/** The app: session, preferences, routes, toasts (top-centre, one at a time), splash. */
export function App() {
  const router = useMemo(() => createRouter(), []);
  const splash = useSplash();
  const { theme } = useTheme();
  useEffect(
    () =>
      authStore.subscribe((state) => {
        if (state.session) preloadSignedInApp();
      }),
    [],
  );
  return (
    <AuthProvider>
      <PreferenceSync />
      <div className="app-root" inert={splash}>
        <RouterProvider router={router} />
      </div>
      <Suspense fallback={null}>
        <ToasterHost position="top-center" visibleToasts={1} theme={theme} closeButton richColors={false} />
      </Suspense>
      {splash && <Splash />}
    </AuthProvider>
  );
}
