import type { GroupMessageData } from "@vidya/core/groups/events";
import type { GroupMessage, User } from "@vidya/db/prisma";

/** The name other members see: never the e-mail address (these are children). */
export function memberName(user: Pick<User, "id" | "username" | "displayName" | "role">): string {
  if (user.displayName) return user.displayName;
  if (user.username) return user.username;
  return `${user.role === "teacher" ? "Teacher" : "Student"} ${user.id.slice(0, 4)}`;
}

export const SENDER_SELECT = { id: true, username: true, displayName: true, role: true } as const;
export type SenderRow = Pick<User, "id" | "username" | "displayName" | "role">;

/** A stored message as it goes to clients and over pub/sub. */
export function messageData(row: GroupMessage & { sender: SenderRow }): GroupMessageData {
  return {
    id: row.id,
    groupId: row.groupId,
    seq: row.seq,
    clientId: row.clientId,
    senderId: row.senderId,
    senderName: memberName(row.sender),
    body: row.deletedAt ? "" : row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    deletedBy: row.deletedBy,
  };
}
