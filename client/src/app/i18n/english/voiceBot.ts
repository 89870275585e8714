import { addEnglish } from "../app-strings";
import { voiceBot } from "../locales/en/voice-pages";

addEnglish({ voiceBot });
