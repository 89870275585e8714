import { lazy, Suspense } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router";
import { RouteGuard } from "../features/auth/components/RouteGuard";
import { SignInGate } from "../features/auth/components/SignInGate";
import { type Access, APP_ROUTES, type AppRoute } from "./routes";
import { PageSkeleton } from "./shell/PageSkeleton";
import { RouteError } from "./shell/RouteError";
import { ScrollToTop } from "./shell/ScrollToTop";

const LandingPage = lazy(() => import("../pages/landing"));
const AuthPage = lazy(() => import("../pages/auth"));
const VerifyEmailPage = lazy(() => import("../pages/auth-verify"));
const ResetPasswordPage = lazy(() => import("../pages/auth-reset"));
const AuthCallbackPage = lazy(() => import("../pages/auth-callback"));
const NotFoundPage = lazy(() => import("../pages/not-found"));
const ParentConsentPage = lazy(() => import("../pages/parent-consent"));
// Apollo and the shell load with the first page that needs them, never with the landing page; both
// start loading together (no waterfall), and as soon as someone is signed in.
const loadShell = () => import("./shell/AppShell");
const loadApollo = () => import("./apollo-boundary");
const ApolloBoundary = lazy(() => {
  void loadShell();
  return loadApollo();
});
const AppShell = lazy(loadShell);

/** Starts downloading the signed-in part of the app (called once a session exists). */
export function preloadSignedInApp(): void {
  void loadApollo();
  void loadShell();
}

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </>
  );
}

function toRoute(route: AppRoute): RouteObject {
  return { path: route.path, element: <route.page /> };
}

function group(access: Access): RouteObject[] {
  return APP_ROUTES.filter((r) => r.access === access).map(toRoute);
}

/** Every route: landing and auth on their own, the rest in the shell behind the gate and guards. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // A page that cannot load (its code fetched offline) or throws: a clear message, not React
    // Router's developer page. Inside the shell the header and menu stay (the second one below).
    errorElement: <RouteError />,
    children: [
      { path: "/", element: <LandingPage /> },
      { path: "/auth", element: <AuthPage /> },
      { path: "/auth/verify", element: <VerifyEmailPage /> },
      { path: "/auth/reset", element: <ResetPasswordPage /> },
      { path: "/auth/sign-in-link", element: <VerifyEmailPage kind="signIn" /> },
      { path: "/parent/consent", element: <ParentConsentPage /> },
      { path: "/auth-callback", element: <AuthCallbackPage /> },
      { path: "/auth/callback", element: <AuthCallbackPage /> },
      {
        element: <ApolloBoundary />,
        children: [
          {
            element: <AppShell />,
            children: [
              ...group("public"),
              {
                element: <SignInGate />,
                errorElement: <RouteError />,
                children: [
                  ...group("open"),
                  { element: <RouteGuard allow={["student"]} />, children: group("student") },
                  { element: <RouteGuard allow={["teacher"]} />, children: group("teacher") },
                  { element: <RouteGuard allow={["parent"]} />, children: group("parent") },
                  { path: "*", element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
