import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { toastFailure } from "../../../shared/lib/result";
import { useReportChildAccount } from "../hooks/use-report-child-account";

/**
 * How a parent reports another account of their child (issue 24): a child who signed up again as an
 * adult or a teacher on another device. The server treats that account as a child's from then on
 * (limited until a parent consents); the answer is the same for any address.
 */
export function ReportChildAccount() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [report, { loading }] = useReportChildAccount();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return;
    try {
      const res = await report({ variables: { email: email.trim() } });
      const result = res.data?.reportChildAccount;
      if (!toastFailure(result)) {
        toast.success(t("consent.report.sent"));
        setEmail("");
      }
    } catch {
      toast.error(t("common.networkError"));
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("consent.report.title")}</h2>
      <p className="muted">{t("consent.report.intro")}</p>
      <form className="row" onSubmit={handleSubmit} noValidate>
        <label htmlFor={`${id}-email`}>{t("consent.report.email")}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="secondary" disabled={loading || !email.trim()} aria-busy={loading}>
          {t("consent.report.send")}
        </button>
      </form>
    </section>
  );
}
