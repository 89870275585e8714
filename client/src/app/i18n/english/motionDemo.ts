import { addEnglish } from "../app-strings";
import { motionDemo } from "../locales/en/paths";

addEnglish({ motionDemo });
