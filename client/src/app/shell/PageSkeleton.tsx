import { useTranslation } from "react-i18next";

/** The placeholder while a page's code loads (SPEC 2: every page loads on demand with a skeleton). */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page-skeleton" role="status" aria-busy="true" aria-label={t("common.loadingPage")}>
      <div className="skeleton skeleton-title" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line short" />
      <div className="skeleton skeleton-block" />
    </div>
  );
}
