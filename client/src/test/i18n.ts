import { initI18n } from "../app/i18n/i18n";

/** i18next in English for component tests. */
export const ready = initI18n("en");
