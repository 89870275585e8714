import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { prefersReducedMotion } from "../../../app/a11y/reduced-motion";
import { Footer } from "../../../app/shell/Footer";
import { LanguageSwitcher } from "../../../app/shell/LanguageSwitcher";
import { Logo } from "../../../app/shell/Logo";
import { ThemeToggle } from "../../../app/shell/ThemeToggle";
import { AuthForm } from "../../auth/components/AuthForm";
import { StatusScreen } from "../../auth/components/StatusScreen";
import { useAuth } from "../../auth/hooks/use-auth";
import { FeaturesSection } from "./FeaturesSection";
import { StatsSection } from "./StatsSection";

function scrollToFeatures() {
  const target = document.getElementById("features-title");
  target?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  target?.focus({ preventScroll: true });
}

/** The landing page (SPEC 2): visitors only; a signed-in user goes to /subjects and nothing renders. */
export function LandingPage() {
  const { t } = useTranslation();
  const { loading, user } = useAuth();
  if (loading) return <StatusScreen text={t("msg.loading")} />;
  if (user) return <Navigate to="/subjects" replace />;
  return (
    <div className="landing">
      <header className="landing-bar">
        <Logo to="/" />
        <div className="header-tools">
          <LanguageSwitcher />
          <ThemeToggle />
          {/* Someone new: the account form, not Sign In. */}
          <Link to="/auth?mode=signup" className="button-link small">
            {t("landing.getStarted")}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <section className="hero" aria-labelledby="hero-title">
          <p className="eyebrow">{t("common.tagline")}</p>
          <h1 id="hero-title">{t("landing.heroTitle")}</h1>
          <p className="hero-text">{t("landing.heroText")}</p>
          <div className="row">
            <Link to="/auth" className="button-link large">
              {t("landing.startFree")}
            </Link>
            <button type="button" className="secondary large" onClick={scrollToFeatures}>
              {t("landing.exploreFeatures")}
            </button>
          </div>
        </section>
        <FeaturesSection />
        <StatsSection />
        <section className="landing-section inline-auth" aria-labelledby="inline-auth-title">
          <div className="card auth-card">
            <AuthForm
              initialMode="signUp"
              variant="inline"
              title={(mode) => (
                <h2 id="inline-auth-title">
                  {mode === "signUp" ? t("landing.cardSignUp") : t("landing.cardSignIn")}
                </h2>
              )}
            />
          </div>
        </section>
        <section className="landing-section cta" aria-labelledby="cta-title">
          <h2 id="cta-title">{t("landing.ctaTitle")}</h2>
          <p>{t("landing.ctaText")}</p>
          <div className="row center">
            <Link to="/auth" className="button-link large">
              {t("landing.startFreeNow")}
            </Link>
            <Link to="/auth" className="button-link large secondary-link">
              {t("landing.riskFree")}
            </Link>
            <button type="button" className="secondary large" onClick={scrollToFeatures}>
              {t("landing.exploreAll")}
            </button>
          </div>
        </section>
      </main>
      <Footer />
    </div>
  );
}
