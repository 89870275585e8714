import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import { useSignIn } from "../hooks/use-sign-in";
import { useSignUp } from "../hooks/use-sign-up";
import type { SignUpRole } from "../utils/access";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { GoogleButton } from "./GoogleButton";
import { RoleStep } from "./RoleStep";

export type AuthMode = "signIn" | "signUp";

const PASSWORD_MIN = 8;

/**
 * E-mail and password, Sign In or Create Account (SPEC 2 and 4). Creating an account asks for the
 * role first; Change clears it. On /auth the modes are tabs; on the landing card a link switches.
 */
export function AuthForm({
  initialMode,
  variant,
  title,
}: {
  initialMode: AuthMode;
  variant: "page" | "inline";
  /** A heading that follows the mode (the landing card's). */
  title?: (mode: AuthMode) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [role, setRole] = useState<SignUpRole | null>(null);
  const [forgot, setForgot] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [birthDate, setBirthDate] = useState("");
  /** The address a sign-up was just sent for: the form gives way to "check your inbox". */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { signIn, submitting: signingIn } = useSignIn();
  const { signUp, submitting: signingUp } = useSignUp();
  const submitting = signingIn || signingUp;

  if (forgot) return <ForgotPasswordForm initialEmail={email} onBack={() => setForgot(false)} />;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password || (mode === "signUp" && role === "student" && !birthDate)) {
      toast.error(t("msg.fillAllFields"));
      return;
    }
    if (mode === "signIn") await signIn(email.trim(), password);
    // Without a role the role step shows instead of this form (SPEC 4, sign-up flow).
    else if (role && (await signUp(email.trim(), password, role, role === "student" ? birthDate : null))) {
      setSentTo(email.trim());
      setPassword("");
    }
  }

  if (sentTo) {
    return (
      <section className="auth-form verify-notice" aria-labelledby={`${id}-sent`}>
        <h2 id={`${id}-sent`}>{t("auth.verifyTitle")}</h2>
        <p className="muted">{t("auth.verifySent", { email: sentTo })}</p>
        <button
          type="button"
          className="primary wide"
          onClick={() => {
            setSentTo(null);
            setMode("signIn");
          }}
        >
          {t("auth.goToSignIn")}
        </button>
      </section>
    );
  }

  const modeSwitch =
    variant === "page" ? (
      <fieldset className="mode-tabs">
        <legend className="visually-hidden">{t("auth.modes")}</legend>
        <button type="button" aria-pressed={mode === "signIn"} onClick={() => setMode("signIn")}>
          {t("auth.signInTab")}
        </button>
        <button type="button" aria-pressed={mode === "signUp"} onClick={() => setMode("signUp")}>
          {t("auth.signUpTab")}
        </button>
      </fieldset>
    ) : null;
  const modeLink = (
    <button
      type="button"
      className="link-button"
      onClick={() => setMode(mode === "signIn" ? "signUp" : "signIn")}
    >
      {mode === "signIn" ? t("auth.switchToSignUp") : t("auth.switchToSignIn")}
    </button>
  );

  if (mode === "signUp" && !role) {
    return (
      <div className="auth-form">
        {title?.(mode)}
        {modeSwitch}
        <RoleStep onContinue={setRole} />
        <GoogleButton accountRole={null} />
        {variant === "inline" && modeLink}
      </div>
    );
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      {title?.(mode)}
      {modeSwitch}
      {mode === "signUp" && role && (
        <p className="role-summary">
          {t("auth.signingUpAs", { role: t(`auth.${role}`) })}{" "}
          <button type="button" className="link-button" onClick={() => setRole(null)}>
            {t("auth.change")}
          </button>
        </p>
      )}
      <label htmlFor={`${id}-email`}>{t("auth.email")}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor={`${id}-password`}>{t("auth.password")}</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete={mode === "signIn" ? "current-password" : "new-password"}
        required
        minLength={mode === "signUp" ? PASSWORD_MIN : undefined}
        aria-describedby={mode === "signUp" ? `${id}-hint` : undefined}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {mode === "signUp" && (
        <p id={`${id}-hint`} className="hint">
          {t("auth.passwordHint")}
        </p>
      )}
      {mode === "signUp" && role === "student" && (
        <>
          <label htmlFor={`${id}-birth`}>{t("auth.birthDate")}</label>
          <input
            id={`${id}-birth`}
            type="date"
            autoComplete="bday"
            required
            max={new Date().toISOString().slice(0, 10)}
            aria-describedby={`${id}-birth-hint`}
            value={birthDate}
            onChange={(e) => setBirthDate(e.target.value)}
          />
          <p id={`${id}-birth-hint`} className="hint">
            {t("auth.birthDateHint")}
          </p>
        </>
      )}
      <button type="submit" className="primary wide" disabled={submitting} aria-busy={submitting}>
        {submitting
          ? t("auth.submitting")
          : mode === "signIn"
            ? t("auth.submitSignIn")
            : t("auth.submitSignUp")}
      </button>
      {mode === "signIn" && (
        <button type="button" className="link-button" onClick={() => setForgot(true)}>
          {t("auth.forgot")}
        </button>
      )}
      <GoogleButton accountRole={mode === "signUp" ? role : null} />
      {variant === "inline" && modeLink}
    </form>
  );
}
