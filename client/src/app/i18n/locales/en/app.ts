import { assessment } from "./assessment";
import { chatbot } from "./chatbot";
import { classes } from "./classes";
import { consent } from "./consent";
import { dashboard } from "./dashboard";
import { flashcards } from "./flashcards";
import { groups } from "./groups";
import { learner, modes, motionDemo, planner, progress } from "./planner";
import { roundTrip } from "./round-trip";
import { socratic } from "./socratic";
import { history, timer, tutor } from "./study";
import { teacher } from "./teacher";
import { grammar, hindiGrammar, story, voice, voiceAssistant, voiceBot } from "./tools";

/**
 * The English of the signed-in app's features. It loads with the app shell (see app-strings.ts),
 * so the landing and auth pages do not carry it.
 */
export const enApp = {
  tutor,
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
