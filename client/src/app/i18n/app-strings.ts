import { i18n } from "./i18n";
import { enApp } from "./locales/en/app";

// Imported by the app shell: adds the English of the signed-in features to the English that
// i18next starts with (Hindi and Gujarati always load whole, when chosen).
function addAppStrings() {
  i18n.addResourceBundle("en", "translation", enApp, true, false);
}

if (i18n.isInitialized) addAppStrings();
// A later (re-)initialisation starts from the core strings again.
i18n.on("initialized", addAppStrings);
