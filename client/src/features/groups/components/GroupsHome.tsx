import { useStudyGroups } from "../hooks/use-study-groups";
import { CreateGroupForm, JoinGroupForm } from "./GroupForms";
import { GroupList } from "./GroupList";
import "./groups.css";

/** /groups: your groups with unread badges, create, join by code. */
export function GroupsHome() {
  const { groups, loading, error } = useStudyGroups();
  return (
    <section className="gc-home" aria-labelledby="gc-home-title">
      <h1 id="gc-home-title">Study groups</h1>
      <p className="hint">
        Chat with classmates about what you are learning. Be kind: messages can be reported.
      </p>
      <div className="gc-home-grid">
        <div>
          <h2>Your groups</h2>
          {loading ? (
            <div className="skeleton" role="status" aria-busy="true" aria-label="Loading" />
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
