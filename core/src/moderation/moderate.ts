import { hasProfanity } from "./profanity";
import { mentionsSelfHarm } from "./self-harm";

/** Why a text was stopped; teachers see the category, never the text. */
export type ModerationCategory = "abuse" | "self-harm" | "sexual" | "violence" | "hate" | "harassment";

/**
 * What to do with one prompt or reply: let it through; block it (a kind refusal, nothing stored as
 * an answer); or, for self-harm, answer with care and a helpline instead of the model's reply.
 */
export type ModerationVerdict =
  | { action: "allow" }
  | { action: "block"; category: Exclude<ModerationCategory, "self-harm"> }
  | { action: "care"; category: "self-harm" };

export const ALLOW: ModerationVerdict = { action: "allow" };

/** Math between TeX delimiters: $$…$$, $…$, \\(…\\), \\[…\\]. */
const TEX_MATH = /\$\$[\s\S]*?\$\$|\$[^$\n]*?\$|\\\([\s\S]*?\\\)|\\\[[\s\S]*?\\\]/g;
const TEX_WORDS = /\\(?:text|mathrm|textbf|mbox)\{([^{}]*)\}/g;

/**
 * The prose of a text with its TeX formulas set aside (only the words written inside them, such as
 * \\text{…}, are kept): the word lists read digits and `$` as letters ("a$$"), so a formula such as
 * "= 4$$" would otherwise read as abuse and block a correct math answer.
 */
export function proseOf(text: string): string {
  return text.replace(TEX_MATH, (math) => ` ${[...math.matchAll(TEX_WORDS)].map((m) => m[1]).join(" ")} `);
}

/** The offline check that always runs: self-harm phrases first, then the abuse word lists. */
export function moderateLocally(text: string): ModerationVerdict {
  if (mentionsSelfHarm(text)) return { action: "care", category: "self-harm" };
  if (hasProfanity(proseOf(text))) return { action: "block", category: "abuse" };
  return ALLOW;
}

/** The verdict for OpenAI's moderation categories (`self-harm/intent` etc.); self-harm wins. */
export function verdictFromCategories(categories: Record<string, boolean>): ModerationVerdict {
  const flagged = Object.entries(categories)
    .filter(([, on]) => on)
    .map(([name]) => name);
  if (flagged.some((c) => c.startsWith("self-harm"))) return { action: "care", category: "self-harm" };
  const first = flagged[0];
  if (!first) return ALLOW;
  const category = first.startsWith("sexual")
    ? "sexual"
    : first.startsWith("hate")
      ? "hate"
      : first.startsWith("harassment")
        ? "harassment"
        : first.startsWith("violence")
          ? "violence"
          : "abuse";
  return { action: "block", category };
}

/** The stricter of two verdicts (care before block before allow). */
export function stricter(a: ModerationVerdict, b: ModerationVerdict): ModerationVerdict {
  const rank = { allow: 0, block: 1, care: 2 } as const;
  return rank[b.action] > rank[a.action] ? b : a;
}

export type ReplyLanguage = "en" | "hi" | "gu";

/** The language to answer in: the chatbot's (Hindi, Gujarati), else the script the child wrote in. */
export function replyLanguage(text: string, subject?: string | null): ReplyLanguage {
  if (subject === "hindi" || subject === "sanskrit") return "hi";
  if (subject === "gujarati") return "gu";
  if (/\p{Script=Gujarati}/u.test(text)) return "gu";
  if (/\p{Script=Devanagari}/u.test(text)) return "hi";
  return "en";
}

/** Tele-MANAS, the Government of India's free 24×7 mental-health line, in the child's language. */
export const HELPLINE_REPLY: Record<ReplyLanguage, string> = {
  en:
    "I'm really sorry you're feeling this way. You matter, and you don't have to go through this alone.\n\n" +
    "Please talk to someone right now: call **Tele-MANAS on 14416** (or 1-800-891-4416), free, any time of day or night, in your language. " +
    "You can also tell a parent, a teacher or another adult you trust how you feel.\n\n" +
    "If you are in danger right now, call **112**.",
  hi:
    "मुझे बहुत दुख है कि आप ऐसा महसूस कर रहे हैं। आप बहुत मायने रखते हैं, और आपको यह अकेले नहीं सहना है।\n\n" +
    "कृपया अभी किसी से बात कीजिए: **टेली-मानस 14416** (या 1-800-891-4416) पर फ़ोन कीजिए, यह मुफ़्त है और दिन-रात किसी भी समय आपकी भाषा में बात होती है। " +
    "अपने माता-पिता, शिक्षक या किसी भरोसेमंद बड़े को भी बताइए कि आप कैसा महसूस कर रहे हैं।\n\n" +
    "अगर आप अभी ख़तरे में हैं, तो **112** पर फ़ोन कीजिए।",
  gu:
    "તમને આવું લાગે છે એ જાણીને મને ખૂબ દુઃખ થયું. તમે ખૂબ મહત્વના છો, અને તમારે આ એકલા સહન કરવાનું નથી.\n\n" +
    "કૃપા કરીને હમણાં જ કોઈની સાથે વાત કરો: **ટેલી-માનસ 14416** (અથવા 1-800-891-4416) પર ફોન કરો, તે મફત છે અને દિવસ-રાત ગમે ત્યારે તમારી ભાષામાં વાત થાય છે. " +
    "તમારાં માતા-પિતા, શિક્ષક કે કોઈ વિશ્વાસુ મોટી વ્યક્તિને પણ કહો કે તમને કેવું લાગે છે.\n\n" +
    "જો તમે હમણાં જોખમમાં હો, તો **112** પર ફોન કરો.",
};

/** What a child reads when a message or reply is blocked: kind, and nothing of the model's text. */
export const BLOCKED_MESSAGE =
  "Let's keep our conversation kind and about your studies. I can't help with that message, but I'm happy to help with your lessons.";
