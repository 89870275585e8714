/** The landing page (/). */
export const landing = {
  getStarted: "Get Started",
  heroTitle: "Learn smarter, from Class 1 to Class 12",
  heroText:
    "AI tutoring in every subject, study tools that really help, and a dashboard for teachers. Free, with no card needed.",
  startFree: "Start Learning Free",
  exploreFeatures: "Explore Features",
  featuresTitle: "Everything you need to learn",
  featuresIntro: "Tools for students and teachers, in English, Hindi and Gujarati.",
  categories: "Filter features by category",
  all: "All ({{count}})",
  categoryCount: "{{category}} ({{count}})",
  category: {
    tutoring: "AI Tutoring",
    study: "Study Tools",
    languages: "Languages",
    teachers: "Teachers",
    community: "Community",
  },
  open: "Open",
  cards: {
    mathTutor: {
      title: "AI Math Tutor",
      text: "Step-by-step solutions, with similar questions to practise.",
    },
    socratic: {
      title: "Socratic Tutor",
      text: "Learn by answering guiding questions instead of copying answers.",
    },
    learners: {
      title: "Science & Social Science",
      text: "Explanations and practice for every chapter of your class.",
    },
    voice: { title: "Voice Assistant", text: "Ask out loud and hear the answer." },
    flashcards: {
      title: "Smart Flashcards",
      text: "Spaced repetition that remembers what you forget, with exam tracking.",
    },
    planner: { title: "Study Planner", text: "A plan for each subject that fits your exams." },
    pomodoro: { title: "Focus Timer", text: "Pomodoro sessions with breaks, synced on every device." },
    // Issue 25: what works without a teacher, said plainly.
    blackbox: {
      title: "Quick Tests",
      text: "Mathematics quick tests and BlackBox for every class, made by the math engine; other subjects with your teacher's questions.",
    },
    indian: {
      title: "Hindi, Gujarati & Sanskrit",
      text: "Chatbots and grammar help in the subject's own language.",
    },
    grammar: { title: "Grammar Assistant", text: "Check your writing and learn from each correction." },
    story: { title: "Story Images", text: "Write a story and see it come alive." },
    teacher: { title: "Teacher Tools", text: "Chapter-wise Q&A by voice and text, and live class insight." },
    groups: { title: "Study Groups", text: "Real-time messaging with your classmates." },
  },
  statsTitle: "Vidya in numbers",
  statsIntro: "Live figures from our own database.",
  stats: {
    students: "Students learning",
    flashcards: "Flashcards created",
    studyHours: "Hours of focused study",
    joinedThisWeek: "Students joined this week",
  },
  statsUnavailable: "Figures are not available right now.",
  cardSignUp: "Create your free account",
  cardSignIn: "Welcome back",
  ctaTitle: "Ready to learn?",
  ctaText: "Join your classmates on Vidya today.",
  startFreeNow: "Start Learning Free Now",
  riskFree: "Try It Risk-Free",
  exploreAll: "Explore All Features",
};
