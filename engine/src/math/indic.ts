/**
 * Mathematics written in Devanagari (Hindi) or Gujarati script (issue 25): the digits, the units and
 * the common mathematical words are read as the engine's English, and the Hindi/Gujarati word order
 * ("7 सेमी त्रिज्या वाले वृत्त का क्षेत्रफल ज्ञात कीजिए": the number before what it measures, the verb
 * last) is turned round where it matters ("find radius 7 cm circle area"). Text in any other script
 * comes back unchanged.
 */

const INDIC = /[\u0900-\u097F\u0A80-\u0AFF]/;

/** Devanagari ०-९ (U+0966) and Gujarati ૦-૯ (U+0AE6) digits. */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[\u0AE6-\u0AEF]/g, (d) => String(d.charCodeAt(0) - 0x0ae6));
}

/** Asking verbs (said last in Hindi and Gujarati): "find" or "solve", put first. */
const ASKS: [RegExp, string][] = [
  [/हल\s*(कीजिए|कीजिये|करें|करो|करिए|कर)/g, "solve"],
  [
    /(ज्ञात|मालूम|पता)\s*(कीजिए|कीजिये|करें|करो|करिए|कर)|निकालिए|निकालें|निकालो|बताइए|बताइये|बताओ|बताएँ|गणना\s*(कीजिए|करें|करो)/g,
    "find",
  ],
  [/ઉકેલો|ઉકેલ\s*શોધો/g, "solve"],
  [/શોધી\s*કાઢો|શોધો|ગણો|ગણતરી\s*કરો|જણાવો|કાઢો/g, "find"],
];

/** Units, longest first (so "वर्ग सेमी" is read before "सेमी"). */
const UNITS: [RegExp, string][] = [
  [/वर्ग\s*सेमी|वर्ग\s*सेंटीमीटर|ચો\.?\s*સેમી|ચોરસ\s*સેમી/g, "cm^2"],
  [/वर्ग\s*मी(टर)?|ચો\.?\s*મી|ચોરસ\s*મીટર/g, "m^2"],
  [/घन\s*सेमी|ઘન\s*સેમી/g, "cm^3"],
  [/किमी|किलोमीटर|કિમી|કિલોમીટર/g, "km"],
  [/सेमी|सेंटीमीटर|सेन्टीमीटर|સેમી|સેન્ટિમીટર|સેન્ટીમીટર/g, "cm"],
  [/मिमी|मिलीमीटर|મિમી|મિલિમીટર/g, "mm"],
  [/मीटर|मी\.|મીટર/g, "m"],
  [/किलोग्राम|किग्रा|કિલોગ્રામ|કિગ્રા/g, "kg"],
  [/ग्राम|ગ્રામ/g, "g"],
  [/लीटर|લિટર|લીટર/g, "l"],
  [/रुपये|रुपए|रुपया|रु\.|રૂપિયા|રૂ\./g, "₹"],
  [/डिग्री|અંશ/g, "degrees"],
];

/** Mathematical words (stems: Gujarati and Hindi add endings, which are dropped after). */
const WORDS: [RegExp, string][] = [
  [/क्षेत्रफल|ક્ષેત્રફળ/g, " area "],
  [/त्रिज्या|ત્રિજ્યા/g, " radius "],
  [/व्यास|વ્યાસ/g, " diameter "],
  [/परिधि|પરિઘ/g, " circumference "],
  [/परिमाप|परिमिति|परिमाप|પરિમિતિ/g, " perimeter "],
  [/आयतन|ઘનફળ|કદ/g, " volume "],
  [/पृष्ठीय\s*क्षेत्रफल|પૃષ્ઠફળ/g, " surface area "],
  [/वृत्त|વર્તુળ/g, " circle "],
  [/आयत|લંબચોરસ/g, " rectangle "],
  [/त्रिभुज|ત્રિકોણ/g, " triangle "],
  [/घनाभ|લંબઘન/g, " cuboid "],
  [/बेलन|નળાકાર/g, " cylinder "],
  [/शंकु|શંકુ/g, " cone "],
  [/गोले|गोला|ગોળો|ગોળા/g, " sphere "],
  [/वर्ग|ચોરસ/g, " square "],
  [/घन|ઘન/g, " cube "],
  [/भुजा|ભુજા|બાજુ/g, " side "],
  [/लंबाई|लम्बाई|લંબાઈ/g, " length "],
  [/चौड़ाई|चौडाई|પહોળાઈ/g, " breadth "],
  [/ऊँचाई|ऊंचाई|ઊંચાઈ/g, " height "],
  [/आधार|પાયો|પાયા/g, " base "],
  [/कोण|ખૂણો|ખૂણા/g, " angle "],
  [/समीकरण|સમીકરણ/g, " equation "],
  [/मान|કિંમત/g, " value "],
  [/योगफल|योग|જોડ|સરવાળો/g, " sum "],
  [/अंतर|अन्तर|તફાવત/g, " difference "],
  [/गुणनफल|ગુણાકાર/g, " product "],
  [/भागफल|ભાગાકાર/g, " quotient "],
  [/औसत|माध्य|સરેરાશ/g, " mean "],
  [/प्रतिशत|ટકા/g, " percent "],
  [/का वर्गमूल|वर्गमूल|વર્ગમૂળ/g, " square root "],
  [/और|तथा|एवं|અને/g, " and "],
  [/क्या|कितना|कितनी|कितने|કેટલું|કેટલા|કેટલી|શું/g, " what "],
];

/** Particles and endings that carry no mathematics once the words are English. */
const PARTICLES =
  /(वाले|वाली|वाला|का|की|के|है|हैं|था|थी|एक|इसका|इसकी|उसका|उसकी|में|से|को|यदि|तो|ज्ञात|વાળા|વાળી|વાળું|વાળો|નું|ની|નો|ના|છે|એક|તેનું|તેની|જો|તો|માં|થી|ને)/g;

/** Hindi/Gujarati order → the engine's: the measure's number after its word ("7 cm radius" → "radius 7 cm"). */
const NUMBER_BEFORE_WORD =
  /(-?\d+(?:\.\d+)?)\s*(cm\^2|m\^2|cm\^3|km|cm|mm|m|kg|g|l|₹|degrees)?\s+(radius|diameter|side|length|breadth|height|base)\b/g;

/** Reads Devanagari or Gujarati mathematics as the engine's English; other text is returned as it is. */
export function readIndicMath(input: string): string {
  if (!INDIC.test(input)) return input;
  let text = asciiDigits(input).replace(/[।॥]/g, ".");
  let ask = "";
  for (const [pattern, verb] of ASKS)
    text = text.replace(pattern, () => {
      ask ||= verb;
      return " ";
    });
  for (const [pattern, unit] of UNITS) text = text.replace(pattern, ` ${unit} `);
  for (const [pattern, word] of WORDS) text = text.replace(pattern, word);
  text = text.replace(PARTICLES, " ");
  // Anything still in the script is not mathematics: leave it out rather than confuse the reader.
  text = text.replace(/[\u0900-\u097F\u0A80-\u0AFF]+/g, " ");
  text = text.replace(/\s+/g, " ").trim();
  text = text.replace(
    NUMBER_BEFORE_WORD,
    (_m, n: string, unit: string | undefined, word: string) => `${word} ${n}${unit ? ` ${unit}` : ""}`,
  );
  text = text
    .replace(/\s*\.\s*/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!ask && /\d/.test(text)) ask = /=/.test(text) ? "solve" : "find";
  // NCERT's Hindi and Gujarati books take π = 22/7 unless the question says otherwise.
  if (/\b(circle|cylinder|cone|sphere)\b/.test(text) && !/π|\bpi\b/.test(text))
    text = `${text}, take pi = 22/7`;
  return `${ask} ${text}`.trim();
}

/** Whether a question is written in Devanagari or Gujarati script (its explanation then follows it). */
export function isIndicScript(text: string): "hi" | "gu" | null {
  if (/[\u0A80-\u0AFF]/.test(text)) return "gu";
  if (/[\u0900-\u097F]/.test(text)) return "hi";
  return null;
}
