import { CHATBOT_SUBJECTS, type ChatbotSubject } from "@vidya/core/chat/chatbot";
import { useLocation } from "react-router";
import { ChatbotPage } from "../features/chatbot/components/ChatbotPage";

/** /hindi/chatbot, /gujarati/chatbot, /science/chatbot, /social-science/chatbot. */
export default function Chatbot() {
  const slug = useLocation().pathname.split("/")[1] ?? "";
  const subject = (CHATBOT_SUBJECTS as readonly string[]).includes(slug)
    ? (slug as ChatbotSubject)
    : "science";
  return <ChatbotPage key={subject} subject={subject} />;
}
