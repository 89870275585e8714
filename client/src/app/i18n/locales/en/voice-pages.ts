/** The voice pages (/voice-assistant, /voice-bot). */
export const voiceAssistant = {
  title: "Voice Assistant",
  intro:
    "Press Talk, ask a question in any of your subjects, check what I heard, then send it. I answer in writing and out loud.",
  subject: "Subject",
  talk: "🎤 Talk",
  stopTalking: "Stop listening",
  listening: "Listening...",
  transcript: "What you said (you can edit it)",
  ask: "Ask",
  asking: "Thinking...",
  speakAnswers: "Speak answers aloud",
  you: "You",
  assistant: "Assistant",
  empty: "Your conversation will appear here.",
  clear: "New conversation",
  failed: "I could not answer that. Please try again.",
};

export const voiceBot = {
  title: "Voice Bot",
  intro:
    "A hands-free conversation: press Start, then just talk. I listen, think, answer out loud and listen again. Say “stop” or press Stop to end; speak while I am talking to interrupt me.",
  start: "Start conversation",
  stop: "Stop",
  mode: "Mode",
  modes: {
    tutor: "Ask anything (math works offline)",
    english: "Spoken English practice",
    reading: "Read a passage aloud",
  },
  state: {
    idle: "Not started",
    listening: "Listening...",
    thinking: "Thinking...",
    speaking: "Speaking...",
  },
  stateLabel: "Voice bot state",
  stopWordHint: "Say “stop” (रुको, બંધ) to end.",
  fallback: "Type your message",
  send: "Send",
  heard: "Heard",
  ended: "Conversation ended.",
  readingPassage:
    "The sun is a star. It gives us light and heat. Plants use sunlight to make their food. Without the sun there would be no life on Earth.",
  readingPrompt: "Read this passage aloud; I will tell you how close you were.",
  readingScore: "You read {{percent}}% of the words correctly.",
};
