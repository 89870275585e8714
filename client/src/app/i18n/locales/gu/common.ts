import type { Translation } from "../en/index";

export const msg: Translation["msg"] = {
  enterQuestionOrImage: "પ્રશ્ન લખો અથવા ચિત્ર અપલોડ કરો",
  selectImageFile: "ચિત્ર ફાઇલ પસંદ કરો.",
  imageTooLarge: "ચિત્ર 5MB કરતાં નાનું હોવું જોઈએ.",
  speechNotSupported: "અવાજ ઓળખ સમર્થિત નથી",
  speechFailed: "અવાજ ઓળખ નિષ્ફળ ગઈ: {{reason}}",
  voiceStartFailed: "વૉઇસ ઇનપુટ શરૂ થઈ શક્યું નહીં.",
  emptyAiResponse: "AI તરફથી ખાલી જવાબ મળ્યો.",
  aiStructureIncorrect: "AI જવાબની રચના સાચી નથી.",
  aiParseFailed: "AI જવાબ સમજી શકાયો નહીં.",
  aiCallFailed: "સમજૂતી મેળવી શકાઈ નહીં.",
  conversationCleared: "વાતચીત સાફ કરી દીધી",
  noConversationToClear: "સાફ કરવા માટે કોઈ વાતચીત નથી",
  googleSuccess: "Google વડે સાઇન ઇન થયું!",
  googleFailed: "Google લૉગિન નિષ્ફળ ગયું.",
  signUpSuccess: "ખાતું બની ગયું! કૃપા કરીને ચકાસણી માટે તમારો ઈમેલ જુઓ.",
  signInSuccess: "ફરી સ્વાગત છે!",
  authFailed: "પ્રમાણીકરણ નિષ્ફળ ગયું",
  fillAllFields: "કૃપા કરીને બધાં ક્ષેત્રો ભરો",
  signOutSuccess: "સફળતાપૂર્વક સાઇન આઉટ થયું",
  signOutFailed: "સાઇન આઉટ કરવામાં ભૂલ",
  setupSkipped: "સેટઅપ છોડી દીધું. મૂળભૂત ધોરણ 7 નક્કી કર્યું છે. તમે તેને તમારી પ્રોફાઇલ સેટિંગ્સમાં બદલી શકો છો.",
  setupSkipFailed: "સેટઅપ પૂર્ણ થઈ શક્યું નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.",
  standardSaved: "સ્વાગત છે! તમારું મૂળભૂત ધોરણ {{n}} નક્કી થયું છે",
  standardSaveFailed: "તમારું ધોરણ સાચવી શકાયું નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.",
  selectStandard: "કૃપા કરીને તમારું હાલનું ધોરણ પસંદ કરો",
  verifyEmailRedirect: "આગળ વધવા માટે કૃપા કરીને તમારો ઈમેલ ચકાસો. ચકાસણી લિંક માટે તમારું ઇનબૉક્સ જુઓ.",
  signInRequired: "આ પાનું જોવા માટે કૃપા કરીને સાઇન ઇન કરો",
  focusCompleted: "ફોકસ સત્ર પૂર્ણ થયું!",
  longBreakNext: "લાંબા વિરામનો સમય (15 મિનિટ).",
  shortBreakNext: "ટૂંકા વિરામનો સમય (5 મિનિટ).",
  breakCompleted: "{{kind}} પૂર્ણ થયો!",
  readyForFocus: "બીજા ફોકસ સત્ર માટે તૈયાર છો?",
  onlyMath: "હું ફક્ત ગણિતના પ્રશ્નોમાં જ મદદ કરી શકું છું...",
  loading: "લોડ થઈ રહ્યું છે...",
  redirecting: "આગળ મોકલી રહ્યાં છીએ...",
  verifyingPermissions: "પરવાનગીઓ ચકાસી રહ્યાં છીએ...",
  completingAuth: "પ્રમાણીકરણ પૂર્ણ થઈ રહ્યું છે...",
  pleaseWait: "કૃપા કરીને રાહ જુઓ, અમે તમને લૉગ ઇન કરી રહ્યાં છીએ.",
  initializing: "તમારો શીખવાનો અનુભવ તૈયાર થઈ રહ્યો છે...",
};

export const common: Translation["common"] = {
  tagline: "AI-સંચાલિત શિક્ષણ મંચ",
  skipToContent: "મુખ્ય સામગ્રી પર જાઓ",
  loadingPage: "પાનું લોડ થઈ રહ્યું છે",
  offline: "તમે ઑફલાઇન છો. પહેલાં ખોલેલાં પાનાં હજી પણ કામ કરે છે.",
  networkError: "સર્વરનો સંપર્ક થઈ શક્યો નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.",
  unavailable: "સેવા થોડા સમય માટે ઉપલબ્ધ નથી. કૃપા કરીને થોડી વારમાં ફરી પ્રયાસ કરો.",
  unexpected: "અણધારી ભૂલ.",
  close: "બંધ કરો",
  cancel: "રદ કરો",
  language: "ભાષા",
  languages: { en: "English (અંગ્રેજી)", hi: "हिन्दी (હિન્દી)", gu: "ગુજરાતી" },
  themeToDark: "ડાર્ક થીમ પર જાઓ",
  themeToLight: "લાઇટ થીમ પર જાઓ",
  classN: "ધોરણ {{n}}",
  sync: {
    offline: "ઑફલાઇન",
    waiting_one: "{{count}} ફેરફાર સિંક થવાની રાહમાં",
    waiting_other: "{{count}} ફેરફારો સિંક થવાની રાહમાં",
    sent_one: "ઑફલાઇન કરેલો {{count}} ફ્લેશકાર્ડ રિવ્યૂ સિંક થયો.",
    sent_other: "ઑફલાઇન કરેલા {{count}} ફ્લેશકાર્ડ રિવ્યૂ સિંક થયા.",
    alreadySent: "તમારા ઑફલાઇન રિવ્યૂ પહેલેથી સિંક થઈ ગયા હતા.",
    failed: "તમારા ઑફલાઇન રિવ્યૂ સિંક થઈ શક્યા નહીં: {{message}}",
    testSubmitted: "ઑફલાઇન આપેલી તમારી ઝડપી કસોટી જમા થઈ: {{score}} / {{total}}.",
    testSubmittedLate: "ઑફલાઇન આપેલી તમારી ઝડપી કસોટી નિયત સમય પછી (મોડી) જમા થઈ: {{score}} / {{total}}.",
    testFailed: "તમારી ઑફલાઇન ઝડપી કસોટી જમા થઈ શકી નહીં: {{message}}",
    corrupt: "આ ઉપકરણ પરની ઑફલાઇન નકલ વાંચી શકાઈ નહીં અને કાઢી નાખવામાં આવી. તમારાં કાર્ડ સર્વર પર સુરક્ષિત છે.",
  },
};

export const shell: Translation["shell"] = {
  openMenu: "મેનૂ ખોલો",
  closeMenu: "મેનૂ બંધ કરો",
  menuTitle: "મેનૂ",
  logoHome: "Vidya હોમ",
  accountMenu: "ખાતા મેનૂ",
  signIn: "સાઇન ઇન",
  signOut: "સાઇન આઉટ",
  profile: "પ્રોફાઇલ",
  timer: "ફોકસ ટાઇમર",
};

export const subjectNames: Translation["subjectNames"] = {
  mathematics: "ગણિત",
  english: "અંગ્રેજી",
  science: "વિજ્ઞાન",
  socialScience: "સામાજિક વિજ્ઞાન",
  hindi: "હિન્દી",
  gujarati: "ગુજરાતી",
  sanskrit: "સંસ્કૃત",
};

export const topicNames: Translation["topicNames"] = {
  arithmetic: "અંકગણિત",
  algebra: "બીજગણિત",
  geometry: "ભૂમિતિ",
  calculus: "કલનશાસ્ત્ર",
  statistics: "આંકડાશાસ્ત્ર",
  problemSolving: "સમસ્યા ઉકેલ",
};

export const features: Translation["features"] = {
  parent: "મારાં બાળકો",
  modeSelection: "મોડ પસંદ કરો",
  chapterQa: "પ્રકરણ પ્રશ્નોત્તરી",
  voiceAssistant: "વૉઇસ આસિસ્ટન્ટ",
  socraticTutor: "સૉક્રેટિક ટ્યુટર",
  grammar: "વ્યાકરણ સહાયક",
  storyImages: "વાર્તા ચિત્રો",
  voiceBot: "વૉઇસ બૉટ",
  flashcards: "ફ્લૅશકાર્ડ",
  pomodoro: "પોમોડોરો ટાઇમર",
  history: "ઇતિહાસ",
  profileProgress: "પ્રોફાઇલ અને પ્રગતિ",
  transitionDemo: "ટ્રાન્ઝિશન ડેમો",
  subjectTutor: "{{subject}} ટ્યુટર",
  teacherTools: "શિક્ષક સાધનો",
  subjectTeacherTools: "{{subject}} શિક્ષક સાધનો",
  mathLearner: "ગણિત શીખનાર",
  scienceLearner: "વિજ્ઞાન શીખનાર",
  socialScienceLearner: "સામાજિક વિજ્ઞાન શીખનાર",
  studyPlanner: "અભ્યાસ આયોજક",
  subjectStudyPlanner: "{{subject}} અભ્યાસ આયોજક",
  subjectChatbot: "{{subject}} ચૅટબૉટ",
  hindiGrammar: "હિન્દી વ્યાકરણ",
  blackbox: "બ્લૅકબૉક્સ મૂલ્યાંકન",
  teacherDashboard: "શિક્ષક ડૅશબોર્ડ",
  subjectTeacher: "શિક્ષકો માટે {{subject}}",
  mathTopic: "{{topic}}",
  joinClass: "વર્ગમાં જોડાઓ",
  groups: "અભ્યાસ જૂથો",
  group: "અભ્યાસ જૂથ",
  home: "હોમ",
};

export const notFound: Translation["notFound"] = {
  title: "પાનું મળ્યું નહીં",
  body: "અમને તે પાનું મળ્યું નહીં.",
  home: "હોમ પેજ પર જાઓ",
};

export const footer: Translation["footer"] = {
  tagline: "શિક્ષણ અને કૌશલ્ય વિકાસનાં સાધનો ધરાવતો AI-સંચાલિત શિક્ષણ મંચ.",
  explore: "જુઓ",
  tools: "સાધનો",
  rights: "ધોરણ 1 થી 12 ના વિદ્યાર્થીઓ અને શિક્ષકો માટે બનાવેલું.",
};

export const subjectsPage: Translation["subjectsPage"] = {
  title: "તમારા વિષયો",
  forClass: "ધોરણ {{n}} માટેનાં સાધનો",
  changeClass: "ધોરણ બદલો",
  open: "{{subject}} ખોલો",
  toolsOf: "{{subject}} સાધનો",
};

export const splash: Translation["splash"] = {
  progress: "Vidya શરૂ થઈ રહ્યું છે",
};
