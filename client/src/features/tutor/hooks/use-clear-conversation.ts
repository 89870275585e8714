import { useMutation } from "@apollo/client/react";
import type { MathTopicName } from "@vidya/core/schemas/tutor";
import { toast } from "sonner";
import { ClearTutorConversationDocument } from "../graphql/tutor";
import { topicEnum } from "../utils/topics";

/** Clear Chat on the server (the topic's Recent Questions); true when it worked. */
export function useClearConversation(topic: MathTopicName) {
  const [clear, { loading }] = useMutation(ClearTutorConversationDocument);
  async function run(): Promise<boolean> {
    try {
      const res = (await clear({ variables: { topic: topicEnum(topic) } })).data?.clearTutorConversation;
      if (res?.__typename === "MutationClearTutorConversationSuccess") return true;
      toast.error(
        res && "message" in res ? res.message : "Could not clear the conversation. Please try again.",
      );
    } catch {
      toast.error("Could not clear the conversation. Please try again.");
    }
    return false;
  }
  return { clear: run, clearing: loading };
}
