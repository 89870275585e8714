import { addEnglish } from "../app-strings";
import { dashboard } from "../locales/en/dashboard";

addEnglish({ dashboard });
