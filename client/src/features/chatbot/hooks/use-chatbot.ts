import { useMutation, useQuery } from "@apollo/client/react";
import type { ChatbotSubject } from "@vidya/core/chat/chat-limits";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { i18n } from "../../../app/i18n/i18n";
import { toast } from "../../../app/toast";
import {
  ChatDocument,
  ChatsDocument,
  DeleteChatDocument,
  RegenerateAiTaskDocument,
  RenameChatDocument,
  SendChatMessageDocument,
  StartChatDocument,
  StopAiTaskDocument,
} from "../graphql/chatbot";
import { errorText } from "../utils/chat-text";
import "../../../app/i18n/english/chatbot";

const GRAPHQL_SUBJECT = {
  hindi: "HINDI",
  gujarati: "GUJARATI",
  science: "SCIENCE",
  "social-science": "SOCIAL_SCIENCE",
} as const;

/**
 * One chatbot page's data: the student's chats with this chatbot, the open chat (its id in the URL,
 * `?chat=`, so a reload resumes it), and every action on them. Errors become toasts in the UI language.
 */
export function useChatbot(subject: ChatbotSubject) {
  const [params, setParams] = useSearchParams();
  const chatId = params.get("chat");
  const openChat = (id: string | null) => setParams(id ? { chat: id } : {}, { replace: false });
  const gqlSubject = GRAPHQL_SUBJECT[subject];
  const list = useQuery(ChatsDocument, {
    variables: { subject: gqlSubject },
    fetchPolicy: "cache-and-network",
  });
  const current = useQuery(ChatDocument, {
    variables: { id: chatId ?? "" },
    skip: !chatId,
    fetchPolicy: "cache-and-network",
  });
  const [start] = useMutation(StartChatDocument);
  const [send] = useMutation(SendChatMessageDocument);
  const [rename] = useMutation(RenameChatDocument);
  const [remove] = useMutation(DeleteChatDocument);
  const [stop] = useMutation(StopAiTaskDocument);
  const [regenerate] = useMutation(RegenerateAiTaskDocument);
  const [sending, setSending] = useState(false);

  const refresh = async () => {
    await Promise.all([list.refetch(), chatId ? current.refetch() : null]);
  };

  /** Sends a message (starting a chat when none is open); true when it was accepted. */
  async function sendMessage(message: string): Promise<boolean> {
    setSending(true);
    try {
      if (!chatId) {
        const res = (await start({ variables: { input: { subject: gqlSubject, message } } })).data?.startChat;
        if (res?.__typename !== "MutationStartChatSuccess") return failed(res);
        openChat(res.data.chat.id);
        await list.refetch();
        return true;
      }
      const res = (await send({ variables: { input: { chatId, message } } })).data?.sendChatMessage;
      if (res?.__typename !== "MutationSendChatMessageSuccess") return failed(res);
      await refresh();
      return true;
    } catch {
      return failed(null);
    } finally {
      setSending(false);
    }
  }

  async function stopReply(id: string) {
    const res = (await stop({ variables: { id } })).data?.stopAiTask;
    if (res?.__typename !== "MutationStopAiTaskSuccess") failed(res);
  }

  async function regenerateReply(id: string) {
    const res = (await regenerate({ variables: { id } })).data?.regenerateAiTask;
    if (res?.__typename !== "MutationRegenerateAiTaskSuccess") failed(res);
    await refresh();
  }

  async function renameChat(id: string, title: string): Promise<boolean> {
    const res = (await rename({ variables: { id, title } })).data?.renameChat;
    if (res?.__typename !== "MutationRenameChatSuccess") return failed(res);
    await list.refetch();
    return true;
  }

  async function deleteChat(id: string) {
    const res = (await remove({ variables: { id } })).data?.deleteChat;
    if (res?.__typename !== "MutationDeleteChatSuccess") {
      failed(res);
      return;
    }
    toast.success(i18n.t("chatbot.deleted"));
    if (id === chatId) openChat(null);
    await list.refetch();
  }

  const result = current.data?.chat;
  const chat = result?.__typename === "QueryChatSuccess" ? result.data : null;
  return {
    chatId,
    chats: list.data?.chats ?? [],
    modelConfigured: list.data?.aiSetup.modelConfigured ?? true,
    chat,
    missing: Boolean(chatId) && result !== undefined && result.__typename !== "QueryChatSuccess",
    loading: list.loading || current.loading,
    sending,
    openChat,
    sendMessage,
    stopReply,
    regenerateReply,
    renameChat,
    deleteChat,
  };
}

function failed(res: { code?: string; message?: string } | null | undefined): false {
  toast.error(errorText(res?.code ?? null, res?.message ?? null));
  return false;
}
