import { PRODUCT_NAME } from "@vidya/core/constants";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The product logo linking home; its mark is a drawing, so the link's name is "Vidya home". */
export function Logo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="logo" aria-label={t("shell.logoHome")}>
      <svg className="logo-mark" viewBox="0 0 512 512" aria-hidden="true" focusable="false">
        <rect width="512" height="512" rx="112" fill="currentColor" />
        <path d="M136 150h62l58 160 58-160h62L290 372h-68z" className="logo-v" />
      </svg>
      <span className="logo-text">{PRODUCT_NAME}</span>
    </Link>
  );
}
