import { addEnglish } from "../app-strings";
import { story } from "../locales/en/story";

addEnglish({ story });
