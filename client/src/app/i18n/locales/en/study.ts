/** The math tutor pages (/mathematics, /math/*). */
export const tutor = {
  mathIntro:
    "Pick a topic, or ask any question below: you get a step-by-step solution with the answer checked.",
  askAny: "Ask any math question",
  askAnyPlaceholder: "e.g. Solve 2x + 5 = 17",
  yourQuestion: "Your question",
  typeQuestion: "Type your {{topic}} question…",
  voiceInput: "Voice input",
  stopVoice: "Stop voice input",
  recording: "Recording...",
  attachImage: "Attach image",
  removeImage: "Remove image",
  attached: "Attached: {{name}}",
  solve: "Solve",
  solving: "Solving...",
  backToMath: "← Back to Mathematics",
  tryExample: "Try an example",
  solution: "Solution",
  solutionHint: "Your step-by-step solution will appear here.",
  thinking: "Thinking about your question…",
  similar: "Similar questions",
  recent: "Recent Questions",
  questionInPicture: "(question in a picture)",
  clearChat: "Clear Chat",
  clearTitle: "Clear this conversation?",
  clearMessage: "Your questions and answers on this page will be cleared. They stay in your History.",
  clearFailed: "Could not clear the conversation. Please try again.",
  pictureUnreadable: "That picture could not be read. Please try another one.",
  offline: {
    use: "Use offline ({{size}})",
    downloading: "Downloading…",
    ready: "Math works offline on this device.",
    downloadFailed: "Could not download the math solver. Please try again when you are online.",
    failed: "You are offline, and this question could not be solved on the device.",
    answeredOffline:
      "Answered offline on this device. It will be saved to your History when you are back online.",
  },
  answerChecked: "Answer checked",
  // What "Answer checked" means: the engine's own working for the reading it shows, or its agreement.
  checkedComputed: "checked: the working for this reading",
  checkedAgree: "checked: the offline engine got the same answer",
  // <e> and <f> wrap " (engine's answer)" and " (explanation's answer)", either of which may be empty.
  // On a disputed answer, what the engine read the question as (plain math, e.g. "A = 12 * 5").
  answerDisagreesReading: "Our checker read the question as <r>{{reading}}</r>.",
  answerDisagrees:
    "Careful: our math checker got a different answer<e>{{engine}}</e> than this explanation<f>{{final}}</f>. Please go through the steps again before you trust it.",
  subjectIntro:
    "Choose your class, book and chapter, then ask anything about it: by typing, with a picture or by voice.",
  subjectPlaceholder: "Ask your {{subject}} question…",
  chooseChapter: "Class, book and chapter",
  class: "Class",
  book: "Book",
  chapter: "Chapter",
  noBooks: "None listed yet",
  edition: "{{book}} · {{edition}}",
  noChapters:
    "The chapters of Class {{n}} {{subject}} are not in our catalogue yet. You can still ask about the subject for your class.",
  noModel: {
    title: "This needs the school's AI model.",
    body: "None is set up yet. Mathematics questions with a calculation, an equation or an expression are still solved offline, but this question needs the model to be explained, so it has no answer. Nothing was saved as an answer. Your teacher can ask the school for the model.",
    admin: "For teachers: the school's administrator can set one up on the server (worker):",
    key: "with an OpenAI key (or any value for a local server)",
    baseUrl: "to use an OpenAI-compatible server such as Ollama, vLLM or LM Studio",
    localAi: "runs a free local model with Docker (see README)",
  },
  topicDescriptions: {
    arithmetic:
      "Fractions, decimals, percentages, order of operations, LCM and HCF, powers and roots, rounding and factorials, worked out step by step.",
    algebra:
      "Linear and quadratic equations, systems of two equations, inequalities, expanding, factorising and simplifying expressions.",
    geometry:
      "Perimeter, area, volume and surface area of the standard figures, Pythagoras, angles of triangles and polygons, and Heron's formula.",
    calculus:
      "Derivatives with the product, quotient and chain rules, integrals, limits, slopes of curves and maxima and minima.",
    statistics:
      "Mean, median, mode, range, variance and standard deviation, quartiles, and probability with coins, dice, cards and bags.",
    problemSolving:
      "Word problems: speed, distance and time, profit and loss, discounts, simple and compound interest, ratios, work and time, and ages.",
  },
};

/** /history. */
export const history = {
  search: "Search",
  searchPlaceholder: "Find a question or answer",
  topic: "Topic",
  allTopics: "All topics",
  loadFailed: "Your history could not be loaded. Please try again.",
  nothingMatches: "Nothing matches.",
  empty: "Questions you ask the tutor will appear here.",
  count_one: "{{count}} question",
  count_other: "{{count}} questions",
  delete: "Delete",
  deleteLabel: "Delete: {{text}}",
  showMore: "Show more",
  deleteTitle: "Delete this question?",
  deleteMessage: "It will be removed from your history.",
  deleteFailed: "Could not delete it. Please try again.",
  deleted: "Deleted from your history",
};

/** The focus timer: /pomodoro, the header indicator and the phase-end toasts. */
export const timer = {
  intro:
    "Focus, then take a break. Every fourth focus session earns a long break. Your timer follows you to every tab and device, and keeps going when they are closed.",
  sessions: { focus: "Focus", shortBreak: "Break", longBreak: "Long Break" },
  status: { running: "running", paused: "paused", stopped: "stopped" },
  start: "Start",
  pause: "Pause",
  resume: "Resume",
  reset: "Reset",
  paused: "Paused",
  timeLeft: "Time left",
  indicatorPrefix: "Focus timer:",
  sessionsCompleted: "Focus sessions completed:",
  offline: "Offline: your timer keeps running here and will sync when you are back online.",
  today: "Today",
  todaySessions: "Focus sessions",
  todayMinutes: "Focus minutes",
  studyTime: "Study time",
  minutesShort: "{{n}} min",
  lengths: "Your lengths",
  focusMinutes: "Focus (minutes)",
  shortBreakMinutes: "Short break (minutes)",
  longBreakMinutes: "Long break (minutes)",
  /** Names in the lengths' error messages, and the messages (as the server words them in English). */
  lengthName: {
    focusMinutes: "Focus length",
    shortBreakMinutes: "Short break",
    longBreakMinutes: "Long break",
  },
  lengthError: {
    notNumber: "{{label}} must be a number of minutes.",
    whole: "{{label}} must be a whole number of minutes.",
    atLeast_one: "{{label}} must be at least {{count}} minute.",
    atLeast_other: "{{label}} must be at least {{count}} minutes.",
    atMost_one: "{{label}} can be at most {{count}} minute.",
    atMost_other: "{{label}} can be at most {{count}} minutes.",
  },
  saveLengths: "Save lengths",
  lengthsSaved: "Timer lengths saved.",
  changeFailed: "Could not change the timer.",
  signInFirst: "Sign in to use the focus timer.",
  alertsTitle: "When a phase ends",
  playSound: "Play a sound",
  showNotifications: "Show browser notifications",
  notificationsOn: "Browser notifications are on.",
  notificationsBlocked: "Browser notifications are blocked in this browser's settings.",
  // The {{kind}} of msg.breakCompleted.
  longBreak: "Long break",
  shortBreak: "Short break",
  longBreakMinutes_one: "Time for a long break ({{count}} minute).",
  longBreakMinutes_other: "Time for a long break ({{count}} minutes).",
  shortBreakMinutes_one: "Time for a short break ({{count}} minute).",
  shortBreakMinutes_other: "Time for a short break ({{count}} minutes).",
};
