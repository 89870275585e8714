import { useStudyGroups } from "../hooks/use-study-groups";
import { CreateGroupForm, JoinGroupForm } from "./GroupForms";
import { GroupList } from "./GroupList";
import "./groups.css";
import { useTranslation } from "react-i18next";
import "../../../app/i18n/english/groups";

/** /groups: your groups with unread badges, create, join by code. */
export function GroupsHome() {
  const { t } = useTranslation();
  const { groups, loading, error } = useStudyGroups();
  return (
    <section className="gc-home" aria-labelledby="gc-home-title">
      <h1 id="gc-home-title">{t("groups.title")}</h1>
      <p className="hint">{t("groups.intro")}</p>
      <div className="gc-home-grid">
        <div>
          <h2>{t("groups.yours")}</h2>
          {loading ? (
            <div className="skeleton" role="status" aria-busy="true" aria-label={t("groups.loading")} />
          ) : (
            <GroupList groups={groups} />
          )}
          {error && (
            <p role="alert" className="gc-error">
              {error}
            </p>
          )}
        </div>
        <div className="gc-home-forms">
          <JoinGroupForm />
          <CreateGroupForm />
        </div>
      </div>
    </section>
  );
}
