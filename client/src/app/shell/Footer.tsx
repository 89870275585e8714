import { PRODUCT_NAME } from "@vidya/core/constants";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const LINKS: readonly { path: string; label: (t: TFunction) => string }[] = [
  { path: "/", label: (t) => t("features.home") },
  { path: "/flashcards", label: (t) => t("features.flashcards") },
  { path: "/study-planner", label: (t) => t("features.studyPlanner") },
  { path: "/socratic-tutor", label: (t) => t("features.socraticTutor") },
  { path: "/voice-bot", label: (t) => t("features.voiceBot") },
  { path: "/grammar", label: (t) => t("features.grammar") },
  { path: "/pomodoro", label: (t) => t("features.pomodoro") },
  { path: "/story-images", label: (t) => t("features.storyImages") },
];

const TOOLS: readonly { path: string; label: (t: TFunction) => string }[] = [
  { path: "/socratic-tutor", label: (t) => t("features.socraticTutor") },
  { path: "/voice-assistant", label: (t) => t("features.voiceAssistant") },
  { path: "/grammar", label: (t) => t("features.grammar") },
  { path: "/pomodoro", label: (t) => t("features.pomodoro") },
  { path: "/story-images", label: (t) => t("features.storyImages") },
  { path: "/flashcards", label: (t) => t("features.flashcards") },
  { path: "/study-planner", label: (t) => t("features.studyPlanner") },
  { path: "/profile", label: (t) => t("features.profileProgress") },
];

/** SPEC 2's footer: its links, the tools it names, and the tagline. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div>
          <p className="footer-brand">{PRODUCT_NAME}</p>
          <p>{t("footer.tagline")}</p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore">{t("footer.explore")}</h2>
          <ul>
            {LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label(t)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-tools">
          <h2 id="footer-tools">{t("footer.tools")}</h2>
          <ul>
            {TOOLS.map((tool) => (
              <li key={tool.path}>
                <Link to={tool.path}>{tool.label(t)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer-note">{t("footer.rights")}</p>
    </footer>
  );
}
