import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { StudyGroupDocument } from "../graphql/groups";
import { useGroupChat } from "../hooks/use-group-chat";
import { useGroupPresence, useGroupTyping } from "../hooks/use-group-live";
import { useMessageActions } from "../hooks/use-group-moderation";
import { useViewerId } from "../hooks/use-viewer-id";
import { SUBJECT_LABELS } from "../utils/labels";
import { Composer } from "./Composer";
import { GroupTools } from "./GroupTools";
import { PresenceList, TypingIndicator } from "./LiveStatus";
import { MessageList } from "./MessageList";
import "./groups.css";

/** The chat page of one group. */
export function GroupChat({ groupId }: { groupId: string }) {
  const viewerId = useViewerId();
  const groupQuery = useQuery(StudyGroupDocument, {
    variables: { id: groupId },
    fetchPolicy: "cache-and-network",
  });
  const group = groupQuery.data?.studyGroup ?? null;
  const isMember = group ? group.viewerRole !== "class_teacher" : false;
  const chat = useGroupChat(groupId, viewerId, isMember);
  const typing = useGroupTyping(groupId);
  const online = useGroupPresence(groupId);
  const actions = useMessageActions(chat.applyMessage);

  if (groupQuery.loading && !group)
    return <div className="skeleton" role="status" aria-busy="true" aria-label="Loading" />;
  if (!group || chat.removed) {
    return (
      <section className="card gc-gone">
        <h1>{chat.removed ? "You are no longer in this group" : "Group not found"}</h1>
        <p>
          {chat.removed
            ? "You were removed from this group, or it was deleted."
            : "This group does not exist, or you are not a member. Ask the owner for an invite code."}
        </p>
        <Link to="/groups">Back to your groups</Link>
      </section>
    );
  }

  return (
    <section className="gc-page" aria-labelledby="gc-title">
      <header className="gc-header">
        <Link to="/groups" className="gc-back">
          ← All groups
        </Link>
        <h1 id="gc-title">{group.name}</h1>
        <p className="hint">
          {SUBJECT_LABELS[group.subject]}
          {group.className ? ` · Class ${group.className}` : ""} · {group.memberCount} member
          {group.memberCount === 1 ? "" : "s"}
          {group.className ? " · Your teacher can read this chat." : ""}
        </p>
        <PresenceList online={online} viewerId={viewerId} />
      </header>
      <div className="gc-layout">
        <div className="gc-main">
          {chat.status === "error" && (
            <p role="alert" className="gc-error">
              {chat.loadError}
            </p>
          )}
          <MessageList
            messages={chat.messages}
            outbox={chat.outbox}
            viewerId={viewerId}
            canModerate={group.canModerate}
            hasOlder={chat.hasOlder}
            loadingOlder={chat.loadingOlder}
            onLoadOlder={chat.loadOlder}
            onRetry={(item) => void chat.retry(item)}
            onDiscard={chat.discard}
            onEdit={actions.edit}
            onDelete={actions.remove}
            onReport={actions.report}
          />
          <TypingIndicator names={typing.typingNames} />
          {isMember ? (
            <Composer
              disabled={chat.status !== "ready"}
              onSend={(body) => {
                typing.stopTyping();
                void chat.send(body);
              }}
              onTyping={typing.notifyTyping}
            />
          ) : (
            <p className="hint">
              You are reading this class group as its teacher. Join with the code to write.
            </p>
          )}
        </div>
        <GroupTools group={group} viewerId={viewerId} />
      </div>
    </section>
  );
}
