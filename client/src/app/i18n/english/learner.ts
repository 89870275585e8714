import { addEnglish } from "../app-strings";
import { learner } from "../locales/en/paths";

addEnglish({ learner });
