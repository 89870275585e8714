/** The grammar pages (/grammar, /hindi/grammar). */
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
