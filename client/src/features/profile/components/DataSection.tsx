import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useFocusTrap } from "../../../app/a11y/use-focus-trap";
import { useDeleteAccount } from "../hooks/use-delete-account";
import { useExportMyData } from "../hooks/use-export-my-data";

/** Download my data (JSON) and delete my account (confirmed by typing the e-mail). */
export function DataSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { download, exporting } = useExportMyData();
  const { deleteAccount, deleting } = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  const panel = useRef<HTMLDivElement>(null);
  const close = () => {
    setConfirming(false);
    setTyped("");
  };
  useFocusTrap(panel, confirming, close);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  async function handleDelete() {
    if (!matches) return;
    if (await deleteAccount(typed.trim())) navigate("/", { replace: true });
  }

  return (
    <section className="card" aria-labelledby="profile-data">
      <h2 id="profile-data">{t("profile.yourData")}</h2>
      <p className="muted">{t("profile.dataIntro")}</p>
      <div className="row">
        <button type="button" className="secondary" disabled={exporting} onClick={() => void download()}>
          {t("profile.download")}
        </button>
        <button type="button" className="danger" onClick={() => setConfirming(true)}>
          {t("profile.deleteButton")}
        </button>
      </div>
      {confirming && (
        <div className="dialog-layer">
          <div ref={panel} className="dialog" role="dialog" aria-modal="true" aria-labelledby="delete-title">
            <h2 id="delete-title">{t("profile.deleteTitle")}</h2>
            <p>{t("profile.deleteIntro")}</p>
            <label htmlFor="delete-confirm">{t("profile.deleteConfirm", { email })}</label>
            <input
              id="delete-confirm"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <div className="dialog-actions">
              <button type="button" className="secondary" onClick={close}>
                {t("common.cancel")}
              </button>
              <button
                type="button"
                className="danger"
                disabled={!matches || deleting}
                onClick={() => void handleDelete()}
              >
                {t("profile.deleteButton")}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
