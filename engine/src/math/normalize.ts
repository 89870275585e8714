import { readIndicMath } from "./indic";
import type { Question } from "./types";

// Symbols students paste from phones and PDFs, mapped to what the parsers understand.
const SYMBOLS: [RegExp, string][] = [
  [/[×✕✖⋅∗]/g, "*"],
  [/÷/g, "/"],
  [/[−–—‐]/g, "-"],
  [/∛\s*\(/g, "cbrt("],
  [/∛\s*([0-9.]+|[a-z])/g, "cbrt($1)"],
  [/√\s*\(/g, "sqrt("],
  [/√\s*([0-9.]+|[a-z])/g, "sqrt($1)"],
  [/π/g, "pi"],
  [/θ/g, "t"],
  [/≤|=</g, "<="],
  [/≥|=>/g, ">="],
  [/≠/g, "!="],
  [/∞/g, "infinity"],
  [/→|⟶/g, "->"],
  [/∫/g, " integral "],
  [/°/g, " degrees"],
  [/[“”]/g, '"'],
  [/[‘’]/g, "'"],
  // Vulgar fractions; after a digit they are a mixed number ("3½" is 3 1/2, never 31/2).
  [/(\d)(?=[½¼¾⅓⅔⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])/g, "$1 "],
  [/½/g, "1/2"],
  [/¼/g, "1/4"],
  [/¾/g, "3/4"],
  [/⅓/g, "1/3"],
  [/⅔/g, "2/3"],
  [/⅕/g, "1/5"],
  [/⅖/g, "2/5"],
  [/⅗/g, "3/5"],
  [/⅘/g, "4/5"],
  [/⅙/g, "1/6"],
  [/⅚/g, "5/6"],
  [/⅐/g, "1/7"],
  [/⅛/g, "1/8"],
  [/⅜/g, "3/8"],
  [/⅝/g, "5/8"],
  [/⅞/g, "7/8"],
  [/⅑/g, "1/9"],
  [/⅒/g, "1/10"],
  // The fraction slash of "1⁄2".
  [/⁄/g, "/"],
];

// Unicode superscripts (4⁰, 10⁻³, eˣ, x⁽ⁿ⁺¹⁾, aᵐ): every one, never dropped. A run becomes one exponent.
const SUPERSCRIPTS: Record<string, string> = {
  "⁰": "0",
  "¹": "1",
  "²": "2",
  "³": "3",
  "⁴": "4",
  "⁵": "5",
  "⁶": "6",
  "⁷": "7",
  "⁸": "8",
  "⁹": "9",
  "⁺": "+",
  "⁻": "-",
  "⁼": "=",
  "⁽": "(",
  "⁾": ")",
  ⁿ: "n",
  ⁱ: "i",
  ˣ: "x",
  ʸ: "y",
  ᶻ: "z",
  ᵃ: "a",
  ᵇ: "b",
  ᶜ: "c",
  ᵈ: "d",
  ᵉ: "e",
  ᶠ: "f",
  ᵍ: "g",
  ʰ: "h",
  ʲ: "j",
  ᵏ: "k",
  ˡ: "l",
  ᵐ: "m",
  ᵒ: "o",
  ᵖ: "p",
  ʳ: "r",
  ˢ: "s",
  ᵗ: "t",
  ᵘ: "u",
  ᵛ: "v",
  ʷ: "w",
};
const SUPERSCRIPT_RUN = new RegExp(`[${Object.keys(SUPERSCRIPTS).join("")}]+`, "g");

const SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉";
const digitsOf = (run: string, digits: string) =>
  [...run].map((c) => (c === "₋" || c === "⁻" ? "-" : String(digits.indexOf(c)))).join("");

/**
 * A definite integral's bounds written on the sign: `∫₀² x dx`, `∫_0^2 x dx`, `∫_{0}^{π} sin x dx`
 * become "integral from 0 to 2 of …" (read as an indefinite integral they were silently dropped).
 */
function integralBounds(text: string): string {
  const bound = String.raw`\{([^{}]+)\}|(-?[\d.]+|pi|π|e)`;
  return text
    .replace(
      /∫\s*([₋₀-₉]+)\s*([⁻⁰¹²³⁴-⁹]+)/g,
      (_m, a: string, b: string) =>
        ` integral from ${digitsOf(a, SUBSCRIPTS)} to ${digitsOf(b, "⁰¹²³⁴⁵⁶⁷⁸⁹")} of `,
    )
    .replace(
      new RegExp(String.raw`∫\s*_\s*(?:${bound})\s*\^\s*(?:${bound})`, "g"),
      (_m, a1?: string, a2?: string, b1?: string, b2?: string) =>
        ` integral from ${a1 ?? a2} to ${b1 ?? b2} of `,
    );
}

/** `log₂ 64` → `log_2 64`: a subscript is kept as one, never dropped. */
function subscripts(text: string): string {
  return text.replace(/[₋₀-₉]+/g, (run) => `_${digitsOf(run, SUBSCRIPTS)} `);
}

/** `2⁶` → `2^6`, `5⁻²` → `5^-2`, `eˣ` → `e^x`, `2ⁿ⁺¹` → `2^(n+1)`. */
export function superscriptsToPowers(text: string): string {
  return text.replace(SUPERSCRIPT_RUN, (run, offset: number, whole: string) => {
    const exponent = [...run].map((c) => SUPERSCRIPTS[c]).join("");
    const power = /^-?(\d+|[a-z])$/.test(exponent) ? `^${exponent}` : `^(${exponent})`;
    // "tan²45" is tan² of 45, not tan to the 245th: a digit after the exponent starts the argument.
    return /\d/.test(whole[offset + run.length] ?? "") ? `${power} ` : power;
  });
}

/** English number words, zero to ninety (compounds like "twenty-five" are joined after). */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

// Word forms of operations, applied only where they sit between math tokens.
const WORDS: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  // "sq root of 729", "sq. rt 729", "cu root 343": the abbreviations students type.
  [/\b(?:sq(?:\.\s*|\s+)|sqr\s+)(?:root|rt)\b\.?\s*(?:of\s+)?(?=[\d(a-z])/g, "square root of "],
  [/\bcu(?:\.\s*|\s+)(?:root|rt)\b\.?\s*(?:of\s+)?(?=[\d(a-z])/g, "cube root of "],
  // "the smallest number divisible by 12, 15 and 20" (and nothing more) is their LCM.
  [
    /^(?:(?:find|what is|write)\s+)?(?:the\s+)?(?:smallest|least|lowest)\s+(?:positive\s+)?(?:number|integer|natural number)\s+(?:which\s+is\s+|that\s+is\s+)?(?:exactly\s+)?divisible\s+by\s+((?:\d+(?:\s*,\s*|\s+and\s+|\s*$|\s*(?=[?.]$)))+)\s*[?.]?$/g,
    "lcm of $1",
  ],
  // "how many are remaining" asks what "how many are left" asks.
  [/\b(are|is|were|was) (?:still )?remaining\b(?=\s*[?.]?$|\s+(?:with|now|in)\b)/g, "$1 left"],
  // "a ladder makes 60° with the ground": the angle it makes.
  [
    /\b(makes?|making|inclined at|at) (\d+(?:\.\d+)?)\s*(?:°|degrees?) (with|to)\b/g,
    "$1 an angle of $2 degrees $3",
  ],
  // "angles of 50 and 60 degrees": the unit said once belongs to every number of the list.
  [
    /\b(\d+(?:\.\d+)?)((?:\s*,\s*\d+(?:\.\d+)?)*)\s*,?\s+and\s+(\d+(?:\.\d+)?)\s*degrees\b/g,
    (_m: string, a: string, mid: string, b: string) =>
      [
        a,
        ...mid
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean),
        b,
      ]
        .map((x) => `${x} degrees`)
        .join(", ")
        .replace(/, ([^,]+)$/, " and $1"),
  ],
  // "12 x 5", "-12 x -5": an x between two numbers, spaced, is a times sign.
  [/(\d)\s+x\s+(?=-?\d)/g, "$1 * "],
  // "in the ratio 2 3": a ratio typed with a space for its colon.
  [/\bratio (\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\b(?!\s*[:/])/g, "ratio $1:$2"],
  // The origin is the point (0, 0).
  [/\b(?:the )?origin\b(?!\s*(?:of|is)\b)/g, "(0, 0)"],
  [/\b([a-z0-9)]+)\s+squared\b/g, "$1^2"],
  [/\b([a-z0-9)]+)\s+cubed\b/g, "$1^3"],
  [/\bsquare\s+root\s+of\s+([0-9.]+|[a-z]\b|\([^)]*\))/g, "sqrt($1)"],
  [/\bcube\s+root\s+of\s+([0-9.]+|[a-z]\b|\([^)]*\))/g, "cbrt($1)"],
  [/\s*(?:raised\s+)?to\s+the\s+power\s+(?:of\s+)?(-?[0-9a-z.]+)/g, "^$1"],
  [/\s*raised\s+to\s+(-?[0-9a-z.]+)/g, "^$1"],
  [/(\d)\s+plus\s+(?=[\d(a-z])/g, "$1 + "],
  [/(\d)\s+minus\s+(?=[\d(a-z])/g, "$1 - "],
  [/(\d)\s+(?:multiplied\s+by|times)\s+(?=\d)/g, "$1 * "],
  [/(\d)\s+divided\s+by\s+(?=\d)/g, "$1 / "],
  // "cube root of 343 plus the square root of 144": roots in words joined by operation words.
  [
    /\b((?:sqrt|cbrt)\([^()]*\)|\d+(?:\.\d+)?)\s+(plus|minus|times|multiplied\s+by|divided\s+by)\s+(?:the\s+)?(?=(?:sqrt|cbrt)\()/g,
    (_m: string, left: string, op: string) =>
      `${left} ${op === "plus" ? "+" : op === "minus" ? "-" : /^divided/.test(op) ? "/" : "*"} `,
  ],
  [
    /\b((?:sqrt|cbrt)\([^()]*\))\s+(plus|minus|times|multiplied\s+by|divided\s+by)\s+(?=\d)/g,
    (_m: string, left: string, op: string) =>
      `${left} ${op === "plus" ? "+" : op === "minus" ? "-" : /^divided/.test(op) ? "/" : "*"} `,
  ],
  // "what is the cbrt(343) + …": the article before a root in words is not part of the expression.
  [/(^|\b(?:what is|find|evaluate|find the value of|simplify)\s+|[-+*/]\s*)the\s+(?=(?:sqrt|cbrt)\()/g, "$1"],
  [/(\d)\s*(?:percent|per\s+cent)\b/g, "$1%"],
  [/\b(\d+)\s+factorial\b|\bfactorial\s+(?:of\s+)?(\d+)/g, "$1$2!"],
  // "5! (5 factorial)" says the same number twice; it is one 5!, not 5! × 5!.
  [/\b(\d+)!\s*\(\s*\1\s*!\s*\)/g, "$1!"],
  [/\btwice\s+(?=\d)/g, "2 * "],
  [/\bthrice\s+(?=\d)/g, "3 * "],
];

// Roman-script Hindi (Hinglish) as students type it: the words a school question is made of, in the
// English the readers know. Word order differs, so the few shapes that need it are turned round too.
const HINGLISH: [RegExp, string][] = [
  [
    /\b(?:nikalo|nikaalo|nikaliye|gyat (?:karo|kijiye|kijie)|gyaat (?:karo|kijiye)|batao|bataiye|batayein|find karo)\b/g,
    "find",
  ],
  [/\b(?:kitna|kitni|kitne)\b/g, "how much"],
  [/\bkya\b/g, "what"],
  [/\bagar\b|\byadi\b/g, "if"],
  [/\baur\b/g, "and"],
  [/\b(?:toh|tab)\b/g, ","],
  [/\b(?:hai|hain|hoga|hogi|honge|hoge|tha|thi)\b/g, "is"],
  [/\bmein\b|\bmai\b/g, "in"],
  [/\b(?:saal|varsh|varsho|saalon)\b/g, "years"],
  [/\b(?:mahine|mahina)\b/g, "months"],
  [/\b(?:ghante|ghanta|ghanton)\b/g, "hours"],
  [/\bdin\b/g, "days"],
  [/\b(?:doori|duri|dooree)\b/g, "distance"],
  [/\b(?:chaal|raftaar|raftar|gati)\b/g, "speed"],
  [/\bsamay\b/g, "time"],
  [/\b(?:kshetrafal|chhetrafal|kshetraphal)\b/g, "area"],
  [/\b(?:parimap|parimaap)\b/g, "perimeter"],
  [/\b(?:trijya|trijyaa)\b/g, "radius"],
  [/\b(?:vyas|vyaas)\b/g, "diameter"],
  [/\b(?:vritt|vrit|vrutt)\b/g, "circle"],
  [/\b(?:saral|sadharan|sadharn) (?:byaj|byaaj)\b/g, "simple interest"],
  [/\b(?:chakravriddhi|chakravridhi) (?:byaj|byaaj)\b/g, "compound interest"],
  [/\b(?:byaj|byaaj)\b/g, "interest"],
  [/\b(?:mooldhan|muldhan)\b/g, "principal"],
  [/\b(?:pratishat|pratishad)\b/g, "%"],
  [/\b(?:laabh|labh|munafa|munaafa)\b/g, "profit"],
  [/\b(?:hani|haani|nuksan|nuksaan)\b/g, "loss"],
  [/\b(?:ausat|aust)\b/g, "average"],
  [/\b(?:rupaye|rupaiye|rupiya|rupaye|rupay)\b/g, "rupees"],
  [/\b(?:varg ?mool|vargmul)\b/g, "square root"],
  [/\b(?:ghan ?mool|ghanmul)\b/g, "cube root"],
  [/\b(?:phir|fir)\b/g, "then"],
  [/\b(?:mulya|mulye|keemat|kimat|daam)\b/g, "price"],
  [/\b(?:badhta|badhti|badhte|badh jata|badh jati|badhaya|badhayi)\b/g, "increases"],
  [/\b(?:ghatta|ghatti|ghatte|ghat jata|ghat jati|ghataya|ghatayi)\b/g, "decreases"],
  [/\b(?:lambai|lambaai|lambaee)\b/g, "length"],
  [/\b(?:chaudai|chaudaai|chaurai|chodai)\b/g, "breadth"],
  [/\b(?:unchai|oonchai|uchai)\b/g, "height"],
  [/\b(?:bhuja|bhujaa)\b/g, "side"],
  [/\b(?:umar|umra|umr|aayu|ayu)\b/g, "age"],
  [/\b(?:bachche|bacche|bachhe|bachchon)\b/g, "children"],
  [/\b(?:ladkiyan|ladkiyaan|ladkiya|ladkiyon)\b/g, "girls"],
  [/\b(?:ladke|ladkon|ladako)\b/g, "boys"],
  [/\b(?:kharidi|kharida|kharide|khareedi|khareeda|khareede|kharidta|kharidti)\b/g, "bought"],
  [/\b(?:bechi|becha|beche|bechta|bechti|bech (?:di|diya|diye))\b/g, "sold"],
  [/\b(?:uska|uski|uske)\b/g, "its"],
  [/\b(?:jinme|jinmein|jisme|jismein) se\b/g, "of whom"],
  // "ek" before a person, a vehicle, a shape or a place is the article ("ek dukandar", "ek rectangle");
  // elsewhere it counts ("ek pen 15 rupaye ka", "ek number ka 3 guna").
  [
    /\bek\b(?=\s+(?:dukandar|dukaandar|shopkeeper|aadmi|admi|vyakti|ladka|ladki|kisan|vyapari|vyaapari|man|woman|boy|girl|student|chhatra|chhatraa|teacher|shikshak|train|car|bus|gaadi|gadi|truck|cycle|scooter|boat|naav|nav|rectangle|aayat|square|varg|circle|triangle|tribhuj|cube|cuboid|cylinder|cone|sphere|field|khet|room|kamra|kamre|garden|bagicha|plot|park|wall|deewar|tank|wheel|pahiya|class|school|cheez|vastu|company|factory|city|shahar|gaon|village)\b)/g,
    "a",
  ],
  [/\bek\b/g, "one"],
  [/\b(?:dukandar|dukaandar|vyapari|vyaapari)\b/g, "shopkeeper"],
  // A word that changes the measure must be read, or the measure next to it is answered instead
  // ("vakra prishth kshetrafal" is the curved surface area; "mishradhan" the amount, not the interest).
  [/\b(?:vakra|vakr)\b/g, "curved"],
  // Words that change what is asked: after/before, each, both, the difference, half, the rest.
  [/\b(\d+ (?:years|months|days|hours)) (?:baad|ke baad)\b/g, "after $1"],
  [/\b(\d+ (?:years|months|days|hours)) (?:pehle|pahle)\b/g, "$1 ago"],
  [/\b(?:pratyek|har ek|harek)\b/g, "each"],
  [/\bdono\b/g, "both"],
  [/\b(?:antar|antr)\b/g, "difference"],
  [/\b(?:aadha|adha|aadhi|adhi|aadhe|adhe)\b/g, "half"],
  [/\b(?:dugna|dugana|dugni|dugune)\b/g, "double"],
  [/\b(?:shesh|baaki|baki)\b/g, "remaining"],
  [/\b(?:prishth|prishtha|prisht|prusht|prushth)\b/g, "surface"],
  [/\b(?:sampoorn|sampurn|sampoorna|kul)\b/g, "total"],
  [/\b(?:aayatan|ayatan|aaytan)\b/g, "volume"],
  [/\b(?:mishradhan|mishrdhan|mishra dhan)\b/g, "amount"],
  [/\b(?:sankhya|sankhyaa)\b/g, "number"],
  [/\b(?:sambhavna|sambhaavna|prayikta|praayikta)\b/g, "probability"],
  [/\b(?:ghan)\b(?! ?(?:mool|mul))/g, "cube"],
  [/\b(?:aayat|aayatakar|ayat)\b/g, "rectangle"],
  [/\b(?:varg|vargakar)\b(?! ?(?:mool|mul))/g, "square"],
  [/\b(?:tribhuj|tribhuja)\b/g, "triangle"],
  [/\b(?:ghanabh|ghanaabh)\b/g, "cuboid"],
  [/\b(?:belan|bela)\b/g, "cylinder"],
  [/\b(?:shanku)\b/g, "cone"],
  [/\b(?:gola)\b/g, "sphere"],
  [/\b(?:kamra|kamre|kamrey)\b/g, "room"],
  [/\b(?:deewar|deewaren|deewaron|diwar|diwaren|diwaron|deewarein)\b/g, "walls"],
  [/\b(?:cheez|cheej|vastu)\b/g, "article"],
  // "do" is English too ("do the sum"): it is two only before what is counted.
  [
    /\bdo\b(?=\s+(?:saal|varsh|years?|din|days?|ghante|hours?|mahine|months?|sau|hazaar|hazar|hajar|lakh|crore|rupaye|numbers?|sankhya\w*|baar)\b)/g,
    "two",
  ],
  [/\bteen\b/g, "three"],
  [/\b(?:chaar|char)\b/g, "four"],
  [/\b(?:chhah|chhe|chhey)\b/g, "six"],
  [/\bnau\b/g, "nine"],
  [/\bsau\b/g, "hundred"],
  [/\b(?:hazaar|hazar|hajar|hajaar)\b/g, "thousand"],
  [/\b(?:gyaat|gyat|gyaath|gyath) (?:karo|kijiye|kijie|kariye)\b/g, "find"],
  [/\b(?:paanch|panch)\b/g, "five"],
  [/\bsaat\b/g, "seven"],
  [/\baath\b/g, "eight"],
  [/\bdas\b/g, "ten"],
];

// Hinglish word order, turned round once the numbers are digits ("teen sau ka 20%" is "20% of 300").
const HINGLISH_SHAPES: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  // "500 rupaye me ek cheez kharidi" is "bought a thing for ₹500" (after "kharidi" is read "bought").
  [
    /(₹\d+(?:\.\d+)?|\d+(?:\.\d+)?(?: rupees)?) (?:me|mein|main|men|in) ((?:[a-z]+ ){0,3}?)(bought|sold)\b/g,
    (_m: string, price: string, what: string, verb: string) =>
      `${verb} ${what}for ${/^₹/.test(price) ? price : `₹${price.replace(/ rupees$/, "")}`}`,
  ],
  // "class me 36 bacche hain": there are 36 children in a class.
  [
    /\b(?:a )?(class|school|bus|room|box|basket|bag) (?:me|mein|main|men) (\d+) ([a-z]+) (?:is|are)\b,?/g,
    "there are $2 $3 in a $1.",
  ],
  // "ladke aur ladkiyon ka ratio 5:4 hai" is "the ratio of boys to girls is 5:4".
  [
    /\b([a-z]+) and ([a-z]+) (?:ka|ki|ke|of) (?:ratio|anupat) (\d+\s*:\s*\d+) (?:is|hai)\b/g,
    "the ratio of $1 to $2 is $3.",
  ],
  // The ergative "ne" ("dukandar ne … kharidi") and "hua" ("kitna hua") carry no meaning here.
  [/\b(?:ne)\b\s*/g, ""],
  [/\b(?:hua|hui|hue)\b/g, "is"],
  // "munafa kitna hua", "uska area kitna hai": the asked word comes first ("what is the profit").
  [
    /\b((?:its |the |his |her |their )?(?:profit|loss|area|perimeter|volume|speed|distance|time|age|price|cost|interest|amount|average|sum|difference|product|length|breadth|height|side|radius|diameter)(?: %| percent)?) how much (?:is|are)\s*(?=[.?]|$)/g,
    "what is $1",
  ],
  // "… hai to 4 pen ki keemat": "to" after a statement is "then".
  [/\b(is|are|was|were),? to (?=\d|what|how|find)/g, "$1, then "],
  // "ladke kitne hain": things counted come first ("how many boys are there").
  [/\b([a-z]+s) how much (?:is|are)\s*(?=[.?]|$)/g, "how many $1 are there"],
  // Prices and purchases: "ek pen 15 rupaye ka hai" is "1 pen costs ₹15"; "6 pen kitne ke honge" asks
  // what 6 pens cost; "mere paas 250 rupaye the, maine 75 kharch kiye, kitne bache" is spending.
  [
    /\b(\d+(?:\.\d+)?) ((?:kg |kilo |litre |liter |dozen |metre |meter )?[a-z]+) (?:₹\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?) rupees) (?:ka|ki|ke) is\b/g,
    "$1 $2 cost ₹$3$4",
  ],
  [
    /\b(\d+(?:\.\d+)?) ((?:kg |kilo |litre |liter |dozen |metre |meter )?[a-z]+) (?:ka|ki|ke) price (?:₹\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?) rupees) is\b/g,
    "$1 $2 cost ₹$3$4",
  ],
  [
    /\b(\d+(?:\.\d+)?) ((?:kg |kilo |litre |liter |dozen |metre |meter )?[a-z]+) (?:how much|what) (?:ka|ki|ke) is\b/g,
    "how much do $1 $2 cost",
  ],
  [
    /\b(\d+(?:\.\d+)?) ((?:kg |kilo |litre |liter |dozen |metre |meter )?[a-z]+) (?:ka|ki|ke) price (?:how much|what) is\b/g,
    "how much do $1 $2 cost",
  ],
  // "ek number ka 3 guna 45 hai": 3 times a number is 45 ("guna" is "times").
  [
    /\b1 (number|sankhya) (?:ka|ki|of) (\d+(?:\.\d+)?) (?:guna|gunaa) (\d+(?:\.\d+)?) is\b,?/g,
    "$2 times a number is $3,",
  ],
  [/,? ?(?:wo |vo |woh )?(?:number|sankhya) what is\s*[?.]?$/g, ". find the number"],
  // "… 5 kg ka kitna?": the price of so many, asked with no verb at the end of the question.
  [
    /\b(\d+(?:\.\d+)?) ((?:kg |kilo |litre |liter |dozen |metre |meter )?[a-z]+) (?:ka|ki|ke) (?:how much|what)(?: is)?\s*[?.]?$/g,
    "how much do $1 $2 cost",
  ],
  // Hindi "to" is "then" before the question: "… ka hai to 8 pen ka daam kitna hoga".
  [/(?<=\d|\bis)\s+to\s+(?=how much|what is|find)/g, ", "],
  [/\bmere paas (?:₹\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?) rupees) (?:the|is)\b/g, "i had ₹$1$2,"],
  // "ravi ke paas 1200 rupaye hain": anyone's money, not only mine.
  [/\b([a-z]+) (?:ke|ki) paas (?:₹\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?) rupees) (?:the|is)\b/g, "$1 had ₹$2$3,"],
  [
    /\bmaine (?:₹\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)(?: rupees)?) (?:kharch|kharcha) (?:kiye|kie|kar diye|kiya)\b/g,
    "i spent ₹$1$2,",
  ],
  [
    /\b(?:usne|unhone|isne) (?:₹\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)(?: rupees)?) (?:kharch|kharcha) (?:kiye|kie|kar diye|kiya)\b/g,
    "they spent ₹$1$2,",
  ],
  // "maine ₹180 ki kitab aur ₹75 ka pen liya": each price paid is money spent.
  [
    /\b(?:maine|usne|unhone) ((?:(?:₹\s*\d+(?:\.\d+)?|\d+(?:\.\d+)? rupees) (?:ka|ki|ke) [a-z]+(?: and )?)+) (?:liya|li|liye|kharida|kharidi|kharide)\b/g,
    (match: string, items: string) =>
      `${match.startsWith("maine") ? "i" : "they"} spent ${items.replace(/(?:₹\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?) rupees) (?:ka|ki|ke) ([a-z]+)/g, "₹$1$2 on $3")},`,
  ],
  [
    /\b(?:(?:ab )?(?:[a-z]+ (?:ke|ki) paas|mere paas|uske paas) )?how much (?:rupees |paise |money )?(?:bache|bacha|bachi|bache is|bacha is|bachi is)\b/g,
    "how much money is left",
  ],
  // "5000 ka 10%" is "10% of 5000"; "x ki value" is "the value of x".
  [/(\d+(?:\.\d+)?)\s+(?:ka|ki|ke)\s+(\d+(?:\.\d+)?\s*%)/g, "$2 of $1"],
  [/(\d+(?:\.\d+)?)\s+rupees\s+(?:ka|ki|ke)\s+(\d+(?:\.\d+)?\s*%)/g, "$2 of ₹$1"],
  [/\b([a-z])\s+(?:ka|ki|ke)\s+(?:value|maan|man)\b/g, "the value of $1"],
  // "12 aur 18 ka LCM", "10 ka square root": what is asked of the numbers comes after them.
  [
    /\b(\d+(?:\.\d+)?(?:\s*(?:,|and)\s*\d+(?:\.\d+)?)*)\s+(?:ka|ki|ke)\s+(lcm|hcf|gcd|square root|cube root|square|cube|factorial|reciprocal|mean|average|median|mode|range|sum|product|difference)\b/g,
    "the $2 of $1",
  ],
  // "x - 1, x^2 + kx + 3 ka factor hai": x − 1 is a factor of the polynomial.
  [
    /(\(?\s*\d*x\s*[-+]\s*\d+(?:\.\d+)?\s*\)?)\s*,?\s+([-+0-9xk^*. ()]*[0-9xk)])\s+(?:ka|ki|ke)\s+(?:factor|gunankhand|gunnkhand)\s+is\b/g,
    "$1 is a factor of $2",
  ],
  [/\s(?:ka|ki|ke)\s/g, " of "],
  // "deewaron ka kshetrafal kitna hai" (read "walls of what is area"): what is the area of the walls.
  [
    /\b([a-z]+) of what is (?:its |the )?(area|perimeter|volume|price|cost|length|breadth|height|speed|distance|age|sum|product|average)\b/g,
    "what is the $2 of the $1",
  ],
  [
    /\b(?:tay karegi|tay karega|chalegi|chalega|jayegi|jayega|jaayegi|karegi|karega|milega|milegi|lagega|lagegi)\b/g,
    "",
  ],
  // "… to k ki value nikalo" (read "to the value of k find"): then find the value of k; "… hai to
  // uska vyas nikalo" (read "is to its diameter find"): then find its diameter.
  [/\s+to ((?:the value of )?[a-z])\s+find\s*([?.]?)\s*$/g, ", then find $1$2"],
  [
    /(?:,?\s+(?:to|then)\s+|(?<=\b(?:is|are),?)\s+)((?:its|the|their) [a-z][a-z /^0-9]{0,40}?)\s+find\s*([?.]?)\s*$/g,
    ", then find $1$2",
  ],
  [/,?\s+to ([a-z][a-z ]{0,30}?)\s+find\s*([?.]?)\s*$/g, ", then find the $1$2"],
];

const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1000,
  lakh: 1e5,
  lakhs: 1e5,
  crore: 1e7,
  crores: 1e7,
};
const NUMBER_RUN =
  /\b(?:(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|lakhs?|crores?)(?:\s+and\s+|[\s-]+|\b)){2,}/g;

/**
 * A number written in words with a scale in it is one number: "six hundred twenty five" is 625
 * (read word by word it was 600 × 25), "two thousand and fifty" 2050, "three lakh twenty thousand"
 * 320000. Runs without a scale ("twenty five") are joined later.
 */
function compoundNumberWords(text: string): string {
  return text.replace(NUMBER_RUN, (run) => {
    const words = run
      .trim()
      .split(/[\s-]+/)
      .filter((w) => w !== "and");
    if (!words.some((w) => w in SCALES) || (words[0] as string) in SCALES) return run;
    // Scales fall within one number ("two thousand three hundred"); "two hundred and five hundred"
    // is two numbers, left for the readers to see as such.
    const scales = words.map((w) => SCALES[w]).filter((v): v is number => v !== undefined);
    if (scales.some((v, i) => i > 0 && v >= (scales[i - 1] as number))) return run;
    let total = 0;
    let current = 0;
    for (const w of words) {
      const scale = SCALES[w];
      if (scale === undefined) current += NUMBER_WORDS[w] ?? 0;
      else if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
    }
    return `${total + current}${/\s$/.test(run) ? " " : ""}`;
  });
}

/**
 * "1 dozen bananas" are 12 bananas, "half a dozen eggs" 6 (read as one article, "1 dozen bananas cost
 * ₹48" was ₹48 a banana). A price per dozen ("₹30 a dozen", "per dozen") keeps the dozen as its unit,
 * so a question that has one is left as written (the reading check then asks for the dozen).
 */
function dozens(text: string): string {
  if (
    /\b(?:per|a|each|the|every|1) dozens?\b(?!\s+(?:of\s+)?[a-z])|\bdozens?\s*(?:cost|costs|for|at|is|are)\b/.test(
      text,
    )
  )
    return text;
  return text
    .replace(/\bhalf a dozen\b/g, "6")
    .replace(/\b(?:a|one) dozen\b(?=\s+(?:of\s+)?[a-z])/g, "12")
    .replace(/\b(\d+(?:\.\d+)?)\s*dozens?\b/g, (_m, n: string) => String(Number(n) * 12));
}

/** "2.5 lakh" is 250000 and "3 crore" 30000000, exactly (no 229999.99999 from 2.3 × 100000). */
function indianUnits(input: string): string {
  let text = input;
  const scale: Record<string, number> = {
    lakh: 5,
    lakhs: 5,
    lac: 5,
    lacs: 5,
    crore: 7,
    crores: 7,
    million: 6,
  };
  // "3 lakh 50 hazaar" (the thousands already 50000) and "1 crore 20 lakh" are one sum each.
  text = text
    .replace(
      /\b(\d+)\s*(?:lakhs?|lacs?)\s+(\d{1,2}000)\b(?!\s*(?:lakh|lac|crore|%|\.\d))/g,
      (_m, l: string, th: string) => String(Number(l) * 100000 + Number(th)),
    )
    .replace(/\b(\d+)\s*crores?\s+(\d{1,2})\s*(?:lakhs?|lacs?)\b/g, (_m, c: string, l: string) =>
      String(Number(c) * 10000000 + Number(l) * 100000),
    );
  return text.replace(
    /\b(\d+(?:\.\d+)?)\s*(lakhs?|lacs?|crores?|million)\b/g,
    (_m, n: string, unit: string) => {
      const [whole, frac = ""] = n.split(".");
      const places = scale[unit] as number;
      if (frac.length > places) return String(Number(n) * 10 ** places);
      return String(BigInt(whole + frac.padEnd(places, "0")));
    },
  );
}

const FRACTION_WORDS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  fourth: 4,
  fourths: 4,
  quarter: 4,
  quarters: 4,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  seventh: 7,
  sevenths: 7,
  eighth: 8,
  eighths: 8,
  ninth: 9,
  ninths: 9,
  tenth: 10,
  tenths: 10,
};

// "three-fourths", "two thirds", "one-quarter", "a third of": a fraction, never "3 - fourths".
function fractionWords(text: string): string {
  return text
    .replace(
      /\b([1-9])[\s-](halves|thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\b/g,
      (m, n: string, w: string) => (Number(n) === 1 || /s$/.test(w) ? `${n}/${FRACTION_WORDS[w]}` : m),
    )
    .replace(
      /\b(?:a|one)\s+(third|fourth|quarter|fifth|sixth|seventh|eighth|ninth|tenth)\s+of\b/g,
      (_m, w: string) => `1/${FRACTION_WORDS[w]} of`,
    );
}

/** Turns a student's question into the shared normalised form every solver reads. */
export function normalizeQuestion(input: string): Question {
  // Devanagari and Gujarati mathematics is read as English first (issue 25).
  const raw = askSentence(readIndicMath(input).trim().replace(/\s+/g, " "));
  let text = superscriptsToPowers(subscripts(integralBounds(raw))).toLowerCase();
  for (const [pattern, replacement] of SYMBOLS) text = text.replace(pattern, replacement);
  text = text.replace(/₹\s*|\brs\.?\s*(?=\d)|\binr\s*(?=\d)/g, "₹");
  // "CI" and "S.I." are the interests by name: a reader that knows simple interest must not take CI for it.
  text = text
    .replace(/\bc\.\s?i\.?(?![a-z])|\bci\b/g, "compound interest")
    .replace(/\bs\.\s?i\.?(?![a-z])|\bsi\b/g, "simple interest");
  // Indian and international digit grouping: 1,00,000 and 10,000, but not lists like 2,4,6.
  text = text.replace(/\b\d{1,3}(?:,\d{2})*,\d{3}\b(?!\.\d)/g, (m) =>
    /^\d{1,3}(,\d{3})+$|^\d{1,2}(,\d{2})*,\d{3}$/.test(m) && !looksLikeList(text) ? m.replace(/,/g, "") : m,
  );
  // "10000 rupees" is ₹10000 (after the grouping above, so "1,25,000 rupees" stays one sum).
  text = text.replace(/(?<![\d,.])(\d+(?:\.\d+)?)\s*(?:rupees?|rs\b\.?|inr\b)/g, "₹$1");
  const beforeHinglish = text;
  for (const [pattern, replacement] of HINGLISH) text = text.replace(pattern, replacement);
  const hinglish = text !== beforeHinglish;
  // "10000 rupaye" read as "10000 rupees" is a sum of money too.
  if (hinglish) text = text.replace(/(?<![\d,.₹])(\d+(?:\.\d+)?) rupees\b(?! (?:ka|ki|ke)\b)/g, "₹$1");
  text = compoundNumberWords(text);
  // "three hundred", "5 thousand", "teen sau" (three hundred): a count of hundreds or thousands is one number.
  text = text.replace(/\b(\d+|[a-z]+) (hundred|thousand)\b/g, (m, n: string, unit: string) => {
    const v = /^\d+$/.test(n) ? Number(n) : NUMBER_WORDS[n];
    return v === undefined || v === 0 ? m : String(v * (unit === "hundred" ? 100 : 1000));
  });
  // "twenty five", "forty-two": tens and units said as words are one number. Only words: digits typed
  // side by side ("₹80 5 kg") are two numbers.
  text = text.replace(
    /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-]+(one|two|three|four|five|six|seven|eight|nine)\b/g,
    (_m, tens: string, units: string) => String((NUMBER_WORDS[tens] ?? 0) + (NUMBER_WORDS[units] ?? 0)),
  );
  text = text.replace(/\b[a-z]+\b/g, (w) => (w in NUMBER_WORDS ? String(NUMBER_WORDS[w]) : w));
  // "12 rupees 50 paise", "₹12 and 50 paise": one sum of money, ₹12.50.
  text = text.replace(
    /(?:₹\s*(\d+)|\b(\d+)\s*rupees?)\s*,?\s*(?:and\s+)?(\d{1,2})\s*(?:paise|paisa)\b/g,
    (_m, a: string | undefined, b: string | undefined, p: string) => `₹${a ?? b}.${p.padStart(2, "0")}`,
  );
  // Lakh and crore first, so "2 lakh ka 10%" is read as "10% of 200000".
  text = indianUnits(text);
  // "45 lakh rupees" is ₹4500000 once the lakh is a number.
  text = text.replace(/(?<![\d,.₹])(\d+(?:\.\d+)?) rupees?\b(?! (?:ka|ki|ke)\b)/g, "₹$1");
  text = dozens(text);
  for (const [pattern, replacement] of HINGLISH_SHAPES)
    text =
      typeof replacement === "string"
        ? text.replace(pattern, replacement)
        : text.replace(pattern, replacement);
  text = fractionWords(text);
  text = spacedLists(text);
  for (const [pattern, replacement] of WORDS)
    text =
      typeof replacement === "string"
        ? text.replace(pattern, replacement)
        : text.replace(pattern, replacement);
  text = givenCounts(text);
  text = askedByName(text);
  // "Find the zeroes of x^2 - 7x + 12" asks for the roots of the polynomial set to 0 (not their sum).
  text = text.replace(
    /^(?:find|what are|determine|calculate|obtain)\s+(?:all\s+)?(?:the\s+)?(?:zeroe?s|roots)\s+of\s+(?:the\s+)?(?:quadratic\s+)?(?:polynomial\s+)?(?:[a-z]\([a-z]\)\s*=\s*)?([^=?:;]*[a-z][^=?:;]*?)\s*[?.]?$/,
    (m, poly: string) => (/\b(?:sum|product|and)\b/.test(poly) ? m : `solve ${poly.trim()} = 0`),
  );
  text = text.replace(/\s+/g, " ");
  text = text
    .replace(/\s+([?.!,;:])(?=\s|$)/g, "$1")
    .replace(/,(?:\s*,)+/g, ",")
    .trim();
  // The story readers read `raw` (its names and sentences); a question typed in Hinglish reaches them
  // in the English it was read as, or no story reader could follow it.
  return { raw: hinglish ? text : raw, text, numbers: extractNumbers(text), seed: hash(raw) };
}

/**
 * "nC2 if n = 6", "if n = 7 and r = 3 find nCr": the letters of a count given their values are the
 * count of those numbers ("6c2"), and the clause that gave them is then said.
 */
function givenCounts(text: string): string {
  const n = text.match(/\bn\s*=\s*(\d+)\b/)?.[1];
  const r = text.match(/\br\s*=\s*(\d+)\b/)?.[1];
  const count = /\b(n|\d+)\s*([cp])\s*(r|\d+)\b/g;
  if (!n || ![...text.matchAll(count)].some((m) => m[1] === "n" || m[3] === "r")) return text;
  let unresolved = false;
  const out = text.replace(count, (m, a: string, op: string, b: string) => {
    const top = a === "n" ? n : a;
    const bottom = b === "r" ? r : b;
    if (!top || !bottom) unresolved = true;
    return top && bottom ? `${top}${op}${bottom}` : m;
  });
  if (unresolved) return text;
  return out
    .replace(
      /,?\s*\b(?:if|where|when|given(?: that)?)?\s*n\s*=\s*\d+(?:\s*(?:and|,)\s*r\s*=\s*\d+)?\s*,?/g,
      " ",
    )
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A story typed with no full stop ("i had 60 apples and gave 25 to my friend how many are left") is
 * read as its sentences: the question starts a sentence of its own, as it would have on paper.
 */
function askSentence(text: string): string {
  // Equations, "if … find …", "in how many ways" and "144 ÷ 12 how much" are one sentence as they are:
  // only a question after a word of the story starts a new one.
  if (/[.?!।=]/.test(text) || /^\s*if\b/i.test(text)) return text;
  // A longer story's own sentences cannot be told apart without its full stops: left as it is
  // (declined) rather than read with the wrong numbers together.
  const story =
    text.split(
      /\s+(?=(?:how many|how much|how far|how long|how old|what is|what was|what will|find|calculate)\b)/i,
    )[0] ?? "";
  if ((story.match(/\d+(?:\.\d+)?/g) ?? []).length > 2) return text;
  return text.replace(
    /(?<=\b(?!(?:in|of|to|by|and|then|that|so|if|the|a|an|is|are)\b)[a-z]{2,})\s+(?=(?:how many|how much|how far|how long|how old|what is|what was|what will|find|calculate)\b)/i,
    ". ",
  );
}

const ASK_WORDS =
  /\b(?:find|calculate|evaluate|compute|what|what's|how|which|solve|simplify|expand|factori[sz]e|factor|differentiate|integrate|prove|show|verify|convert|express|write|determine|work out|check|name|list|give|state|tell|do|does|did|get|make|add|subtract|multiply|divide|round|arrange|draw|plot|is|are|was|were|has|have|had|if|when)\b|[=<>]/;

/**
 * A quantity named with nothing said about it ("midpoint of (4, -2) and (8, 6)", "value of 2 sin 45
 * cos 45", "range of 45, 12, 67") asks for that quantity, as "find the midpoint of …" does. Only a
 * name with "of", "to" or "between" that opens the question, in a question with no verb at all.
 */
function askedByName(text: string): string {
  if (ASK_WORDS.test(text)) return text;
  if (!/^(?:the\s+)?[a-z][a-z' -]{1,40}?\s(?:of|to|between)\s/.test(text)) return text;
  return /^(?:the|an?)\s/.test(text) ? `find ${text}` : `find the ${text}`;
}

/**
 * Numbers typed one after another with spaces only ("ap 3 7 11 ...", "lcm of 12 15 and 20", "range
 * of 45 12 67 33 29") are a list: commas go between them, as the readers expect. A run needs three
 * numbers, or two before "and <number>"; a mixed number ("2 3/4") and a signed term ("7 -3") are
 * never split.
 */
function spacedLists(text: string): string {
  return text
    .replace(
      /(?<![\d.,/^-])\d+(?:\.\d+)?(?: +\d+(?:\.\d+)?)+(?![\d.]*\s*\/)(?=( +and +\d)?)/g,
      (run: string, and: string | undefined) => {
        const items = run.split(/ +/);
        return items.length >= 3 || and ? items.join(", ") : run;
      },
    )
    .replace(/(\d, -?\d+(?:\.\d+)?) ?(\.\.\.|…)/g, "$1, $2")
    .replace(/(\d, (?:\.\.\.|…)) (-?\d)/g, "$1, $2");
}

function looksLikeList(text: string): boolean {
  return /\b(mean|median|mode|average|data|observations|variance|deviation|range|quartile|marks)\b/.test(
    text,
  );
}

/** Numbers in reading order; a minus counts as a sign only when it is not between two terms. */
export function extractNumbers(text: string): number[] {
  const out: number[] = [];
  const re = /(^|[\s(=,:;₹])?(-)?(\d+(?:\.\d+)?|\.\d+)/g;
  for (const m of text.matchAll(re)) {
    const negative = m[2] === "-" && m[1] !== undefined;
    out.push(Number(m[3]) * (negative ? -1 : 1));
  }
  return out;
}

/** Mixed numbers such as "3 1/2" become "(3+1/2)" so expression parsers read them as one value. */
export function joinMixedNumbers(text: string): string {
  return text.replace(/(^|[^\d./^])(\d+)\s+(\d+)\/(\d+)(?![\d.])/g, (m, pre, w, n, d) =>
    Number(n) < Number(d) ? `${pre}(${w}+${n}/${d})` : m,
  );
}

/** FNV-1a, enough to seed a small PRNG deterministically. */
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
