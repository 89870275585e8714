import { auth, parentConsent, profile, setup } from "./auth";
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
import { landing } from "./landing";

/** The English the first page needs: SPEC's messages, the shell, auth, profile and the landing page. */
export const enCore = {
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
};
