import { GROUP_EDIT_WINDOW_MS } from "./constants";

/** How the viewer relates to a group. */
export interface GroupAccess {
  /** "owner" | "member" when the viewer is in the group. */
  role: "owner" | "member" | null;
  /** The viewer teaches the class this group belongs to. */
  isClassTeacher: boolean;
}

/** Members read; so does the class teacher of a class group (chats of a class are visible to its teacher). */
export function canRead(access: GroupAccess): boolean {
  return access.role !== null || access.isClassTeacher;
}

/** Only members send. */
export function canSend(access: GroupAccess): boolean {
  return access.role !== null;
}

/** The owner and the class teacher moderate: delete any message, see reports, remove members. */
export function canModerate(access: GroupAccess): boolean {
  return access.role === "owner" || access.isClassTeacher;
}

interface MessageFacts {
  senderId: string;
  createdAt: Date;
  deletedAt: Date | null;
}

/** Why an edit is refused, or null when it is allowed. */
export function editRefusal(message: MessageFacts, viewerId: string, now: Date): string | null {
  if (message.deletedAt) return "This message was deleted.";
  if (message.senderId !== viewerId) return "You can only edit your own messages.";
  if (now.getTime() - message.createdAt.getTime() > GROUP_EDIT_WINDOW_MS) {
    return "Messages can only be edited for 15 minutes after sending.";
  }
  return null;
}

/** Why a delete is refused, or null when it is allowed. */
export function deleteRefusal(
  message: MessageFacts,
  viewerId: string,
  access: GroupAccess,
  now: Date,
): string | null {
  if (message.deletedAt) return "This message was already deleted.";
  if (canModerate(access)) return null;
  if (message.senderId !== viewerId) return "You can only delete your own messages.";
  if (now.getTime() - message.createdAt.getTime() > GROUP_EDIT_WINDOW_MS) {
    return "Messages can only be deleted for 15 minutes after sending.";
  }
  return null;
}

/** The moment the sender can no longer edit or delete. */
export function editableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + GROUP_EDIT_WINDOW_MS);
}
