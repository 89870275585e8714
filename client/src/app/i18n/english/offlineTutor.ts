import { addEnglish } from "../app-strings";
import { offlineTutor } from "../locales/en/offline-tutor";

addEnglish({ offlineTutor });
