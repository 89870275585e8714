import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CATEGORIES, categoryCounts, FEATURE_CARDS, type FeatureCategory } from "../utils/feature-cards";

/** The features grid with a category filter showing each category's count. */
export function FeaturesSection() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<FeatureCategory | null>(null);
  const counts = categoryCounts(FEATURE_CARDS);
  const cards = category ? FEATURE_CARDS.filter((c) => c.category === category) : FEATURE_CARDS;
  return (
    <section id="features" className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title" tabIndex={-1}>
        {t("landing.featuresTitle")}
      </h2>
      <p className="muted">{t("landing.featuresIntro")}</p>
      <fieldset className="chips">
        <legend className="visually-hidden">{t("landing.categories")}</legend>
        <button
          type="button"
          className="chip"
          aria-pressed={category === null}
          onClick={() => setCategory(null)}
        >
          {t("landing.all", { count: FEATURE_CARDS.length })}
        </button>
        {CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            className="chip"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
          >
            {t("landing.categoryCount", { category: t(`landing.category.${c}`), count: counts[c] })}
          </button>
        ))}
      </fieldset>
      <ul className="feature-grid">
        {cards.map((card) => (
          <li key={card.key} className={`feature-card colour-${card.colour}`}>
            <span className="feature-icon" aria-hidden="true">
              <card.icon size={28} />
            </span>
            <p className="feature-category">{t(`landing.category.${card.category}`)}</p>
            <h3>
              {card.path ? (
                <Link to={card.path} className="stretched">
                  {t(`landing.cards.${card.key}.title`)}
                </Link>
              ) : (
                t(`landing.cards.${card.key}.title`)
              )}
            </h3>
            <p>{t(`landing.cards.${card.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
