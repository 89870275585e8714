import { addEnglish } from "../app-strings";
import { groups } from "../locales/en/groups";

addEnglish({ groups });
