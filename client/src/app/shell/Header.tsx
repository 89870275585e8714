import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { homeFor } from "../../features/auth/utils/access";
import { useUpdateProfile } from "../../features/profile/hooks/use-update-profile";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { SideMenu } from "./SideMenu";
import { ThemeToggle } from "./ThemeToggle";
import { TimerIndicatorSlot } from "./TimerIndicatorSlot";
import { UserButton } from "./UserButton";

/** "Offline" and "n changes waiting to sync" (issue 27), loaded after the header. */
const SyncStatus = lazy(() => import("../../features/flashcards/components/SyncStatus"));

/**
 * SPEC 2's sticky header: menu button, logo (home by role), timer slot, language, theme, user.
 * The one way it collapses on a phone (under 40rem): language and theme move into the menu, the
 * user button shows its initial only, so the header fits a 360 px screen.
 */
export function Header() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { update } = useUpdateProfile();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const signedIn = user !== null;
  const settings = (
    <>
      <LanguageSwitcher onChange={signedIn ? (language) => void update({ language }) : undefined} />
      <ThemeToggle onChange={signedIn ? (theme) => void update({ theme }) : undefined} />
    </>
  );
  return (
    <header className="app-header">
      <a href="#main" className="skip-link">
        {t("common.skipToContent")}
      </a>
      <button
        ref={menuButton}
        type="button"
        className="icon-button"
        aria-label={t("shell.openMenu")}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={() => setMenuOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Logo to={user ? homeFor(user.role) : "/"} />
      <div className="header-tools">
        <Suspense fallback={null}>
          <SyncStatus userId={user?.id ?? null} />
        </Suspense>
        <TimerIndicatorSlot />
        <div className="header-settings">{settings}</div>
        <UserButton />
      </div>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} settings={settings} />
    </header>
  );
}
