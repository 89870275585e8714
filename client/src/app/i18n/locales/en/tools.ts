/** Voice, grammar and story tools (/voice-assistant, /voice-bot, /grammar, /hindi/grammar, /story-images). */
export const voice = {
  readAloud: "Read aloud",
  stopReading: "Stop reading",
  pause: "Pause",
  resume: "Resume",
  robotic: "Robotic voice: this device has no voice for this language, so our server reads it.",
  language: "Voice language",
  reason: {
    denied:
      "microphone permission denied. Allow the microphone for this site (the lock or camera icon in the address bar), then try again",
    silence: "no speech was heard. Speak a little louder or closer to the microphone",
    noMicrophone: "no microphone was found",
  },
  noRecognition:
    "Voice input is not available in this browser. Type instead: everything else works the same.",
  emptyTranscript: "Nothing to send yet: speak or type your question first.",
};

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

export const grammar = {
  title: "Grammar Assistant",
  intro:
    "Write or paste English text. Every problem is underlined with an explanation and a one-click fix. It all runs on this device: no network or AI model needed.",
  loading: "Loading the grammar checker (once; it then works offline)...",
  loadFailed: "The grammar checker could not load: {{reason}}",
  text: "Your text",
  placeholder: "Type or paste your writing here...",
  checking: "Checking...",
  noIssues: "No problems found. Well written!",
  issues: "{{count}} suggestions",
  score: "Score: {{score}}/100",
  acceptAll: "Accept all",
  fix: "Change to “{{text}}”",
  remove: "Remove",
  noFix: "No automatic fix",
  preview: "Your text with problems underlined",
  tooLong: "This text is longer than {{max}} characters; only the first {{max}} are checked.",
  explain: "Explain like my teacher",
  explaining: "Asking...",
  kinds: {
    Spelling: "Spelling",
    Grammar: "Grammar",
    Agreement: "Agreement",
    Punctuation: "Punctuation",
    Capitalization: "Capital letters",
    other: "Style",
  },
};

export const hindiGrammar = {
  title: "Hindi Grammar",
  intro:
    "Write in Hindi (Devanagari). Spelling is checked against a Hindi dictionary and common mistakes (nukta, chandrabindu and anusvara, matra order, halant, mixed scripts) are pointed out.",
  offline:
    "Works offline: spelling and the rules. Grammar explanations (ling, vachan, karak, sandhi, samas) need an AI model.",
  loading: "Loading the Hindi dictionary...",
  loadFailed: "The Hindi dictionary could not load, so only the rules run: {{reason}}",
  text: "आपका पाठ (Your text)",
  placeholder: "यहाँ हिन्दी में लिखें...",
  notInDictionary: "“{{word}}” is not in the Hindi dictionary.",
  language: "Script",
  gujaratiLowConfidence: "Gujarati: only the script rules run here, and they are marked low-confidence.",
  lowConfidence: "low confidence",
};

export const story = {
  title: "Story Images",
  intro: "Write or say a story idea. I write a short illustrated story for your class, scene by scene.",
  idea: "Your story idea",
  ideaPlaceholder: "e.g. A little elephant who is afraid of water",
  language: "Story language",
  create: "Create story",
  creating: "Writing your story...",
  scene: "Scene {{n}} of {{total}}",
  next: "Next page",
  previous: "Previous page",
  noImageProvider: "No image provider is set up, so this scene has no picture.",
  imageFailed: "The picture for this scene could not be made: {{reason}}",
  imageBlocked: "This picture was not shown because it did not pass the safety check.",
  noModel: "Story Images needs the school's AI model to write the story, and none is set up yet.",
  saved: "Your stories",
  none: "No stories yet.",
  open: "Open",
  delete: "Delete",
  deleted: "Story deleted.",
  blocked:
    "Let's try a different idea: this one can't be used for a story here. Your teacher can help you choose one.",
  limit: "You have made {{n}} stories today, the most for one day. Come back tomorrow!",
  failed: "The story could not be written. Please try again.",
};
