import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import { failureMessage } from "../../../shared/lib/result";
import { AskTutorDocument, UploadImageDocument } from "../graphql/tutor";
import type { Exchange } from "../utils/conversation";
import { contextOf } from "../utils/conversation";
import { NETWORK_DOWN } from "../utils/network-down";
import { scopeInput, type TutorScope } from "../utils/scope";

/** What the question box sends: text, an attached picture (as its data URL), or both. */
export interface Question {
  text: string;
  imageDataUrl: string | null;
}

/**
 * Sends a question: uploads the picture first if there is one, then askTutor with the follow-up
 * context. Returns the new task's id, or null after a toast saying what went wrong; with
 * `offlineFallback`, a request that never reached the server returns NETWORK_DOWN without a toast.
 */
export function useAskTutor(scope: TutorScope) {
  const [upload] = useMutation(UploadImageDocument);
  const [askTutor] = useMutation(AskTutorDocument);
  const [sending, setSending] = useState(false);

  async function ask(
    question: Question,
    earlier: Exchange[],
    offlineFallback = false,
  ): Promise<string | null> {
    if (question.text.trim() === "" && !question.imageDataUrl) {
      toast.error(i18n.t("msg.enterQuestionOrImage"));
      return null;
    }
    setSending(true);
    try {
      let imageId: string | null = null;
      if (question.imageDataUrl) {
        const res = (await upload({ variables: { dataUrl: question.imageDataUrl } })).data?.uploadImage;
        if (res?.__typename !== "MutationUploadImageSuccess") {
          toast.error(failureMessage(res) ?? i18n.t("msg.aiCallFailed"));
          return null;
        }
        imageId = res.data.id;
      }
      const input = {
        ...scopeInput(scope),
        question: question.text.trim(),
        imageId,
        context: contextOf(earlier),
      };
      const res = (await askTutor({ variables: { input } })).data?.askTutor;
      if (res?.__typename === "MutationAskTutorSuccess") return res.data.id;
      toast.error(failureMessage(res) ?? i18n.t("msg.aiCallFailed"));
      return null;
    } catch (error) {
      // A GraphQL error came from the server; anything else means the request never got there.
      if (offlineFallback && (error as Error | null)?.name !== "CombinedGraphQLErrors") return NETWORK_DOWN;
      toast.error(i18n.t("msg.aiCallFailed"));
      return null;
    } finally {
      setSending(false);
    }
  }
  return { ask, sending };
}
