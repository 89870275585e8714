import { useEffect, useMemo } from "react";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { AuthProvider } from "../features/auth/components/AuthProvider";
import { authStore } from "../features/auth/utils/session";
import { PreferenceSync } from "./PreferenceSync";
import { createRouter, preloadSignedInApp } from "./router";
import { Splash, useSplash } from "./Splash";
import { useTheme } from "./theme";

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
      <Toaster position="top-center" visibleToasts={1} theme={theme} closeButton richColors={false} />
      {splash && <Splash />}
    </AuthProvider>
  );
}
