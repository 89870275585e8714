import { addEnglish } from "../app-strings";
import { hindiGrammar } from "../locales/en/grammar";

addEnglish({ hindiGrammar });
