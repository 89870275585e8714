import { i18n } from "./i18n";
import { enShell } from "./locales/en/app";

/**
 * The English of the signed-in app, added to the core English i18next starts with (Hindi and
 * Gujarati always load whole, when chosen). The app shell imports this module, which adds the
 * sections the shell and most pages use (`enShell`). A section only one feature uses has its own
 * module in `english/<section>.ts`, imported by every file that reads its keys
 * (`tests/repo/english-sections.test.ts` keeps that true), so it loads with that feature's pages and
 * no other page downloads it.
 */
const added: Record<string, unknown> = { ...enShell };

/** Adds sections of English strings (now, and again after any re-initialisation). */
export function addEnglish(sections: Record<string, unknown>): void {
  Object.assign(added, sections);
  if (i18n.isInitialized) i18n.addResourceBundle("en", "translation", sections, true, false);
}

if (i18n.isInitialized) i18n.addResourceBundle("en", "translation", added, true, false);
// A later (re-)initialisation starts from the core strings again.
i18n.on("initialized", () => i18n.addResourceBundle("en", "translation", added, true, false));
