import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { JoinGroupForm } from "../features/groups/components/GroupForms";
import "../features/groups/components/groups.css";
import { ToolGate } from "../features/consent/components/ToolGate";
import "../app/i18n/english/groups";

/** The invite link: the code is filled in; joining still takes a click. */
export default function GroupJoinPage() {
  const { t } = useTranslation();
  const { code = "" } = useParams();
  return (
    <section className="gc-home" aria-labelledby="gc-invite-title">
      <h1 id="gc-invite-title">{t("groups.invitedTitle")}</h1>
      <ToolGate tool="studyGroups">
        <JoinGroupForm initialCode={code} />
      </ToolGate>
      <p>
        <Link to="/groups">{t("groups.seeYourGroups")}</Link>
      </p>
    </section>
  );
}
