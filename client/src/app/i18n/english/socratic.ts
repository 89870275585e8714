import { addEnglish } from "../app-strings";
import { socratic } from "../locales/en/socratic";

addEnglish({ socratic });
