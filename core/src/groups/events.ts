/** What travels on the study-group pub/sub channels (topics in core/src/events.ts). */

/** A message as every subscriber and query sees it. Dates are ISO strings (it crosses Redis). */
export interface GroupMessageData {
  id: string;
  groupId: string;
  seq: number;
  clientId: string;
  senderId: string;
  senderName: string;
  /** Already masked; empty once deleted. */
  body: string;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
}

/** Published on group-messages:<groupId>, in commit order. */
export type GroupChannelEvent =
  | { kind: "added" | "edited" | "deleted"; message: GroupMessageData }
  /** The member lost access; their subscriptions end at once. */
  | { kind: "member_removed"; userId: string }
  | { kind: "member_joined"; userId: string }
  /** A member's name changed (they renamed themselves in their profile). */
  | { kind: "member_updated"; userId: string }
  | { kind: "group_deleted" };

/** Published on group-typing:<groupId>; throttled by the server, never stored. */
export interface GroupTypingEvent {
  groupId: string;
  userId: string;
  name: string;
  typing: boolean;
  at: string;
}

/** Published on group-presence:<groupId> when someone comes online or goes offline. */
export interface GroupPresenceEvent {
  groupId: string;
  userId: string;
  online: boolean;
}
