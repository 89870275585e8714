import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import type { SocraticSessionFieldsFragment } from "../../../gql/graphql";
import { useAuth } from "../../auth/hooks/use-auth";
import type { Exchange } from "../../tutor/utils/conversation";
import {
  SocraticHintDocument,
  SocraticReplyDocument,
  SocraticSessionDocument,
  SocraticSessionsDocument,
  StartSocraticDocument,
} from "../graphql/socratic";
import "../../../app/i18n/english/socratic";

export type SocraticSessionView = SocraticSessionFieldsFragment;

/** A refusal the page shows in place (not a toast): its code decides what else is offered. */
export interface SocraticRefusal {
  code: string;
  message: string;
}

type Result = { __typename: string; data?: SocraticSessionView; code?: string; message?: string } | undefined;
type OfflineSocratic = typeof import("../components/OfflineSocratic");

/**
 * Issue 27: once "Use offline" (on a math page) has put the engine on this device, the page loads the
 * offline answerer (and its renderer) while online; a device without the engine never downloads it.
 * The key is offline-math.ts ENGINE_KEY, repeated so this page does not carry that module.
 */
function useOfflineSocratic(): OfflineSocratic | null {
  const [loaded, setLoaded] = useState<OfflineSocratic | null>(null);
  useEffect(() => {
    let onDevice = false;
    try {
      onDevice = localStorage.getItem("vidya.mathEngine") !== null;
    } catch {
      // Storage blocked: no engine on the device either.
    }
    if (!onDevice) return;
    void import("../components/OfflineSocratic").then((m) => {
      setLoaded(m);
      void m.preload().catch(() => undefined);
    });
  }, []);
  return loaded;
}

/** The Socratic tutor: start, step, hint, reveal, resume; the open session is kept here. */
export function useSocratic() {
  const [session, setSession] = useState<SocraticSessionView | null>(null);
  const [refusal, setRefusal] = useState<SocraticRefusal | null>(null);
  const sessions = useQuery(SocraticSessionsDocument, { fetchPolicy: "cache-and-network" });
  const [startMutation, start] = useMutation(StartSocraticDocument);
  const [replyMutation, reply] = useMutation(SocraticReplyDocument);
  const [hintMutation, hint] = useMutation(SocraticHintDocument);
  const [loadSession] = useLazyQuery(SocraticSessionDocument, { fetchPolicy: "network-only" });
  const offline = useOfflineSocratic();
  const [offlineAnswer, setOfflineAnswer] = useState<Exchange | null>(null);
  const { user } = useAuth();

  // Model mode: while the model writes the tutor's next turn, the session is read again every second.
  const waitingId = session?.waiting ? session.id : null;
  useEffect(() => {
    if (!waitingId) return;
    const timer = setInterval(() => {
      void loadSession({ variables: { id: waitingId } }).then((r) => {
        const result = r.data?.socraticSession;
        if (result?.__typename === "QuerySocraticSessionSuccess") setSession(result.data);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [waitingId, loadSession]);

  /** Keeps a new state of the session, or shows why the server refused. */
  function take(result: Result, refuseInPlace: boolean): boolean {
    if (result?.data) {
      setSession(result.data);
      setRefusal(null);
      void sessions.refetch();
      return true;
    }
    const message = result?.message ? localizeMessage(result.message) : i18n.t("socratic.failed");
    if (refuseInPlace) setRefusal({ code: result?.code ?? "ERROR", message });
    else toast.error(message);
    return false;
  }

  async function run<T>(
    call: () => Promise<T>,
    pick: (value: T) => Result,
    refuseInPlace = false,
    networkDown?: () => Promise<boolean>,
  ) {
    try {
      return take(pick(await call()), refuseInPlace);
    } catch (error) {
      // A request that never reached the server (issue 27): the device answers instead.
      if (networkDown && (error as Error | null)?.name !== "CombinedGraphQLErrors") return networkDown();
      toast.error(i18n.t("socratic.failed"));
      return false;
    }
  }

  /** A mathematics problem started with no connection: the engine's worked answer (OfflineSocratic). */
  async function startOffline(module: OfflineSocratic, problem: string): Promise<boolean> {
    try {
      setOfflineAnswer(await module.solveProblemOffline(problem.trim(), user?.id ?? null));
      setRefusal(null);
      return true;
    } catch (error) {
      const shown = (error as { shown?: string } | undefined)?.shown;
      setRefusal({ code: "OFFLINE", message: shown ?? i18n.t("tutor.offline.failed") });
      return false;
    }
  }

  return {
    session,
    refusal,
    sessions: sessions.data?.socraticSessions ?? [],
    /** Whether a worker has a model: then every subject (and any math problem) can be tutored. */
    modelConfigured: sessions.data?.aiSetup.modelConfigured ?? false,
    busy: start.loading || reply.loading || hint.loading || Boolean(session?.waiting),
    /** The engine's answer to a problem started offline, and how to show it (OfflineSocratic). */
    offlineAnswer:
      offline && offlineAnswer ? { exchange: offlineAnswer, View: offline.OfflineSocraticAnswer } : null,
    start: (subject: string, classLevel: number, problem: string) => {
      const device = subject === "mathematics" && problem.trim() !== "" ? offline : null;
      if (device && !navigator.onLine) return startOffline(device, problem);
      return run(
        () => startMutation({ variables: { input: { subject, classLevel, problem } } }),
        (r) => r.data?.startSocratic as Result,
        true,
        device ? () => startOffline(device, problem) : undefined,
      );
    },
    reply: (step: string) =>
      session
        ? run(
            () => replyMutation({ variables: { input: { sessionId: session.id, step } } }),
            (r) => r.data?.socraticReply as Result,
          )
        : Promise.resolve(false),
    hint: (showAnswer = false) =>
      session
        ? run(
            () => hintMutation({ variables: { input: { sessionId: session.id, showAnswer } } }),
            (r) => r.data?.socraticHint as Result,
          )
        : Promise.resolve(false),
    resume: (id: string) =>
      run(
        () => loadSession({ variables: { id } }),
        (r) => r.data?.socraticSession as Result,
      ),
    reset: () => {
      setSession(null);
      setRefusal(null);
      setOfflineAnswer(null);
    },
  };
}
