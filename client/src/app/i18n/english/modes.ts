import { addEnglish } from "../app-strings";
import { modes } from "../locales/en/paths";

addEnglish({ modes });
