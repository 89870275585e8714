import type { Translation } from "../en/index";
import { assessment } from "./assessment";
import { auth, parentConsent, profile, setup } from "./auth";
import { chatbot } from "./chatbot";
import { classes } from "./classes";
import {
  common,
  features,
  footer,
  msg,
  notFound,
  shell,
  splash,
  subjectNames,
  subjectsPage,
  topicNames,
} from "./common";
import { consent } from "./consent";
import { dashboard } from "./dashboard";
import { flashcards } from "./flashcards";
import { groups } from "./groups";
import { landing } from "./landing";
import { offlineTutor } from "./offline-tutor";
import { learner, modes, motionDemo, planner, progress } from "./planner";
import { roundTrip } from "./round-trip";
import { socratic } from "./socratic";
import { history, timer, tutor } from "./study";
import { teacher } from "./teacher";
import { grammar, hindiGrammar, story, voice, voiceAssistant, voiceBot } from "./tools";

/** हिन्दी: the whole UI in Hindi. */
export const hi: Translation = {
  msg,
  common,
  shell,
  subjectNames,
  topicNames,
  features,
  notFound,
  footer,
  subjectsPage,
  splash,
  auth,
  parentConsent,
  setup,
  profile,
  landing,
  tutor,
  offlineTutor,
  history,
  timer,
  flashcards,
  classes,
  dashboard,
  groups,
  roundTrip,
  teacher,
  chatbot,
  socratic,
  consent,
  assessment,
  planner,
  progress,
  learner,
  modes,
  motionDemo,
  voice,
  voiceAssistant,
  voiceBot,
  grammar,
  hindiGrammar,
  story,
};
