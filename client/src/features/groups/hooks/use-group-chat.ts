import { useApolloClient } from "@apollo/client/react";
import { GROUP_PRESENCE_HEARTBEAT_MS } from "@vidya/core/groups/constants";
import { MessageSync, type SyncPage } from "@vidya/core/groups/message-sync";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import type { GroupMessageFieldsFragment } from "../../../gql/graphql";
import { failureMessage } from "../../../shared/lib/result";
import { MarkGroupReadDocument, StudyGroupDocument } from "../graphql/groups";
import { GroupMessageEventsDocument, GroupMessagesDocument } from "../graphql/messages";
import { useOutbox } from "./use-outbox";
import "../../../app/i18n/english/groups";

export type ChatMessage = GroupMessageFieldsFragment;

const FIRST_PAGE = 50;
const OLDER_PAGE = 30;
/** Member changes arriving together (a class joining at once) cost one re-read of the group. */
const MEMBERS_REFRESH_MS = 250;

/**
 * One group's chat, never losing a message: the timeline is a MessageSync (core), fed by the
 * groupMessageEvents subscription. Every (re)subscription starts with SUBSCRIBED, after which the
 * sync fetches groupMessages(afterSeq: last) before applying the live events that arrived
 * meanwhile; gaps and the 25 s heartbeat trigger the same catch-up.
 */
export function useGroupChat(groupId: string, viewerId: string | null, canMarkRead: boolean) {
  const client = useApolloClient();
  const [, bump] = useReducer((n: number) => n + 1, 0);
  const syncRef = useRef<MessageSync<ChatMessage> | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "error">("loading");
  const [loadError, setLoadError] = useState<string | null>(null);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const fetchPage = useCallback(
    async (vars: {
      afterSeq?: number;
      beforeSeq?: number;
      limit: number;
    }): Promise<SyncPage<ChatMessage>> => {
      const res = await client.query({
        query: GroupMessagesDocument,
        variables: { groupId, ...vars },
        fetchPolicy: "network-only",
      });
      const result = res.data?.groupMessages;
      if (result?.__typename !== "QueryGroupMessagesSuccess") {
        throw new Error(failureMessage(result) ?? i18n.t("groups.chat.loadFailed"));
      }
      return result.data;
    },
    [client, groupId],
  );

  useEffect(() => {
    const sync = new MessageSync<ChatMessage>({
      fetchAfter: (afterSeq) => fetchPage({ afterSeq, limit: 100 }),
      onChange: bump,
    });
    syncRef.current = sync;
    setStatus("loading");
    let cancelled = false;
    fetchPage({ limit: FIRST_PAGE }).then(
      (page) => {
        if (cancelled) return;
        sync.loadLatest(page);
        setHasOlder(page.hasMore);
        setStatus("ready");
      },
      (error: unknown) => {
        if (cancelled) return;
        setLoadError(error instanceof Error ? error.message : i18n.t("groups.chat.loadFailed"));
        setStatus("error");
      },
    );
    let membersTimer: ReturnType<typeof setTimeout> | undefined;
    const subscription = client
      .subscribe({ query: GroupMessageEventsDocument, variables: { groupId } })
      .subscribe({
        next: (result) => {
          const event = result.data?.groupMessageEvents;
          if (event?.type === "MEMBERS") {
            // Someone joined, left, was removed, took over or renamed: the page re-reads the
            // group (once per burst), so counts, names, Remove buttons and the Leave wording follow.
            clearTimeout(membersTimer);
            membersTimer = setTimeout(() => {
              void client
                .query({ query: StudyGroupDocument, variables: { id: groupId }, fetchPolicy: "network-only" })
                .catch(() => undefined);
            }, MEMBERS_REFRESH_MS);
            return;
          }
          if (event) sync.handle(event);
        },
      });
    const heartbeat = setInterval(() => void sync.check(), GROUP_PRESENCE_HEARTBEAT_MS);
    const onOnline = () => void sync.check();
    window.addEventListener("online", onOnline);
    return () => {
      cancelled = true;
      clearTimeout(membersTimer);
      subscription.unsubscribe();
      clearInterval(heartbeat);
      window.removeEventListener("online", onOnline);
      sync.stop();
    };
  }, [client, groupId, fetchPage]);

  const sync = syncRef.current;
  const messages = sync?.messages ?? [];
  const lastSeq = sync?.lastSeq ?? 0;
  const removed = sync?.removed ?? false;
  const outbox = useOutbox(groupId, (m) => syncRef.current?.sent(m));
  const { settle } = outbox;

  const ownClientIds = useMemo(
    () => new Set(messages.filter((m) => m.senderId === viewerId).map((m) => m.clientId)),
    [messages, viewerId],
  );
  useEffect(() => settle(ownClientIds), [ownClientIds, settle]);

  // Mark as read while the chat is open and visible (debounced; the server never moves it back).
  const marked = useRef(0);
  useEffect(() => {
    if (!canMarkRead || status !== "ready" || lastSeq <= marked.current) return;
    const timer = setTimeout(() => {
      if (document.visibilityState !== "visible") return;
      marked.current = lastSeq;
      void client
        .mutate({ mutation: MarkGroupReadDocument, variables: { groupId, seq: lastSeq } })
        .catch(() => {
          marked.current = 0;
        });
    }, 600);
    return () => clearTimeout(timer);
  }, [client, groupId, lastSeq, status, canMarkRead]);

  const loadOlder = useCallback(async () => {
    const current = syncRef.current;
    if (!current || loadingOlder || !Number.isFinite(current.oldestSeq)) return;
    setLoadingOlder(true);
    try {
      const page = await fetchPage({ beforeSeq: current.oldestSeq, limit: OLDER_PAGE });
      current.loadOlder(page);
      setHasOlder(page.hasMore);
    } catch {
      // Scrolling up again retries.
    } finally {
      setLoadingOlder(false);
    }
  }, [fetchPage, loadingOlder]);

  /** Applies a message the server returned (edit, delete) without waiting for the live event. */
  const applyMessage = useCallback((m: ChatMessage) => syncRef.current?.sent(m), []);

  return {
    status,
    loadError,
    messages,
    lastSeq,
    removed,
    syncing: sync?.isSyncing ?? false,
    hasOlder,
    loadingOlder,
    loadOlder,
    outbox: outbox.items,
    send: outbox.send,
    retry: outbox.retry,
    discard: outbox.discard,
    applyMessage,
  };
}
