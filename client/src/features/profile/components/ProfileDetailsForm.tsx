import { CLASSES } from "@vidya/core/constants";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../app/toast";
import type { SessionUser } from "../../auth/utils/auth-store";
import { useUpdateProfile } from "../hooks/use-update-profile";

/** Username, display name and class (a teacher's: the class they teach most; a parent has none); e-mail and role are shown read-only. */
export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { update, saving } = useUpdateProfile();
  const [username, setUsername] = useState(user.username ?? "");
  const [displayName, setDisplayName] = useState(user.displayName ?? "");
  const [preferredClass, setPreferredClass] = useState(
    user.preferredClass ? String(user.preferredClass) : "",
  );

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const ok = await update({
      username: username.trim() || null,
      displayName: displayName.trim(),
      ...(user.role === "parent" ? {} : { preferredClass: preferredClass ? Number(preferredClass) : null }),
    });
    if (ok) toast.success(t("profile.saved"));
  }

  return (
    <form className="card profile-form" onSubmit={handleSubmit} aria-labelledby="profile-details">
      <h2 id="profile-details">{t("profile.details")}</h2>
      <dl className="readonly">
        <div>
          <dt>{t("profile.email")}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t("profile.role")}</dt>
          <dd data-testid="profile-role">{t(`profile.roles.${user.role ?? "none"}`)}</dd>
        </div>
      </dl>
      <label htmlFor="profile-username">{t("profile.username")}</label>
      <input
        id="profile-username"
        value={username}
        maxLength={30}
        autoComplete="username"
        aria-describedby="profile-username-hint"
        onChange={(e) => setUsername(e.target.value)}
      />
      <p id="profile-username-hint" className="hint">
        {t("profile.usernameHint")}
      </p>
      <label htmlFor="profile-display-name">{t("profile.displayName")}</label>
      <input
        id="profile-display-name"
        value={displayName}
        maxLength={60}
        autoComplete="name"
        onChange={(e) => setDisplayName(e.target.value)}
      />
      {/* A parent has no class of their own; a teacher's is the class they teach most. */}
      {user.role === "parent" ? null : (
        <>
          <label htmlFor="profile-class">
            {user.role === "teacher" ? t("setup.teacherLabel") : t("profile.preferredClass")}
          </label>
          <select
            id="profile-class"
            value={preferredClass}
            onChange={(e) => setPreferredClass(e.target.value)}
          >
            <option value="">{t("profile.noClass")}</option>
            {CLASSES.map((n) => (
              <option key={n} value={String(n)}>
                {t("common.classN", { n })}
              </option>
            ))}
          </select>
        </>
      )}
      <button type="submit" className="primary" disabled={saving}>
        {saving ? t("profile.saving") : t("profile.save")}
      </button>
    </form>
  );
}
