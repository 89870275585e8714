import { initI18n } from "../app/i18n/i18n";
// The English of the signed-in features too (the app shell adds it in the app).
import "../app/i18n/app-strings";

/** i18next in English, every string, for component tests. */
export const ready = initI18n("en");
