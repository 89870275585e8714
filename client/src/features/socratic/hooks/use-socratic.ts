import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { localizeMessage } from "../../../app/i18n/localize-message";
import { toast } from "../../../app/toast";
import type { SocraticSessionFieldsFragment } from "../../../gql/graphql";
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

/** The Socratic tutor: start, step, hint, reveal, resume; the open session is kept here. */
export function useSocratic() {
  const [session, setSession] = useState<SocraticSessionView | null>(null);
  const [refusal, setRefusal] = useState<SocraticRefusal | null>(null);
  const sessions = useQuery(SocraticSessionsDocument, { fetchPolicy: "cache-and-network" });
  const [startMutation, start] = useMutation(StartSocraticDocument);
  const [replyMutation, reply] = useMutation(SocraticReplyDocument);
  const [hintMutation, hint] = useMutation(SocraticHintDocument);
  const [loadSession] = useLazyQuery(SocraticSessionDocument, { fetchPolicy: "network-only" });

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

  async function run<T>(call: () => Promise<T>, pick: (value: T) => Result, refuseInPlace = false) {
    try {
      return take(pick(await call()), refuseInPlace);
    } catch {
      toast.error(i18n.t("socratic.failed"));
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
    start: (subject: string, classLevel: number, problem: string) =>
      run(
        () => startMutation({ variables: { input: { subject, classLevel, problem } } }),
        (r) => r.data?.startSocratic as Result,
        true,
      ),
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
    },
  };
}
