import type { ReactNode } from "react";
import { LanguageSwitcher } from "../../../app/shell/LanguageSwitcher";
import { Logo } from "../../../app/shell/Logo";
import { ThemeToggle } from "../../../app/shell/ThemeToggle";

/** The frame of the /auth pages (outside the page shell, SPEC 2): logo, language, theme, one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <header className="auth-top">
        <Logo to="/" />
        <div className="header-tools">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="auth-main">
        <div className="card auth-card">
          <h1>{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
