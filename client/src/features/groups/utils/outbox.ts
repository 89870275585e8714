/** The sender's own messages that are not in the timeline yet. */
export interface OutboxItem {
  clientId: string;
  body: string;
  /** pending: on its way; sent: stored, waiting for its place in the timeline; failed: retry. */
  status: "pending" | "sent" | "failed";
  /** Why a failed send failed (the server's reason); null when the server could not be reached. */
  error: string | null;
}

/** Adds or replaces the item with this clientId. */
export function upsertOutbox(items: OutboxItem[], item: OutboxItem): OutboxItem[] {
  const rest = items.filter((i) => i.clientId !== item.clientId);
  return [...rest, item];
}

/** Drops items whose message is now in the timeline (matched by clientId). */
export function settleOutbox(items: OutboxItem[], timelineClientIds: ReadonlySet<string>): OutboxItem[] {
  const left = items.filter((i) => !timelineClientIds.has(i.clientId));
  return left.length === items.length ? items : left;
}
