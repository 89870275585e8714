import { addEnglish } from "../app-strings";
import { grammar } from "../locales/en/grammar";

addEnglish({ grammar });
