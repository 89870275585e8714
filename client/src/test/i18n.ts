import { addEnglish } from "../app/i18n/app-strings";
import { initI18n } from "../app/i18n/i18n";
import { enFeatures } from "../app/i18n/locales/en/features";

// The English of every signed-in feature too (in the app, the shell and each feature's pages add it).
addEnglish(enFeatures);

/** i18next in English, every string, for component tests. */
export const ready = initI18n("en");
