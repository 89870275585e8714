import { useMutation, useSubscription } from "@apollo/client/react";
import { useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import { toastFailure } from "../../../shared/lib/result";
import { StartRoundTripDocument, WatchRoundTripDocument } from "../graphql/round-trip";

/** Starts a round trip and follows it live over the subscription. */
export function useRoundTrip() {
  const [id, setId] = useState<string | null>(null);
  const [start, { loading }] = useMutation(StartRoundTripDocument);
  const { data } = useSubscription(WatchRoundTripDocument, { variables: { id: id ?? "" }, skip: !id });

  async function send(text: string, delayMs: number) {
    try {
      const res = await start({ variables: { input: { text, delayMs } } });
      const result = res.data?.startRoundTrip;
      if (result?.__typename === "MutationStartRoundTripSuccess") setId(result.data.id);
      else toastFailure(result);
    } catch {
      toast.error(i18n.t("common.networkError"));
    }
  }
  return { send, sending: loading, trip: data?.roundTrip ?? null };
}
