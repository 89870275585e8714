import { useMutation } from "@apollo/client/react";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import { failureMessage } from "../../../shared/lib/result";
import { ClearTutorConversationDocument } from "../graphql/tutor";
import { scopeArgs, type TutorScope } from "../utils/scope";

/** Clear Chat on the server (the topic's or subject page's Recent Questions); true when it worked. */
export function useClearConversation(scope: TutorScope) {
  const [clear, { loading }] = useMutation(ClearTutorConversationDocument);
  async function run(): Promise<boolean> {
    try {
      const res = (await clear({ variables: scopeArgs(scope) })).data?.clearTutorConversation;
      if (res?.__typename === "MutationClearTutorConversationSuccess") return true;
      toast.error(failureMessage(res) ?? i18n.t("tutor.clearFailed"));
    } catch {
      toast.error(i18n.t("tutor.clearFailed"));
    }
    return false;
  }
  return { clear: run, clearing: loading };
}
