import { INVITE_CODE_VALID_DAYS, INVITE_CODE_VALID_DAYS_CHOICES } from "@vidya/core/groups/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { formatDateTime } from "../../../app/i18n/dates";
import type { StudyGroupQuery } from "../../../gql/graphql";
import { useGroupTools } from "../hooks/use-group-moderation";
import { inviteLink, reasonLabel } from "../utils/labels";
import "../../../app/i18n/english/groups";

type Group = NonNullable<StudyGroupQuery["studyGroup"]>;

/**
 * What leaving means, from the member list as it is now (it follows joins and leaves live): the
 * last member deletes the group, an owner hands it to the longest-standing member.
 */
export function leaveWarning(
  group: Group,
  viewerId: string | null,
): { key: "groups.tools.lastMember" | "groups.tools.confirmLeave" | "groups.tools.handOver"; name?: string } {
  const others = group.members.filter((m) => m.userId !== viewerId);
  if (others.length === 0) return { key: "groups.tools.lastMember" };
  if (group.viewerRole !== "owner") return { key: "groups.tools.confirmLeave" };
  const heir = [...others].sort((a, b) => Date.parse(a.joinedAt) - Date.parse(b.joinedAt))[0];
  return { key: "groups.tools.handOver", name: heir?.name ?? "" };
}

/** The invite code's expiry: "Works until 1 Dec, 10:00 am", or that it has expired. */
function CodeExpiry({ expiresAt }: { expiresAt: string | null }) {
  const { t } = useTranslation();
  if (!expiresAt) return null;
  const date = formatDateTime(expiresAt, {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  const expired = Date.parse(expiresAt) <= Date.now();
  return (
    <p className={expired ? "gc-error" : "hint"} data-testid="invite-expiry">
      {t(expired ? "groups.tools.codeExpired" : "groups.tools.codeWorksUntil", { date })}
    </p>
  );
}

/** Invite code and link, members, reports (owner and class teacher), leave and delete. */
export function GroupTools({ group, viewerId }: { group: Group; viewerId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tools = useGroupTools(group.id, group.canModerate);
  const [confirmName, setConfirmName] = useState("");
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [validDays, setValidDays] = useState<number>(INVITE_CODE_VALID_DAYS);
  const isOwner = group.viewerRole === "owner";
  const link = inviteLink(group.inviteCode);
  const warning = leaveWarning(group, viewerId);
  const me = group.members.find((m) => m.userId === viewerId);

  return (
    <aside className="gc-tools" aria-label={t("groups.tools.label")}>
      <section>
        <h2>{t("groups.tools.invite")}</h2>
        <p>
          {t("groups.tools.code")} <strong data-testid="invite-code">{group.inviteCode}</strong>
        </p>
        <CodeExpiry expiresAt={group.inviteCodeExpiresAt ?? null} />
        <div className="gc-row">
          <button
            type="button"
            className="secondary"
            onClick={() => void navigator.clipboard?.writeText(link)}
          >
            {t("groups.tools.copyLink")}
          </button>
          {isOwner && (
            <>
              <label htmlFor="gc-code-days" className="visually-hidden">
                {t("groups.tools.codeDays")}
              </label>
              <select
                id="gc-code-days"
                value={validDays}
                onChange={(e) => setValidDays(Number(e.target.value))}
              >
                {INVITE_CODE_VALID_DAYS_CHOICES.map((days) => (
                  <option key={days} value={days}>
                    {t("groups.tools.validFor", { count: days })}
                  </option>
                ))}
              </select>
              <button type="button" className="secondary" onClick={() => void tools.rotate(validDays)}>
                {t("groups.tools.newCode")}
              </button>
            </>
          )}
        </div>
      </section>

      {group.canModerate && (
        <section aria-labelledby="gc-reports-title">
          <h2 id="gc-reports-title">{t("groups.tools.reports", { count: tools.reports.length })}</h2>
          <button type="button" className="gc-link" onClick={tools.refetchReports}>
            {t("groups.tools.refresh")}
          </button>
          {tools.reports.length === 0 && <p className="hint">{t("groups.tools.noReports")}</p>}
          <ul className="gc-reports">
            {tools.reports.map((r) => (
              <li key={r.id} data-testid="report">
                <p>
                  <strong>{r.senderName}</strong>: “{r.bodySnapshot}”
                </p>
                <p className="hint">
                  {[reasonLabel(r.reason), t("groups.tools.reportedBy", { name: r.reporterName }), r.details]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <div className="gc-row">
                  <button
                    type="button"
                    className="danger"
                    onClick={() => void tools.resolve(r.id, "REMOVE_MESSAGE")}
                  >
                    {t("groups.tools.removeMessage")}
                  </button>
                  {r.senderIsMember && r.senderId !== viewerId && (
                    <button
                      type="button"
                      className="danger"
                      onClick={() => void tools.resolve(r.id, "REMOVE_MEMBER")}
                    >
                      {t("groups.tools.removeMember")}
                    </button>
                  )}
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => void tools.resolve(r.id, "DISMISS")}
                  >
                    {t("groups.tools.dismiss")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="gc-members-title">
        <h2 id="gc-members-title">{t("groups.tools.members", { count: group.members.length })}</h2>
        <ul className="gc-members">
          {group.members.map((m) => (
            <li key={m.userId}>
              <span data-testid="group-member">
                {m.name}
                {m.rosterName && m.rosterName !== m.name ? ` (${m.rosterName})` : ""}
                {m.role === "owner" ? ` ${t("groups.tools.owner")}` : ""}
                {m.userId === viewerId ? ` ${t("groups.tools.you")}` : ""}
              </span>
              {group.canModerate && m.role !== "owner" && m.userId !== viewerId && (
                <button type="button" className="gc-link" onClick={() => void tools.removeMember(m.userId)}>
                  {t("groups.tools.remove")}
                </button>
              )}
            </li>
          ))}
        </ul>
        {me && group.viewerRole !== "class_teacher" && (
          <p className="hint">
            {t("groups.tools.seenAs", { name: me.name })}{" "}
            <Link to="/profile">{t("groups.tools.changeName")}</Link>
          </p>
        )}
      </section>

      {group.viewerRole !== "class_teacher" && (
        <section>
          {confirmLeave ? (
            <div className="gc-row">
              <span data-testid="leave-warning">{t(warning.key, { name: warning.name })}</span>
              <button
                type="button"
                className="danger"
                onClick={() => void tools.leave().then((ok) => ok && navigate("/groups"))}
              >
                {t("groups.tools.leave")}
              </button>
              <button type="button" className="secondary" onClick={() => setConfirmLeave(false)}>
                {t("groups.tools.stay")}
              </button>
            </div>
          ) : (
            <button type="button" className="secondary" onClick={() => setConfirmLeave(true)}>
              {t("groups.tools.leaveGroup")}
            </button>
          )}
        </section>
      )}

      {isOwner && (
        <section aria-labelledby="gc-delete-title">
          <h2 id="gc-delete-title">{t("groups.tools.deleteTitle")}</h2>
          <label htmlFor="gc-confirm-name">{t("groups.tools.deleteConfirm", { name: group.name })}</label>
          <input id="gc-confirm-name" value={confirmName} onChange={(e) => setConfirmName(e.target.value)} />
          <button
            type="button"
            className="danger"
            disabled={confirmName.trim().toLowerCase() !== group.name.toLowerCase()}
            onClick={() => void tools.destroy(confirmName).then((ok) => ok && navigate("/groups"))}
          >
            {t("groups.tools.deleteGroup")}
          </button>
        </section>
      )}
    </aside>
  );
}
