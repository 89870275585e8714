import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "../../auth/hooks/use-auth";
import { homeFor } from "../../auth/utils/access";
import type { FeatureKey, SubjectKey, TopicKey } from "../../subjects/utils/subjects";
import { featureTitle } from "../utils/feature-title";

export interface FeatureRef {
  feature: FeatureKey;
  subject?: SubjectKey;
  topic?: TopicKey;
  /** A parent page to go back to (math topics go back to /mathematics); else the user's home. */
  back?: { path: string; subject: SubjectKey };
}

/**
 * The page a route shows until its feature's own page lands (other issues): it names the feature and
 * links back, so no route is ever blank or an error.
 */
export function FeaturePage({ feature }: { feature: FeatureRef }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const title = featureTitle(t, feature);
  return (
    <section className="card feature-page" aria-labelledby="feature-title">
      <h1 id="feature-title">{title}</h1>
      <p>{t("featurePage.comingSoon")}</p>
      <p>{t("featurePage.meanwhile")}</p>
      {feature.back ? (
        <Link className="button-link" to={feature.back.path}>
          {t("featurePage.back", { place: t(`subjectNames.${feature.back.subject}`) })}
        </Link>
      ) : (
        <Link className="button-link" to={homeFor(user?.role)}>
          {t("featurePage.backHome")}
        </Link>
      )}
    </section>
  );
}
