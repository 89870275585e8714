import { useTranslation } from "react-i18next";
import { useGoogleSignIn } from "../hooks/use-google-sign-in";
import type { SignUpRole } from "../utils/access";
import { firebaseConfig } from "../utils/firebase";

/** Shown only when Firebase is configured (VITE_FIREBASE_*). */
export function GoogleButton({ accountRole }: { accountRole: SignUpRole | null }) {
  const { t } = useTranslation();
  const { signInWithGoogle, busy } = useGoogleSignIn();
  if (!firebaseConfig()) return null;
  return (
    <>
      <p className="divider">
        <span>{t("auth.or")}</span>
      </p>
      <button
        type="button"
        className="secondary wide"
        disabled={busy}
        onClick={() => void signInWithGoogle(accountRole)}
      >
        <span aria-hidden="true" className="google-g">
          G
        </span>{" "}
        {t("auth.google")}
      </button>
    </>
  );
}
