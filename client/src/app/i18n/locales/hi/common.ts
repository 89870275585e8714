import type { Translation } from "../en/index";

export const msg: Translation["msg"] = {
  enterQuestionOrImage: "प्रश्न लिखें या चित्र अपलोड करें",
  selectImageFile: "चित्र फ़ाइल चुनें।",
  imageTooLarge: "चित्र 5MB से छोटा होना चाहिए।",
  speechNotSupported: "आवाज़ पहचान समर्थित नहीं है",
  speechFailed: "आवाज़ पहचान विफल रही: {{reason}}",
  voiceStartFailed: "वॉइस इनपुट शुरू नहीं हो सका।",
  emptyAiResponse: "AI से खाली उत्तर मिला।",
  aiStructureIncorrect: "AI उत्तर की संरचना सही नहीं है।",
  aiParseFailed: "AI उत्तर समझा नहीं जा सका।",
  aiCallFailed: "व्याख्या प्राप्त नहीं हो सकी।",
  conversationCleared: "बातचीत साफ़ कर दी गई",
  noConversationToClear: "साफ़ करने के लिए कोई बातचीत नहीं है",
  googleSuccess: "Google से साइन इन हो गया!",
  googleFailed: "Google लॉगिन विफल रहा।",
  signUpSuccess: "खाता बन गया! कृपया सत्यापन के लिए अपना ईमेल देखें।",
  signInSuccess: "वापसी पर स्वागत है!",
  authFailed: "प्रमाणीकरण विफल रहा",
  fillAllFields: "कृपया सभी फ़ील्ड भरें",
  signOutSuccess: "सफलतापूर्वक साइन आउट हो गया",
  signOutFailed: "साइन आउट करने में त्रुटि",
  setupSkipped: "सेटअप छोड़ दिया गया। डिफ़ॉल्ट कक्षा 7 तय की गई है। आप इसे अपनी प्रोफ़ाइल सेटिंग्स में बदल सकते हैं।",
  setupSkipFailed: "सेटअप पूरा नहीं हो सका। कृपया फिर से प्रयास करें।",
  standardSaved: "स्वागत है! आपकी डिफ़ॉल्ट कक्षा {{n}} तय कर दी गई है",
  standardSaveFailed: "आपकी कक्षा सहेजी नहीं जा सकी। कृपया फिर से प्रयास करें।",
  selectStandard: "कृपया अपनी वर्तमान कक्षा चुनें",
  verifyEmailRedirect: "जारी रखने के लिए कृपया अपना ईमेल सत्यापित करें। सत्यापन लिंक के लिए अपना इनबॉक्स देखें।",
  signInRequired: "इस पेज को देखने के लिए कृपया साइन इन करें",
  focusCompleted: "फ़ोकस सत्र पूरा हुआ!",
  longBreakNext: "लंबे ब्रेक का समय (15 मिनट)।",
  shortBreakNext: "छोटे ब्रेक का समय (5 मिनट)।",
  breakCompleted: "{{kind}} पूरा हुआ!",
  readyForFocus: "एक और फ़ोकस सत्र के लिए तैयार हैं?",
  onlyMath: "मैं केवल गणित के प्रश्नों में मदद कर सकता हूँ...",
  loading: "लोड हो रहा है...",
  redirecting: "आगे भेजा जा रहा है...",
  verifyingPermissions: "अनुमतियाँ जाँची जा रही हैं...",
  completingAuth: "प्रमाणीकरण पूरा हो रहा है...",
  pleaseWait: "कृपया प्रतीक्षा करें, हम आपको लॉग इन कर रहे हैं।",
  initializing: "आपका सीखने का अनुभव तैयार हो रहा है...",
};

export const common: Translation["common"] = {
  tagline: "AI-संचालित शिक्षण मंच",
  skipToContent: "मुख्य सामग्री पर जाएँ",
  loadingPage: "पेज लोड हो रहा है",
  offline: "आप ऑफ़लाइन हैं। पहले खोले गए पेज अब भी काम करते हैं।",
  networkError: "सर्वर से संपर्क नहीं हो सका। कृपया फिर से प्रयास करें।",
  unavailable: "सेवा कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से प्रयास करें।",
  unexpected: "अनपेक्षित त्रुटि।",
  close: "बंद करें",
  cancel: "रद्द करें",
  language: "भाषा",
  languages: { en: "English (अंग्रेज़ी)", hi: "हिन्दी", gu: "ગુજરાતી (गुजराती)" },
  themeToDark: "डार्क थीम पर जाएँ",
  themeToLight: "लाइट थीम पर जाएँ",
  classN: "कक्षा {{n}}",
  sync: {
    offline: "ऑफ़लाइन",
    waiting_one: "{{count}} बदलाव सिंक होने की प्रतीक्षा में",
    waiting_other: "{{count}} बदलाव सिंक होने की प्रतीक्षा में",
    sent_one: "ऑफ़लाइन किया गया {{count}} फ़्लैशकार्ड रिव्यू सिंक हो गया।",
    sent_other: "ऑफ़लाइन किए गए {{count}} फ़्लैशकार्ड रिव्यू सिंक हो गए।",
    alreadySent: "आपके ऑफ़लाइन रिव्यू पहले ही सिंक हो चुके थे।",
    failed: "आपके ऑफ़लाइन रिव्यू सिंक नहीं हो सके: {{message}}",
    testSubmitted: "ऑफ़लाइन दिया गया आपका त्वरित टेस्ट जमा हो गया: {{score}} / {{total}}।",
    testSubmittedLate: "ऑफ़लाइन दिया गया आपका त्वरित टेस्ट नियत समय के बाद (देर से) जमा हुआ: {{score}} / {{total}}।",
    testFailed: "आपका ऑफ़लाइन त्वरित टेस्ट जमा नहीं हो सका: {{message}}",
    corrupt: "इस डिवाइस पर रखी ऑफ़लाइन कॉपी पढ़ी नहीं जा सकी और हटा दी गई। आपके कार्ड सर्वर पर सुरक्षित हैं।",
  },
};

export const shell: Translation["shell"] = {
  openMenu: "मेनू खोलें",
  closeMenu: "मेनू बंद करें",
  menuTitle: "मेनू",
  logoHome: "Vidya होम",
  accountMenu: "खाता मेनू",
  signIn: "साइन इन",
  signOut: "साइन आउट",
  profile: "प्रोफ़ाइल",
  timer: "फ़ोकस टाइमर",
};

export const subjectNames: Translation["subjectNames"] = {
  mathematics: "गणित",
  english: "अंग्रेज़ी",
  science: "विज्ञान",
  socialScience: "सामाजिक विज्ञान",
  hindi: "हिन्दी",
  gujarati: "गुजराती",
  sanskrit: "संस्कृत",
};

export const topicNames: Translation["topicNames"] = {
  arithmetic: "अंकगणित",
  algebra: "बीजगणित",
  geometry: "ज्यामिति",
  calculus: "कलन",
  statistics: "सांख्यिकी",
  problemSolving: "समस्या समाधान",
};

export const features: Translation["features"] = {
  parent: "मेरे बच्चे",
  modeSelection: "मोड चुनें",
  chapterQa: "अध्याय प्रश्नोत्तर",
  voiceAssistant: "वॉइस असिस्टेंट",
  socraticTutor: "सुकराती ट्यूटर",
  grammar: "व्याकरण सहायक",
  storyImages: "कहानी चित्र",
  voiceBot: "वॉइस बॉट",
  flashcards: "फ़्लैशकार्ड",
  pomodoro: "पोमोडोरो टाइमर",
  history: "इतिहास",
  profileProgress: "प्रोफ़ाइल और प्रगति",
  transitionDemo: "ट्रांज़िशन डेमो",
  subjectTutor: "{{subject}} ट्यूटर",
  teacherTools: "शिक्षक उपकरण",
  subjectTeacherTools: "{{subject}} शिक्षक उपकरण",
  mathLearner: "गणित शिक्षार्थी",
  scienceLearner: "विज्ञान शिक्षार्थी",
  socialScienceLearner: "सामाजिक विज्ञान शिक्षार्थी",
  studyPlanner: "अध्ययन योजनाकार",
  subjectStudyPlanner: "{{subject}} अध्ययन योजनाकार",
  subjectChatbot: "{{subject}} चैटबॉट",
  hindiGrammar: "हिन्दी व्याकरण",
  blackbox: "ब्लैकबॉक्स मूल्यांकन",
  teacherDashboard: "शिक्षक डैशबोर्ड",
  subjectTeacher: "शिक्षकों के लिए {{subject}}",
  mathTopic: "{{topic}}",
  joinClass: "कक्षा से जुड़ें",
  groups: "अध्ययन समूह",
  group: "अध्ययन समूह",
  home: "होम",
};

export const notFound: Translation["notFound"] = {
  title: "पेज नहीं मिला",
  body: "हमें वह पेज नहीं मिला।",
  home: "होम पेज पर जाएँ",
};

export const footer: Translation["footer"] = {
  tagline: "शिक्षा और कौशल विकास के उपकरणों वाला एक AI-संचालित शिक्षण मंच।",
  explore: "देखें",
  tools: "उपकरण",
  rights: "कक्षा 1 से 12 के विद्यार्थियों और शिक्षकों के लिए बनाया गया।",
};

export const subjectsPage: Translation["subjectsPage"] = {
  title: "आपके विषय",
  forClass: "कक्षा {{n}} के लिए उपकरण",
  changeClass: "कक्षा बदलें",
  open: "{{subject}} खोलें",
  toolsOf: "{{subject}} उपकरण",
};

export const splash: Translation["splash"] = {
  progress: "Vidya शुरू हो रहा है",
};
