/** The subject chatbots (/hindi/chatbot, /gujarati/chatbot, /science/chatbot, /social-science/chatbot). */
export const chatbot = {
  intro:
    "Ask anything about {{subject}} for Class {{grade}}. Your chats are saved, so you can come back to them.",
  pastChats: "Your chats",
  newChat: "New chat",
  noChats: "No chats yet. Ask your first question below.",
  messageLabel: "Your message",
  placeholder: "Type your message…",
  counter: "{{count}} / {{max}}",
  tooLong: "A message can be at most {{max}} characters.",
  send: "Send",
  sending: "Sending...",
  stop: "Stop",
  regenerate: "Regenerate",
  retry: "Retry",
  copy: "Copy",
  copied: "Copied",
  rename: "Rename",
  chatName: "Chat name",
  save: "Save",
  cancel: "Cancel",
  delete: "Delete",
  deleteTitle: "Delete this chat?",
  deleteMessage: "The chat and all its messages are deleted for good.",
  deleted: "Chat deleted",
  thinking: "Thinking…",
  stopped: "Stopped",
  checked: "✓ Answer checked by the math engine",
  you: "You",
  bot: "Vidya",
  noModel:
    "This needs the school's AI model, and none is set up yet: the chatbot writes its replies with it, so it cannot reply now. Mathematics questions are still solved offline. Your teacher can ask the school for the model.",
  blocked:
    "Let's keep our conversation kind and about your studies. I can't help with that message, but I'm happy to help with your lessons.",
  dailyLimit:
    "You have used today's AI allowance. It renews at 5:30 am India time; the offline tools still work.",
  notFound: "This chat was not found. It may have been deleted.",
};
