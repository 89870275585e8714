import type { TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useRef, useState } from "react";
import { followText } from "../utils/streamed-text";

interface StreamedEvent {
  id: string;
  partialDelta?: { offset: number; text: string } | null;
}

export type WithText<T> = Omit<T, "partialDelta"> & { partial: string };

/**
 * Follows one AI task on the aiTask subscription, which sends its text as pieces (`partialDelta`):
 * the text is put together here (followText) and returned as `partial`, and written to the cached
 * AiTask too, so a query that reads the task from the cache later shows the final text. A gap (a
 * piece that does not fit) subscribes again: the server's first event carries the whole saved text.
 */
export function useStreamedTask<T extends StreamedEvent>(
  document: TypedDocumentNode<{ aiTask: T }, { id: string }>,
  id: string | null,
  skip = false,
): { task: WithText<T> | null; lost: boolean } {
  const client = useApolloClient();
  const held = useRef<{ id: string | null; text: string }>({ id: null, text: "" });
  const restartRef = useRef<() => void>(() => {});
  const [task, setTask] = useState<WithText<T> | null>(null);
  const { error, restart } = useSubscription(document, {
    variables: { id: id ?? "" },
    skip: skip || !id,
    onData: ({ data }) => {
      const event = data.data?.aiTask;
      if (!event || event.id !== id) return;
      const have = held.current.id === id ? held.current.text : "";
      const followed = followText(have, event.partialDelta);
      if (followed.gap) {
        restartRef.current();
        return;
      }
      held.current = { id, text: followed.text };
      client.cache.modify({
        id: client.cache.identify({ __typename: "AiTask", id }),
        fields: { partial: () => followed.text },
      });
      const { partialDelta: _, ...rest } = event;
      setTask({ ...rest, partial: followed.text });
    },
  });
  restartRef.current = restart;
  return { task: task && task.id === id ? task : null, lost: Boolean(error) };
}
