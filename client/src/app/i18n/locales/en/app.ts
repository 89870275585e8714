import { assessment } from "./assessment";
import { classes } from "./classes";
import { consent } from "./consent";
import { flashcards } from "./flashcards";
import { planner, progress } from "./planner";
import { history, timer, tutor } from "./study";
import { voice } from "./tools";

/**
 * The English of the signed-in app that loads with the app shell (see app-strings.ts), so the
 * landing and auth pages do not carry it: the sections the shell and most pages read.
 */
export const enShell = {
  tutor,
  history,
  timer,
  flashcards,
  classes,
  consent,
  assessment,
  planner,
  progress,
  voice,
};
