import { CHATBOT_SUBJECTS, type ChatbotSubject } from "@vidya/core/chat/chat-limits";
import { useLocation } from "react-router";
import { ChatbotPage } from "../features/chatbot/components/ChatbotPage";
import { ToolGate } from "../features/consent/components/ToolGate";

/** /hindi/chatbot, /gujarati/chatbot, /science/chatbot, /social-science/chatbot. */
export default function Chatbot() {
  const slug = useLocation().pathname.split("/")[1] ?? "";
  const subject = (CHATBOT_SUBJECTS as readonly string[]).includes(slug)
    ? (slug as ChatbotSubject)
    : "science";
  return (
    <ToolGate tool="chatbot">
      <ChatbotPage key={subject} subject={subject} />
    </ToolGate>
  );
}
