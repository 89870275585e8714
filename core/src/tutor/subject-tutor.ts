import type { Subject } from "../subjects";

/** The UI languages (DESIGN: English, Hindi, Gujarati). */
export type UiLanguage = "en" | "hi" | "gu";

/**
 * What a subject page says when no AI model is set up and the question is not one the offline math
 * engine can answer (issue 25): no invented answer, that this needs the school's AI model and why.
 * Never operator instructions: a teacher's page shows MODEL_SETUP beside it.
 */
export const NO_AI_MODEL_MESSAGE =
  "This needs the school's AI model, and none is set up yet: only mathematics questions with a calculation, " +
  "an equation or an expression can be answered offline. Your teacher can ask for the model.";

/** How a model is set up (README): shown to teachers only, never to students. */
export const MODEL_SETUP =
  "To set one up, the school's administrator sets OPENAI_API_KEY (with OPENAI_BASE_URL for an " +
  "OpenAI-compatible server) on the worker, or starts the local model: docker compose --profile local-ai up.";

/**
 * The language a subject's answers are written in: Hindi and Sanskrit in Devanagari, Gujarati in
 * Gujarati script, English in English, the others in the student's UI language.
 */
export function answerLanguage(subject: Subject, ui: UiLanguage): "en" | "hi" | "gu" | "sa" {
  if (subject === "hindi") return "hi";
  if (subject === "sanskrit") return "sa";
  if (subject === "gujarati") return "gu";
  if (subject === "english") return "en";
  return ui;
}

/** How the prompt names each answer language, script included. */
export const LANGUAGE_IN_PROMPT: Record<ReturnType<typeof answerLanguage>, string> = {
  en: "English",
  hi: "Hindi, written in Devanagari script",
  gu: "Gujarati, written in Gujarati script",
  sa: "Sanskrit, written in Devanagari script (explanations may use simple Hindi in Devanagari)",
};

/** The speech-recognition language of a subject's voice input (browsers have no Sanskrit: Hindi). */
export function speechLanguage(subject: Subject, ui: UiLanguage): string {
  const lang = answerLanguage(subject, ui);
  return { en: "en-US", hi: "hi-IN", gu: "gu-IN", sa: "hi-IN" }[lang];
}

type Templates = readonly [string, string, string, string];

// {c}: the chapter title, {s}: the subject's name in that language.
const CHAPTER_TEMPLATES: Record<ReturnType<typeof answerLanguage>, Templates> = {
  en: [
    'Explain the main ideas of "{c}" in simple words.',
    'What are the key terms in "{c}"? Define each with an example.',
    'Give two real-life examples of what we learn in "{c}".',
    'Ask me three practice questions on "{c}" and show the answers.',
  ],
  hi: [
    '"{c}" पाठ का सार सरल शब्दों में समझाइए।',
    '"{c}" पाठ के मुख्य शब्द कौन-से हैं? हर एक का अर्थ उदाहरण सहित बताइए।',
    '"{c}" पाठ से जुड़े दो उदाहरण रोज़मर्रा के जीवन से दीजिए।',
    '"{c}" पाठ पर तीन अभ्यास प्रश्न उत्तर सहित बनाइए।',
  ],
  gu: [
    '"{c}" પાઠનો સાર સરળ શબ્દોમાં સમજાવો.',
    '"{c}" પાઠના મુખ્ય શબ્દો કયા છે? દરેકનો અર્થ ઉદાહરણ સાથે આપો.',
    '"{c}" પાઠ સાથે જોડાયેલાં રોજિંદા જીવનનાં બે ઉદાહરણ આપો.',
    '"{c}" પાઠ પર ત્રણ અભ્યાસ પ્રશ્નો જવાબ સાથે બનાવો.',
  ],
  sa: [
    '"{c}" इति पाठस्य सारं सरलया भाषया वदतु।',
    '"{c}" इति पाठे के मुख्याः शब्दाः सन्ति? तेषाम् अर्थान् लिखतु।',
    '"{c}" इति पाठस्य व्याकरणबिन्दून् उदाहरणैः सह बोधयतु।',
    '"{c}" इति पाठात् त्रीन् प्रश्नान् उत्तरैः सह रचयतु।',
  ],
};

// Science asks for formulas and equations, which the page renders (KaTeX with mhchem).
const SCIENCE_FOURTH: Record<ReturnType<typeof answerLanguage>, string> = {
  en: 'Which formulas or chemical equations matter in "{c}"? Explain each one.',
  hi: '"{c}" पाठ में कौन-से सूत्र या रासायनिक समीकरण महत्वपूर्ण हैं? हर एक को समझाइए।',
  gu: '"{c}" પાઠમાં કયાં સૂત્રો કે રાસાયણિક સમીકરણો મહત્ત્વનાં છે? દરેક સમજાવો.',
  sa: '"{c}" इति पाठे कानि सूत्राणि सन्ति? प्रत्येकं बोधयतु।',
};

const SUBJECT_NAMES: Record<ReturnType<typeof answerLanguage>, Record<Subject, string>> = {
  en: {
    mathematics: "mathematics",
    science: "science",
    "social-science": "social science",
    hindi: "Hindi",
    gujarati: "Gujarati",
    sanskrit: "Sanskrit",
    english: "English",
  },
  hi: {
    mathematics: "गणित",
    science: "विज्ञान",
    "social-science": "सामाजिक विज्ञान",
    hindi: "हिंदी",
    gujarati: "गुजराती",
    sanskrit: "संस्कृत",
    english: "अंग्रेज़ी",
  },
  gu: {
    mathematics: "ગણિત",
    science: "વિજ્ઞાન",
    "social-science": "સામાજિક વિજ્ઞાન",
    hindi: "હિન્દી",
    gujarati: "ગુજરાતી",
    sanskrit: "સંસ્કૃત",
    english: "અંગ્રેજી",
  },
  sa: {
    mathematics: "गणितम्",
    science: "विज्ञानम्",
    "social-science": "समाजविज्ञानम्",
    hindi: "हिन्दी",
    gujarati: "गुजराती",
    sanskrit: "संस्कृतम्",
    english: "आङ्ग्लभाषा",
  },
};

// For a class whose chapters are not in the catalogue yet: the same four questions about the subject.
const SUBJECT_TEMPLATES: Record<ReturnType<typeof answerLanguage>, Templates> = {
  en: [
    "What are the most important topics of Class {g} {s}?",
    "Explain one key idea of Class {g} {s} in simple words.",
    "Ask me three practice questions of Class {g} {s} and show the answers.",
    "How should I revise Class {g} {s} for my exams?",
  ],
  hi: [
    "कक्षा {g} {s} के सबसे महत्वपूर्ण विषय कौन-से हैं?",
    "कक्षा {g} {s} का एक मुख्य विचार सरल शब्दों में समझाइए।",
    "कक्षा {g} {s} के तीन अभ्यास प्रश्न उत्तर सहित बनाइए।",
    "परीक्षा के लिए कक्षा {g} {s} का दोहराव कैसे करूँ?",
  ],
  gu: [
    "ધોરણ {g} {s}ના સૌથી મહત્ત્વના વિષયો કયા છે?",
    "ધોરણ {g} {s}નો એક મુખ્ય વિચાર સરળ શબ્દોમાં સમજાવો.",
    "ધોરણ {g} {s}ના ત્રણ અભ્યાસ પ્રશ્નો જવાબ સાથે બનાવો.",
    "પરીક્ષા માટે ધોરણ {g} {s}નું પુનરાવર્તન કેવી રીતે કરું?",
  ],
  sa: [
    "कक्षा {g} {s} इत्यस्य मुख्याः विषयाः के?",
    "कक्षा {g} {s} इत्यस्य एकं मुख्यं विचारं सरलया भाषया वदतु।",
    "कक्षा {g} {s} इत्यस्य त्रीन् प्रश्नान् उत्तरैः सह रचयतु।",
    "परीक्षायै कक्षा {g} {s} इत्यस्य पुनरावर्तनं कथं करोमि?",
  ],
};

/**
 * The four example questions of a subject page, in the subject's language: about the chosen chapter,
 * or, for a class whose chapters are not listed, about the subject in that class.
 */
export function subjectExamples(
  subject: Subject,
  ui: UiLanguage,
  grade: number,
  chapterTitle: string | null,
): string[] {
  const lang = answerLanguage(subject, ui);
  if (chapterTitle === null) {
    const name = SUBJECT_NAMES[lang][subject];
    return SUBJECT_TEMPLATES[lang].map((t) => t.replaceAll("{g}", String(grade)).replaceAll("{s}", name));
  }
  const templates = [...CHAPTER_TEMPLATES[lang]];
  if (subject === "science") templates[3] = SCIENCE_FOURTH[lang];
  return templates.map((t) => t.replaceAll("{c}", chapterTitle));
}
