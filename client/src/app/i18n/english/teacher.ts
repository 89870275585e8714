import { addEnglish } from "../app-strings";
import { teacher } from "../locales/en/teacher";

addEnglish({ teacher });
