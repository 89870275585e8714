import { addEnglish } from "../app-strings";
import { chatbot } from "../locales/en/chatbot";

addEnglish({ chatbot });
