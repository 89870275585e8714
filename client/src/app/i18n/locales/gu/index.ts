import type { Translation } from "../en/index";
import { auth, profile, setup } from "./auth";
import { chatbot } from "./chatbot";
import { classes } from "./classes";
import {
  common,
  featurePage,
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
import { dashboard } from "./dashboard";
import { flashcards } from "./flashcards";
import { groups } from "./groups";
import { landing } from "./landing";
import { roundTrip } from "./round-trip";
import { socratic } from "./socratic";
import { history, timer, tutor } from "./study";
import { teacher } from "./teacher";

/** ગુજરાતી: the whole UI in Gujarati. */
export const gu: Translation = {
  msg,
  common,
  shell,
  subjectNames,
  topicNames,
  features,
  featurePage,
  notFound,
  footer,
  subjectsPage,
  splash,
  auth,
  setup,
  profile,
  landing,
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
