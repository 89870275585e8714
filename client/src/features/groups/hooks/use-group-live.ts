import { useApolloClient, useSubscription } from "@apollo/client/react";
import { GROUP_TYPING_THROTTLE_MS, GROUP_TYPING_TTL_MS } from "@vidya/core/groups/constants";
import { useCallback, useEffect, useRef, useState } from "react";
import { GroupPresenceDocument, GroupTypingDocument, SetGroupTypingDocument } from "../graphql/messages";

interface Typist {
  name: string;
  until: number;
}

/**
 * Who else is typing (each shown for 5 s after their last event, gone at once when they stop or
 * send), and `notifyTyping` for the composer, throttled like the server.
 */
export function useGroupTyping(groupId: string) {
  const client = useApolloClient();
  const [typists, setTypists] = useState<Map<string, Typist>>(new Map());
  useSubscription(GroupTypingDocument, {
    variables: { groupId },
    onData: ({ data }) => {
      const event = data.data?.groupTyping;
      if (!event) return;
      setTypists((current) => {
        const next = new Map(current);
        if (event.typing)
          next.set(event.userId, { name: event.name, until: Date.now() + GROUP_TYPING_TTL_MS });
        else next.delete(event.userId);
        return next;
      });
    },
  });
  useEffect(() => {
    const timer = setInterval(() => {
      setTypists((current) => {
        const now = Date.now();
        const alive = [...current].filter(([, t]) => t.until > now);
        return alive.length === current.size ? current : new Map(alive);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  const lastSent = useRef(0);
  const notifyTyping = useCallback(
    (text: string) => {
      const now = Date.now();
      const typing = text.trim().length > 0;
      if (typing && now - lastSent.current < GROUP_TYPING_THROTTLE_MS) return;
      if (!typing && lastSent.current === 0) return;
      lastSent.current = typing ? now : 0;
      void client
        .mutate({ mutation: SetGroupTypingDocument, variables: { groupId, typing } })
        .catch(() => undefined);
    },
    [client, groupId],
  );
  const stopTyping = useCallback(() => notifyTyping(""), [notifyTyping]);

  return { typingNames: [...typists.values()].map((t) => t.name), notifyTyping, stopTyping };
}

/** Who has the group open now (you count as online while this runs). */
export function useGroupPresence(groupId: string) {
  const { data } = useSubscription(GroupPresenceDocument, { variables: { groupId } });
  return data?.groupPresence.online ?? [];
}
