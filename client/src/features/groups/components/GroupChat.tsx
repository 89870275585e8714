import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StudyGroupQuery } from "../../../gql/graphql";
import { useGroupChat } from "../hooks/use-group-chat";
import { useGroupPresence, useGroupTyping } from "../hooks/use-group-live";
import { useMessageActions } from "../hooks/use-group-moderation";
import { useViewerId } from "../hooks/use-viewer-id";
import { groupAbout } from "../utils/labels";
import { Composer } from "./Composer";
import { GroupTools } from "./GroupTools";
import { PresenceList, TypingIndicator } from "./LiveStatus";
import { MessageList } from "./MessageList";
import "./groups.css";
import { useGroupClassChoices } from "../hooks/use-group-class-choices";
import { useStudyGroup } from "../hooks/use-study-group";
import "../../../app/i18n/english/groups";

type Group = NonNullable<StudyGroupQuery["studyGroup"]>;

/**
 * The chat's title, description and who is online. In a class group the students read that their
 * teacher can read the chat; the teacher reads that the students know it.
 */
function ChatHeader(props: {
  group: Group;
  viewerIsClassTeacher: boolean;
  online: { userId: string; name: string }[];
  viewerId: string | null;
}) {
  const { t } = useTranslation();
  const { group } = props;
  const notice = group.className
    ? t(props.viewerIsClassTeacher ? "groups.chat.teacherReads" : "groups.chat.studentsKnow")
    : null;
  return (
    <header className="gc-header">
      <Link to="/groups" className="gc-back">
        {t("groups.chat.allGroups")}
      </Link>
      <h1 id="gc-title">{group.name}</h1>
      <p className="hint">{groupAbout(group, notice)}</p>
      <PresenceList online={props.online} viewerId={props.viewerId} />
    </header>
  );
}

/**
 * Whether the viewer teaches the group's class: told by the role when they are not a member, else
 * found among the classes they see (a teacher who made or joined their class's group is a member).
 */
function useViewerIsClassTeacher(group: Group | null): boolean {
  const byRole = group?.viewerRole === "class_teacher";
  const classes = useGroupClassChoices({
    skip: !group?.classroomId || byRole,
    fetchPolicy: "cache-first",
  }).data?.classrooms;
  if (!group?.classroomId) return false;
  return byRole || (classes ?? []).some((c) => c.id === group.classroomId && c.viewerIsTeacher);
}

/** The chat page of one group. */
export function GroupChat({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const viewerId = useViewerId();
  const groupQuery = useStudyGroup(groupId);
  const group = groupQuery.data?.studyGroup ?? null;
  const isMember = group ? group.viewerRole !== "class_teacher" : false;
  const chat = useGroupChat(groupId, viewerId, isMember);
  const typing = useGroupTyping(groupId);
  const online = useGroupPresence(groupId);
  const actions = useMessageActions(chat.applyMessage);
  const viewerIsClassTeacher = useViewerIsClassTeacher(group);

  if (groupQuery.loading && !group)
    return <div className="skeleton" role="status" aria-busy="true" aria-label={t("groups.chat.loading")} />;
  if (!group || chat.removed) {
    return (
      <section className="card gc-gone">
        <h1>{t(chat.removed ? "groups.chat.removedTitle" : "groups.chat.notFoundTitle")}</h1>
        <p>{t(chat.removed ? "groups.chat.removedText" : "groups.chat.notFoundText")}</p>
        <Link to="/groups">{t("groups.chat.backToGroups")}</Link>
      </section>
    );
  }

  return (
    <section className="gc-page" aria-labelledby="gc-title">
      <ChatHeader
        group={group}
        viewerIsClassTeacher={viewerIsClassTeacher}
        online={online}
        viewerId={viewerId}
      />
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
            <p className="hint">{t("groups.chat.readingAsTeacher")}</p>
          )}
        </div>
        <GroupTools group={group} viewerId={viewerId} />
      </div>
    </section>
  );
}
