import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../app/i18n/dates";
import { toast } from "../../../app/toast";
import { toastFailure } from "../../../shared/lib/result";
import { useConfirmClassConsent } from "../hooks/use-confirm-class-consent";

/**
 * The class teacher confirms once, for the school, that the school has the parents' consent; the
 * date and their name are recorded and the class's children leave limited mode (issue 18).
 */
export function ClassConsent(props: {
  classroomId: string;
  confirmedAt: string | null;
  confirmedName: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState("");
  const [confirm, { loading }] = useConfirmClassConsent();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const res = await confirm({ variables: { classroomId: props.classroomId, name: name.trim() } });
      const result = res.data?.confirmClassConsent;
      toastFailure(result);
    } catch {
      toast.error(t("common.networkError"));
    }
  }

  if (props.confirmedAt) {
    return (
      <p className="cls-muted" data-testid="class-consent">
        {t("consent.classConsent")}:{" "}
        {t("consent.confirmed", { name: props.confirmedName ?? "", date: formatDate(props.confirmedAt) })}
      </p>
    );
  }
  return (
    <form className="class-consent" onSubmit={handleSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h4 id={`${id}-title`}>{t("consent.classConsent")}</h4>
      <p className="cls-muted">{t("consent.classConsentIntro")}</p>
      <p className="cls-muted">{t("consent.classConsentVerified")}</p>
      <label htmlFor={`${id}-name`}>{t("consent.yourName")}</label>
      <input id={`${id}-name`} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
      <button type="submit" disabled={loading || name.trim().length < 2}>
        {t("consent.confirm")}
      </button>
    </form>
  );
}
