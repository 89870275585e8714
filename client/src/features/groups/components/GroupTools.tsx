import { useState } from "react";
import { useNavigate } from "react-router";
import type { StudyGroupQuery } from "../../../gql/graphql";
import { useGroupTools } from "../hooks/use-group-moderation";
import { inviteLink, REPORT_REASON_LABELS } from "../utils/labels";

type Group = NonNullable<StudyGroupQuery["studyGroup"]>;

/** Invite code and link, members, reports (owner and class teacher), leave and delete. */
export function GroupTools({ group, viewerId }: { group: Group; viewerId: string | null }) {
  const navigate = useNavigate();
  const tools = useGroupTools(group.id, group.canModerate);
  const [confirmName, setConfirmName] = useState("");
  const [confirmLeave, setConfirmLeave] = useState(false);
  const isOwner = group.viewerRole === "owner";
  const link = inviteLink(group.inviteCode);

  return (
    <aside className="gc-tools" aria-label="Group details">
      <section>
        <h2>Invite</h2>
        <p>
          Code: <strong data-testid="invite-code">{group.inviteCode}</strong>
        </p>
        <div className="gc-row">
          <button
            type="button"
            className="secondary"
            onClick={() => void navigator.clipboard?.writeText(link)}
          >
            Copy invite link
          </button>
          {isOwner && (
            <button type="button" className="secondary" onClick={() => void tools.rotate()}>
              New code
            </button>
          )}
        </div>
      </section>

      {group.canModerate && (
        <section aria-labelledby="gc-reports-title">
          <h2 id="gc-reports-title">Reports ({tools.reports.length})</h2>
          <button type="button" className="gc-link" onClick={tools.refetchReports}>
            Refresh
          </button>
          {tools.reports.length === 0 && <p className="hint">No open reports.</p>}
          <ul className="gc-reports">
            {tools.reports.map((r) => (
              <li key={r.id} data-testid="report">
                <p>
                  <strong>{r.senderName}</strong>: “{r.bodySnapshot}”
                </p>
                <p className="hint">
                  {REPORT_REASON_LABELS[r.reason]} · reported by {r.reporterName}
                  {r.details ? ` · ${r.details}` : ""}
                </p>
                <div className="gc-row">
                  <button
                    type="button"
                    className="danger"
                    onClick={() => void tools.resolve(r.id, "REMOVE_MESSAGE")}
                  >
                    Remove message
                  </button>
                  {r.senderIsMember && r.senderId !== viewerId && (
                    <button
                      type="button"
                      className="danger"
                      onClick={() => void tools.resolve(r.id, "REMOVE_MEMBER")}
                    >
                      Remove member
                    </button>
                  )}
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => void tools.resolve(r.id, "DISMISS")}
                  >
                    Dismiss
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="gc-members-title">
        <h2 id="gc-members-title">Members ({group.members.length})</h2>
        <ul className="gc-members">
          {group.members.map((m) => (
            <li key={m.userId}>
              <span>
                {m.name}
                {m.role === "owner" ? " (owner)" : ""}
                {m.userId === viewerId ? " (you)" : ""}
              </span>
              {group.canModerate && m.role !== "owner" && m.userId !== viewerId && (
                <button type="button" className="gc-link" onClick={() => void tools.removeMember(m.userId)}>
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>

      {group.viewerRole !== "class_teacher" && (
        <section>
          {confirmLeave ? (
            <div className="gc-row">
              <span>
                {isOwner && group.memberCount === 1
                  ? "You are the last member: leaving deletes the group."
                  : "Leave this group?"}
              </span>
              <button
                type="button"
                className="danger"
                onClick={() => void tools.leave().then((ok) => ok && navigate("/groups"))}
              >
                Leave
              </button>
              <button type="button" className="secondary" onClick={() => setConfirmLeave(false)}>
                Stay
              </button>
            </div>
          ) : (
            <button type="button" className="secondary" onClick={() => setConfirmLeave(true)}>
              Leave group
            </button>
          )}
        </section>
      )}

      {isOwner && (
        <section aria-labelledby="gc-delete-title">
          <h2 id="gc-delete-title">Delete group</h2>
          <label htmlFor="gc-confirm-name">
            Type “{group.name}” to delete the group and all its messages
          </label>
          <input id="gc-confirm-name" value={confirmName} onChange={(e) => setConfirmName(e.target.value)} />
          <button
            type="button"
            className="danger"
            disabled={confirmName.trim().toLowerCase() !== group.name.toLowerCase()}
            onClick={() => void tools.destroy(confirmName).then((ok) => ok && navigate("/groups"))}
          >
            Delete group
          </button>
        </section>
      )}
    </aside>
  );
}
