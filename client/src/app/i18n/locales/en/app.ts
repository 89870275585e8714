import { chatbot } from "./chatbot";
import { classes } from "./classes";
import { dashboard } from "./dashboard";
import { flashcards } from "./flashcards";
import { groups } from "./groups";
import { roundTrip } from "./round-trip";
import { socratic } from "./socratic";
import { history, timer, tutor } from "./study";
import { teacher } from "./teacher";

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
};
