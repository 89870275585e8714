import { addEnglish } from "../app-strings";
import { voiceAssistant } from "../locales/en/voice-pages";

addEnglish({ voiceAssistant });
