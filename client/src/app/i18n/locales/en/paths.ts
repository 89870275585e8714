/** The learner paths, mode selection and the motion demo (issue 17). */
export const learner = {
  title: "{{subject}} learning path",
  intro: "The chapters of class {{grade}} in book order. Each shows your level and the next step.",
  readyNext: "Ready to learn next",
  chapter: "{{number}}. {{title}}",
  next: {
    learn: "Learn with the tutor",
    practise: "Practise with a quick test",
    review: "Review flashcards",
  },
  empty: "There are no chapters of this subject for your class yet.",
};

export const modes = {
  title: "How do you want to study today?",
  learn: "Learn something new",
  learnHint: "Start the next chapter on your path with the tutor.",
  practise: "Practise",
  practiseHint: "Check what you know with a quick test.",
  revise: "Revise for an exam",
  reviseHint: "Follow today's study plan.",
  talk: "Talk it through",
  talkHint: "Work through a problem with the Socratic tutor.",
  teacherTitle: "What would you like to do today?",
  watch: "Watch your class learn",
  watchHint: "See who is studying now and where your students need help.",
  setTest: "Set a quick test",
  setTestHint: "Generate, review and assign questions for your class.",
  prepare: "Prepare a chapter",
  prepareHint: "Ask questions about a chapter and get answers to teach from.",
  tryTutor: "Try the tutor",
  tryTutorHint: "See how the Socratic tutor guides a student through a problem.",
  parentTitle: "What would you like to do today?",
  children: "See how your child is doing",
  childrenHint: "Study time, progress, the tools they may use and who looked at their data.",
  goTo: "Go: {{place}}",
};

export const motionDemo = {
  title: "Page transitions and motion",
  intro:
    "Vidya fades each new page in over 220 ms. When your device asks for reduced motion, pages, menus and spinners appear without animation.",
  reduced: "Your device asks for reduced motion: transitions are off.",
  full: "Your device allows motion: transitions are on. To turn them off, switch on “Reduce motion” in your device's accessibility settings.",
  play: "Play the page transition",
  sample: "A sample page",
  sampleText: "This card enters the way every page does.",
};
