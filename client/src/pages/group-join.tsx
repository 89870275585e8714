import { Link, useParams } from "react-router";
import { JoinGroupForm } from "../features/groups/components/GroupForms";
import "../features/groups/components/groups.css";

/** The invite link: the code is filled in; joining still takes a click. */
export default function GroupJoinPage() {
  const { code = "" } = useParams();
  return (
    <section className="gc-home" aria-labelledby="gc-invite-title">
      <h1 id="gc-invite-title">You are invited to a study group</h1>
      <JoinGroupForm initialCode={code} />
      <p>
        <Link to="/groups">See your groups</Link>
      </p>
    </section>
  );
}
