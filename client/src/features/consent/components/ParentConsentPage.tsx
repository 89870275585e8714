import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import { failureOf, settle } from "../../../shared/lib/result";
import { AuthLayout } from "../../auth/components/AuthLayout";
import { StatusScreen } from "../../auth/components/StatusScreen";
import { failureMessage, graphqlData } from "../../auth/utils/graphql-fetch";
import { authStore } from "../../auth/utils/session";
import { tellOtherTabs } from "../../auth/utils/tabs";
import {
  ParentConsentDocument,
  ParentConsentRequestDocument,
  RefuseParentConsentDocument,
} from "../graphql/consent";

type Info = { childName: string; parentEmail: string; hasParentAccount: boolean };
type State =
  | { kind: "loading" }
  | { kind: "ready"; info: Info }
  | { kind: "failed"; message: string }
  | { kind: "refused" };

/**
 * /parent/consent?token=… from the consent mail: what Vidya keeps, why and for how long; "I consent"
 * (a new parent sets a password, and is signed in to /parent) or "I do not consent".
 */
export function ParentConsentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const [state, setState] = useState<State>({ kind: "loading" });
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) {
      setState({ kind: "failed", message: t("auth.missingToken") });
      return;
    }
    graphqlData(ParentConsentRequestDocument, { token })
      .then((data) => {
        const result = settle(data.parentConsentRequest);
        setState(
          result.ok ? { kind: "ready", info: result.data } : { kind: "failed", message: result.message },
        );
      })
      .catch((error: unknown) =>
        setState({
          kind: "failed",
          message: failureMessage(error, t("common.networkError"), t("common.networkError")),
        }),
      );
  }, [token, t]);

  async function handleConsent(event: FormEvent) {
    event.preventDefault();
    if (state.kind !== "ready") return;
    if (!state.info.hasParentAccount && password.length < 8) {
      toast.error(t("auth.passwordHint"));
      return;
    }
    setBusy(true);
    try {
      const data = await graphqlData(ParentConsentDocument, {
        token,
        password: state.info.hasParentAccount ? null : password,
      });
      const result = settle(data.parentConsent);
      if (!result.ok) {
        toast.error(localizeMessage(result.message));
        return;
      }
      authStore.setSession(result.data);
      tellOtherTabs("signed-in");
      navigate("/parent", { replace: true });
    } catch (error) {
      toast.error(failureMessage(error, t("common.networkError"), t("common.networkError")));
    } finally {
      setBusy(false);
    }
  }

  async function handleRefuse() {
    setBusy(true);
    try {
      const data = await graphqlData(RefuseParentConsentDocument, { token });
      const failure = failureOf(data.refuseParentConsent);
      if (failure) toast.error(localizeMessage(failure));
      else setState({ kind: "refused" });
    } catch (error) {
      toast.error(failureMessage(error, t("common.networkError"), t("common.networkError")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t("parentConsent.title")}>
      {state.kind === "loading" && <StatusScreen text={t("parentConsent.loading")} />}
      {state.kind === "failed" && (
        <div role="alert" className="link-failed">
          <h2>{t("parentConsent.failed")}</h2>
          <p>{state.message}</p>
          <Link className="button-link" to="/">
            Vidya
          </Link>
        </div>
      )}
      {state.kind === "refused" && <p role="status">{t("parentConsent.refused")}</p>}
      {state.kind === "ready" && (
        <form className="auth-form parent-consent" onSubmit={handleConsent} noValidate>
          <p>{t("parentConsent.intro", { child: state.info.childName, email: state.info.parentEmail })}</p>
          <p>{t("parentConsent.collects")}</p>
          <p>{t("parentConsent.why")}</p>
          <p>{t("parentConsent.howLong")}</p>
          <p className="hint">{t("parentConsent.ownDevice")}</p>
          {state.info.hasParentAccount ? (
            <p className="muted">{t("parentConsent.existing")}</p>
          ) : (
            <>
              <label htmlFor="parent-password">{t("parentConsent.password")}</label>
              <input
                id="parent-password"
                type="password"
                autoComplete="new-password"
                required
                minLength={8}
                aria-describedby="parent-password-hint"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <p id="parent-password-hint" className="hint">
                {t("auth.passwordHint")}
              </p>
            </>
          )}
          <div className="row">
            <button type="submit" className="primary" disabled={busy}>
              {t("parentConsent.consent")}
            </button>
            <button type="button" className="secondary" disabled={busy} onClick={() => void handleRefuse()}>
              {t("parentConsent.refuse")}
            </button>
          </div>
        </form>
      )}
    </AuthLayout>
  );
}
