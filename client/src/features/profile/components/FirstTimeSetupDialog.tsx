import { CLASSES, DEFAULT_CLASS } from "@vidya/core/constants";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFocusTrap } from "../../../app/a11y/use-focus-trap";
import { toast } from "../../../app/toast";

/**
 * SPEC 4/5's first-time setup dialog. Clicking outside and Escape do nothing: it closes only through
 * Skip for now or Set My Standard, each of which saves (`save` returns true when it did).
 */
export function FirstTimeSetupDialog({
  save,
  saving = false,
  teacher = false,
}: {
  save: (standard: string | null) => Promise<boolean>;
  saving?: boolean;
  /** A teacher is asked for the class they teach most, not for their own standard. */
  teacher?: boolean;
}) {
  const { t } = useTranslation();
  const [standard, setStandard] = useState(String(DEFAULT_CLASS));
  const panel = useRef<HTMLDivElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  useFocusTrap(panel, true, undefined, select);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!standard) {
      toast.error(t("msg.selectStandard"));
      return;
    }
    await save(standard);
  }

  return (
    <div className="dialog-layer">
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="setup-title"
        aria-describedby="setup-intro"
      >
        <h2 id="setup-title">{t("setup.title")}</h2>
        <p id="setup-intro">{t(teacher ? "setup.teacherIntro" : "setup.intro")}</p>
        <form onSubmit={handleSubmit} noValidate>
          <label htmlFor="setup-standard">{t(teacher ? "setup.teacherLabel" : "setup.label")}</label>
          <select
            id="setup-standard"
            ref={select}
            value={standard}
            required
            onChange={(e) => setStandard(e.target.value)}
          >
            <option value="">{t("setup.placeholder")}</option>
            {CLASSES.map((n) => (
              <option key={n} value={String(n)}>
                {t("common.classN", { n })}
              </option>
            ))}
          </select>
          <div className="dialog-actions">
            <button type="button" className="secondary" disabled={saving} onClick={() => void save(null)}>
              {t("setup.skip")}
            </button>
            <button type="submit" className="primary" disabled={saving}>
              {t(teacher ? "setup.teacherSet" : "setup.set")}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
