/**
 * Phrases in which a child says they want to hurt or kill themselves, in English, Hindi and Gujarati
 * (own script and romanised). They are first-person on purpose: "why did Hitler commit suicide" or
 * "farmer suicides in Maharashtra" is a history or economics question, not a cry for help. A match
 * gets a caring reply with a helpline, never a refusal (DESIGN, Moderation).
 */
const PATTERNS: readonly RegExp[] = [
  // English
  /\b(kill|hurt|harm|cut|end)\s+(myself|my\s*self)\b/i,
  /\bend(ing)?\s+(it\s+all|my\s+(own\s+)?life)\b/i,
  /\bsuicidal\b/i,
  /\bself[-\s]?harm(ing)?\b/i,
  /\b(want|wanna|going|gonna|plan(ning)?|thinking\s+(of|about)|will|i'll|try(ing)?)\s+(to\s+)?(commit\s+)?suicide\b/i,
  /\b(i|i'm|i\s+am|i\s+just)\b[^.?!]{0,24}\b(want|wanna|wish|going|gonna|ready)\s+(to\s+)?die\b/i,
  /\b(no\s+reason\s+to\s+live|better\s+off\s+dead|don'?t\s+want\s+to\s+(live|be\s+alive))\b/i,
  // Hindi, romanised
  /\b(khud\s*kushi|khudkhushi|a+tma\s*hatya)\s+(kar|karna|karunga|karungi|kar\s+lunga|kar\s+lungi|karne)\b/i,
  /\b(mar(na)?|mar\s+jana)\s+(chahta|chahti|chahte)\b/i,
  /\bjeena\s+nahi(n)?\s+(chahta|chahti)\b/i,
  /\b(khud|apne\s+aap)\s+ko\s+(maar|mar|khatam|nuksan|nuksaan)\b/i,
  /\bapni\s+jaan\s+(de|le)\b/i,
  // Hindi, Devanagari
  /(आत्महत्या|ख़ुदकुशी|खुदकुशी)\s*(कर|करना|करने|करूँगा|करूंगा|करूँगी|करूंगी|कर\s*लूँगा|कर\s*लूंगा|कर\s*लूँगी|कर\s*लूंगी)/u,
  /(मरना|मर\s*जाना)\s*चाह(ता|ती|ते)/u,
  /जीना\s*नहीं\s*चाह(ता|ती|ते)/u,
  /(ख़ुद|खुद|अपने\s*आप)\s*को\s*(मार|ख़त्म|खत्म|नुकसान|नुक़सान|चोट)/u,
  /अपनी\s*जान\s*(दे|ले)/u,
  // Gujarati, own script
  /(આપઘાત|આત્મહત્યા)\s*(કર|કરવો|કરવી|કરીશ|કરી\s*લઈશ)/u,
  /(મરી\s*જવું|મરવું)\s*(છે|છે\.)/u,
  /જીવવું\s*નથી/u,
  /(મારી\s*જાતને|પોતાને)\s*(મારી|નુકસાન|ઈજા)/u,
  // Gujarati, romanised
  /\b(aapghat|apghat|aatmahatya)\s+(kar|karvo|karvi|karish)\b/i,
  /\b(mari\s+javu|marvu)\s+(che|chhe)\b/i,
  /\bjivvu\s+(nathi|nai)\b/i,
];

/** True when the text says the writer wants to harm or kill themselves. */
export function mentionsSelfHarm(text: string): boolean {
  const normal = text.normalize("NFC");
  return PATTERNS.some((p) => p.test(normal));
}
