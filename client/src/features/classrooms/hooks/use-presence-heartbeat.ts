import { useMutation } from "@apollo/client/react";
import { useEffect } from "react";
import { HeartbeatDocument } from "../graphql/classrooms";

/** How often an open page tells the server the student is still here (presence lasts 60 s). */
export const HEARTBEAT_MS = 30_000;

/**
 * Keeps a signed-in student shown as online to their teachers while a page is visible. Mount it
 * once in the shell for students; hidden tabs stop beating, so the student turns offline.
 */
export function usePresenceHeartbeat(enabled: boolean) {
  const [beat] = useMutation(HeartbeatDocument);
  useEffect(() => {
    if (!enabled) return;
    const send = () => {
      if (document.visibilityState === "visible") beat().catch(() => undefined);
    };
    send();
    const timer = setInterval(send, HEARTBEAT_MS);
    document.addEventListener("visibilitychange", send);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", send);
    };
  }, [enabled, beat]);
}
