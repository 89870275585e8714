import { auth, profile, setup } from "./auth";
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
import { flashcards } from "./flashcards";
import { groups } from "./groups";
import { landing } from "./landing";
import { history, timer, tutor } from "./study";

/** The English UI: the reference every other language must match key for key. */
export const en = {
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
  groups,
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape of one language's translations. */
export type Translation = DeepStrings<typeof en>;
