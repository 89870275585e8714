import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFocusTrap } from "../../../app/a11y/use-focus-trap";
import { toast } from "../../../app/toast";
import { toastFailure } from "../../../shared/lib/result";
import { useMyToolAccess } from "../hooks/use-my-tool-access";
import { useSetBirthDate } from "../hooks/use-set-birth-date";

/**
 * A student without a date of birth (an account from before it was asked, or a Google sign-up) is
 * asked for it once, at their next sign-in (issue 24). Until they give it the server keeps the
 * account in limited mode; this dialog only asks. It cannot be dismissed: there is nothing else the
 * AI and group tools can do for them until it is answered.
 */
export default function BirthDatePrompt() {
  const { t } = useTranslation();
  const { data } = useMyToolAccess("cache-first");
  const [birthDate, setBirthDate] = useState("");
  const [save, { loading }] = useSetBirthDate();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const open = data?.myToolAccess.needsBirthDate === true;
  useFocusTrap(panel, open, undefined, input);
  if (!open) return null;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!birthDate) return;
    try {
      const res = await save({ variables: { birthDate } });
      const result = res.data?.setBirthDate;
      if (!toastFailure(result)) toast.success(t("consent.birthDate.saved"));
    } catch {
      toast.error(t("common.networkError"));
    }
  }

  return (
    <div className="dialog-layer">
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="birth-date-title"
        aria-describedby="birth-date-intro"
      >
        <h2 id="birth-date-title">{t("consent.birthDate.title")}</h2>
        <p id="birth-date-intro">{t("consent.birthDate.intro")}</p>
        <form onSubmit={handleSubmit} noValidate>
          <label htmlFor="birth-date-input">{t("consent.birthDate.label")}</label>
          <input
            id="birth-date-input"
            ref={input}
            type="date"
            autoComplete="bday"
            required
            max={new Date().toISOString().slice(0, 10)}
            value={birthDate}
            onChange={(e) => setBirthDate(e.target.value)}
          />
          <div className="dialog-actions">
            <button type="submit" className="primary" disabled={loading || !birthDate} aria-busy={loading}>
              {t("consent.birthDate.save")}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
