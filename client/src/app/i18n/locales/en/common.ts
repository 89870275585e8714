import { MESSAGES } from "@vidya/core/messages";

/** SPEC section 8 messages, word for word from core (never retyped). */
export const msg = {
  enterQuestionOrImage: MESSAGES.enterQuestionOrImage,
  selectImageFile: MESSAGES.selectImageFile,
  imageTooLarge: MESSAGES.imageTooLarge,
  speechNotSupported: MESSAGES.speechNotSupported,
  speechFailed: MESSAGES.speechFailed("{{reason}}"),
  voiceStartFailed: MESSAGES.voiceStartFailed,
  emptyAiResponse: MESSAGES.emptyAiResponse,
  aiStructureIncorrect: MESSAGES.aiStructureIncorrect,
  aiParseFailed: MESSAGES.aiParseFailed,
  aiCallFailed: MESSAGES.aiCallFailed,
  conversationCleared: MESSAGES.conversationCleared,
  noConversationToClear: MESSAGES.noConversationToClear,
  googleSuccess: MESSAGES.googleSuccess,
  googleFailed: MESSAGES.googleFailed,
  signUpSuccess: MESSAGES.signUpSuccess,
  signInSuccess: MESSAGES.signInSuccess,
  authFailed: MESSAGES.authFailed,
  fillAllFields: MESSAGES.fillAllFields,
  signOutSuccess: MESSAGES.signOutSuccess,
  signOutFailed: MESSAGES.signOutFailed,
  setupSkipped: MESSAGES.setupSkipped,
  setupSkipFailed: MESSAGES.setupSkipFailed,
  standardSaved: MESSAGES.standardSaved("{{n}}"),
  standardSaveFailed: MESSAGES.standardSaveFailed,
  selectStandard: MESSAGES.selectStandard,
  verifyEmailRedirect: MESSAGES.verifyEmailRedirect,
  signInRequired: MESSAGES.signInRequired,
  focusCompleted: MESSAGES.focusCompleted,
  longBreakNext: MESSAGES.longBreakNext,
  shortBreakNext: MESSAGES.shortBreakNext,
  // "{{kind}}" is timer.longBreak or timer.shortBreak ("Long break" / "Short break").
  breakCompleted: MESSAGES.breakCompleted("{{kind}}" as "Long break"),
  readyForFocus: MESSAGES.readyForFocus,
  onlyMath: MESSAGES.onlyMath,
  loading: MESSAGES.loading,
  redirecting: MESSAGES.redirecting,
  verifyingPermissions: MESSAGES.verifyingPermissions,
  completingAuth: MESSAGES.completingAuth,
  pleaseWait: MESSAGES.pleaseWait,
  initializing: MESSAGES.initializing,
};

export const common = {
  tagline: "AI-Powered Learning Platform",
  skipToContent: "Skip to main content",
  loadingPage: "Loading page",
  offline: "You are offline. Pages you have opened before still work.",
  pageError: {
    title: "This page could not load",
    offline:
      "You are offline, and this page has not been opened on this device before. Connect to the internet and try again.",
    failed: "Something went wrong while loading this page. Please try again.",
    retry: "Try again",
    home: "Go to the home page",
  },
  networkError: "Could not reach the server. Please try again.",
  unavailable: "The service is briefly unavailable. Please try again in a moment.",
  unexpected: "Unexpected error.",
  close: "Close",
  cancel: "Cancel",
  language: "Language",
  languages: { en: "English", hi: "हिन्दी (Hindi)", gu: "ગુજરાતી (Gujarati)" },
  themeToDark: "Switch to dark theme",
  themeToLight: "Switch to light theme",
  classN: "Class {{n}}",
  sync: {
    offline: "Offline",
    waiting_one: "{{count}} change waiting to sync",
    waiting_other: "{{count}} changes waiting to sync",
    sent_one: "Synced {{count}} flashcard review made offline.",
    sent_other: "Synced {{count}} flashcard reviews made offline.",
    alreadySent: "Your offline reviews were already synced.",
    failed: "Could not sync your offline reviews: {{message}}",
    testSubmitted: "Your quick test taken offline was submitted: {{score}} / {{total}}.",
    testSubmittedLate:
      "Your quick test taken offline was submitted after its due time (late): {{score}} / {{total}}.",
    testFailed: "Could not submit your offline quick test: {{message}}",
    mathSaved_one: "Saved {{count}} question answered offline to your History.",
    mathSaved_other: "Saved {{count}} questions answered offline to your History.",
    mathFailed: "Could not save a question answered offline: {{message}}",
    corrupt:
      "The offline copy on this device could not be read and was removed. Your cards are safe on the server.",
  },
};

export const shell = {
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menuTitle: "Menu",
  logoHome: "Vidya home",
  accountMenu: "Account menu",
  signIn: "Sign In",
  signOut: "Sign Out",
  profile: "Profile",
  timer: "Focus timer",
};

export const subjectNames = {
  mathematics: "Mathematics",
  english: "English",
  science: "Science",
  socialScience: "Social Science",
  hindi: "Hindi",
  gujarati: "Gujarati",
  sanskrit: "Sanskrit",
};

export const topicNames = {
  arithmetic: "Arithmetic",
  algebra: "Algebra",
  geometry: "Geometry",
  calculus: "Calculus",
  statistics: "Statistics",
  problemSolving: "Problem Solving",
};

/** Names of tools and pages (menu tiles, footer, /subjects, page headings). */
export const features = {
  parent: "My children",
  modeSelection: "Mode Selection",
  chapterQa: "Chapter Q&A",
  voiceAssistant: "Voice Assistant",
  socraticTutor: "Socratic Tutor",
  grammar: "Grammar Assistant",
  storyImages: "Story Images",
  voiceBot: "Voice Bot",
  flashcards: "Flashcards",
  pomodoro: "Pomodoro Timer",
  history: "History",
  profileProgress: "Profile & Progress",
  transitionDemo: "Transition Demo",
  subjectTutor: "{{subject}} Tutor",
  teacherTools: "Teacher Tools",
  subjectTeacherTools: "{{subject}} Teacher Tools",
  mathLearner: "Math Learner",
  scienceLearner: "Science Learner",
  socialScienceLearner: "Social Science Learner",
  studyPlanner: "Study Planner",
  subjectStudyPlanner: "{{subject}} Study Planner",
  subjectChatbot: "{{subject}} Chatbot",
  hindiGrammar: "Hindi Grammar",
  blackbox: "BlackBox Assessment",
  teacherDashboard: "Teacher Dashboard",
  subjectTeacher: "{{subject}} for Teachers",
  mathTopic: "{{topic}}",
  joinClass: "Join a class",
  groups: "Study Groups",
  group: "Study Group",
  home: "Home",
};

export const notFound = {
  title: "Page not found",
  body: "We could not find that page.",
  home: "Go to the home page",
};

export const footer = {
  tagline: "An AI-powered learning platform with tools for education and skill development.",
  explore: "Explore",
  tools: "Tools",
  rights: "Made for students and teachers of classes 1 to 12.",
};

export const subjectsPage = {
  title: "Your subjects",
  forClass: "Tools for Class {{n}}",
  changeClass: "Change class",
  open: "Open {{subject}}",
  toolsOf: "{{subject}} tools",
};

export const splash = {
  progress: "Starting Vidya",
};
