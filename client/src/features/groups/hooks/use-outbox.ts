import { useApolloClient } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import type { GroupMessageFieldsFragment } from "../../../gql/graphql";
import { failureMessage } from "../../../shared/lib/result";
import { SendGroupMessageDocument } from "../graphql/messages";
import { newClientId } from "../utils/labels";
import { type OutboxItem, settleOutbox, upsertOutbox } from "../utils/outbox";
import "../../../app/i18n/english/groups";

/**
 * Sending with visible states: pending at once, then sent (the server stored it), or failed with
 * the reason and a retry that reuses the clientId, so a send whose reply was lost is never stored
 * twice.
 */
export function useOutbox(groupId: string, onSent: (message: GroupMessageFieldsFragment) => void) {
  const client = useApolloClient();
  const [items, setItems] = useState<OutboxItem[]>([]);

  const deliver = useCallback(
    async (body: string, clientId: string) => {
      setItems((list) => upsertOutbox(list, { clientId, body, status: "pending", error: null }));
      // Null: no connection (the list says so in the reader's language).
      let error: string | null = null;
      try {
        const res = await client.mutate({
          mutation: SendGroupMessageDocument,
          variables: { input: { groupId, clientId, body } },
        });
        const result = res.data?.sendGroupMessage;
        if (result?.__typename === "MutationSendGroupMessageSuccess") {
          setItems((list) => upsertOutbox(list, { clientId, body, status: "sent", error: null }));
          onSent(result.data);
          return;
        }
        error = failureMessage(result) ?? i18n.t("groups.messages.notSentRetry");
      } catch {
        // Network trouble: keep the default message.
      }
      setItems((list) => upsertOutbox(list, { clientId, body, status: "failed", error }));
    },
    [client, groupId, onSent],
  );

  const send = useCallback((body: string) => deliver(body, newClientId()), [deliver]);
  const retry = useCallback((item: OutboxItem) => deliver(item.body, item.clientId), [deliver]);
  const discard = useCallback(
    (clientId: string) => setItems((list) => list.filter((i) => i.clientId !== clientId)),
    [],
  );
  const settle = useCallback((ids: ReadonlySet<string>) => setItems((list) => settleOutbox(list, ids)), []);

  return { items, send, retry, discard, settle };
}
