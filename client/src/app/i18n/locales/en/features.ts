import { chatbot } from "./chatbot";
import { dashboard } from "./dashboard";
import { grammar, hindiGrammar } from "./grammar";
import { groups } from "./groups";
import { offlineTutor } from "./offline-tutor";
import { learner, modes, motionDemo } from "./paths";
import { roundTrip } from "./round-trip";
import { socratic } from "./socratic";
import { story } from "./story";
import { teacher } from "./teacher";
import { voiceAssistant, voiceBot } from "./voice-pages";

/**
 * The sections one feature reads: each loads with that feature's pages, through
 * `app/i18n/english/<section>.ts`.
 */
export const enFeatures = {
  dashboard,
  groups,
  roundTrip,
  teacher,
  chatbot,
  socratic,
  learner,
  modes,
  motionDemo,
  voiceAssistant,
  voiceBot,
  grammar,
  hindiGrammar,
  story,
  offlineTutor,
};
