import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { JoinGroupForm } from "../features/groups/components/GroupForms";
import "../features/groups/components/groups.css";

/** The invite link: the code is filled in; joining still takes a click. */
export default function GroupJoinPage() {
  const { t } = useTranslation();
  const { code = "" } = useParams();
  return (
    <section className="gc-home" aria-labelledby="gc-invite-title">
      <h1 id="gc-invite-title">{t("groups.invitedTitle")}</h1>
      <JoinGroupForm initialCode={code} />
      <p>
        <Link to="/groups">{t("groups.seeYourGroups")}</Link>
      </p>
    </section>
  );
}
