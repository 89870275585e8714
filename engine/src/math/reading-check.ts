import { askedTermsMissing } from "./ask-terms";
import type { Question, SolverOutput } from "./types";

/**
 * The engine's last line against being confidently wrong: a solver's reading of a question is
 * accepted only when its worked solution keeps every number of the question (each one used, or
 * named in `dismissed` as irrelevant) and every qualifier word that changes what is asked
 * ("not", "sector", "vertices", "removed"…) shows up in the solution too. A solver that quietly
 * dropped a term ("45% of 80 plus 20% of 50" answered as 45% of 80) or answered another question
 * (a triangle's angle sum for its area from vertices) fails here, and the engine declines.
 */
export function readingKept(q: Question, out: SolverOutput): boolean {
  const shown = explanationText(out);
  const shownNumbers = numbersIn(shown);
  const dismissed = out.dismissed ?? [];
  for (const n of numbersIn(questionText(q))) {
    if (dismissed.some((d) => same(d, n))) continue;
    if (!shownNumbers.some((s) => same(s, n))) return false;
  }
  const words = shown.toLowerCase();
  for (const [asked, shownAs] of QUALIFIERS) {
    if (asked.test(q.text) && !shownAs.test(words)) return false;
  }
  if (askedTermsMissing(askOf(q.text), shown).length > 0) return false;
  // A bare measure asked ("… what is area", "find the area") takes its object from the rest of the
  // question: the walls, floor or path named there must then be named in the working too.
  const objects: string[] =
    q.text.match(/\b(?:walls?|floor|ceiling|path|border|verandah|lid|margin)\b/g) ?? [];
  if (
    objects.length > 0 &&
    /^\s*(?:its |the )?(?:area|perimeter|volume|surface area|cost)\s*[?.]?\s*$/.test(askOf(q.text)) &&
    askedTermsMissing(`the area of the ${objects.join(" ")}`, shown).some((term) => objects.includes(term))
  )
    return false;
  if (!sameSideOfCost(askOf(q.text), words)) return false;
  if (!convertsMixedUnits(q.text, shown)) return false;
  // "Find the value of x": a working that never says what x is answered something else.
  // So does "… is 5. find x" (the mode given, x asked: the data's own mode was checked, 29 Nov 2026).
  const variable =
    askOf(q.text).match(/^\s*(?:the )?value of ([a-z])\b(?!\s*[-+*/^(])/)?.[1] ??
    askOf(q.text).match(/^\s*(?:the )?(?:unknown |missing )?(?:number |value )?([a-wyz]|x)\s*[?.]?\s*$/)?.[1];
  if (variable && !new RegExp(`(?<![a-z\\\\])${variable}\\s*=`).test(shown)) return false;
  // "Find the value of x^2 + 1/x^2 if x + 1/x = 3": an expression's value is asked, so the values of x
  // that solve the condition are not the answer.
  // The expression is what comes before the condition ("if", "when", "given", "where", a comma): in
  // "the value of k if x − 1 is a factor of …", k alone is asked.
  const expression = askOf(q.text)
    .split(/\b(?:if|when|given|where|so that|such that|for which)\b|,/)[0]
    ?.match(/^\s*(?:the )?value of (?=[^=]*[a-z])([^=]*?[-+*/^][^=]*?)\s*$/)?.[1];
  if (expression && /^\s*[a-z]\s*=/.test(out.finalAnswer)) return false;
  // "… and find the value of xy": a value asked of anything but the unknowns themselves ("x", "x and
  // y") is one number, never the unknowns' values (x = 6, y = 4 was checked, 29 Nov 2026).
  const valueAsked = q.text
    .match(
      /\bvalue of ([^?.;,=]+?)\s*(?:\bif\b|\bwhen\b|\bgiven\b|\bwhere\b|\bfor which\b|\bso that\b|\bsuch that\b|[?.;,]|$)/,
    )?.[1]
    ?.trim();
  if (
    valueAsked &&
    /^(?:[a-z]{2,3}|\d*[a-z](?:\^\d+)?(?:[a-z](?:\^\d+)?)+)$/.test(valueAsked) &&
    !/^(?:the|its|his|her|each|both|all|one|two|any|pi)$/.test(valueAsked) &&
    /^\s*[a-z]\s*=/.test(out.finalAnswer)
  )
    return false;
  if (tradedByTwo(q.raw)) return false;
  return answersTheAsk(q.text, out.finalAnswer);
}

/**
 * Amounts in two units of one kind ("25 paise as a percentage of ₹2", "500 g of 2 kg") compare only
 * after one is converted: a working that never shows the factor (100 paise in a rupee, 1000 g in a
 * kilogram) compared the bare numbers.
 */
const MIXED_UNITS: { small: RegExp; large: RegExp; factor: number; said: RegExp }[] = [
  { small: /\bpaise\b/, large: /₹|\brupees?\b|\brs\b/, factor: 100, said: /\bpaise\b/ },
  // Lengths in two units ("a cuboid 2 m by 50 cm by 30 cm"): 3000 m³ was checked, 29 Nov 2026.
  {
    small: /\d\s*(?:cm|centimet(?:re|er)s?)\b(?!\s*(?:\^|²|³|\/))/,
    large: /\d\s*(?:m|met(?:re|er)s?)\b(?!\s*(?:\^|²|³|\/))/,
    factor: 100,
    said: /\bcm\b|centimet/,
  },
  {
    small: /\d\s*(?:mm|millimet(?:re|er)s?)\b(?!\s*(?:\^|²|³|\/))/,
    large: /\d\s*(?:cm|centimet(?:re|er)s?)\b(?!\s*(?:\^|²|³|\/))/,
    factor: 10,
    said: /\bmm\b|millimet/,
  },
  {
    small: /\d\s*(?:g|gm|grams?)\b/,
    large: /\d\s*(?:kg|kilograms?)\b/,
    factor: 1000,
    said: /\d\s*(?:g|gm|grams?)\b/,
  },
  // "45 minutes as a percentage of 3 hours" compared the bare numbers: 1500%.
  {
    small: /\d\s*(?:minutes?|mins?)\b/,
    large: /\d\s*(?:hours?|hrs?)\b/,
    factor: 60,
    said: /\d\s*(?:minutes?|mins?)\b|\bminutes\b/,
  },
  {
    small: /\d\s*(?:seconds?|secs?)\b/,
    large: /\d\s*(?:minutes?|mins?)\b/,
    factor: 60,
    said: /\d\s*(?:seconds?|secs?)\b|\bseconds\b/,
  },
  {
    small: /\d\s*(?:ml|millilit(?:re|er)s?)\b/,
    large: /\d\s*(?:l|lit(?:re|er)s?)\b/,
    factor: 1000,
    said: /\d\s*(?:ml|millilit(?:re|er)s?)\b/,
  },
];

function convertsMixedUnits(t: string, shown: string): boolean {
  for (const { small, large, factor, said } of MIXED_UNITS) {
    if (!small.test(t) || !large.test(t)) continue;
    if (!said.test(shown.toLowerCase()) || !numbersIn(shown).some((n) => same(n, factor))) return false;
  }
  return true;
}

/**
 * Two people buying and selling ("Ram buys 5 pens for ₹100. Mohan sells them for ₹120. Find Ram's
 * gain"): whose cost and whose sale make the asked gain is a story no reader follows, so no reading
 * of it is checked.
 */
function tradedByTwo(raw: string): boolean {
  const traders = new Set(
    [...raw.matchAll(/\b([A-Z][a-z]+) (?:buys|bought|purchases|purchased|sells|sold|resells|resold)\b/g)]
      .map((m) => m[1])
      .filter(
        (name) => !/^(?:He|She|They|It|The|A|An|This|That|Who|One|Each|Then|If|When)$/.test(name ?? ""),
      ),
  );
  return traders.size > 1;
}

/**
 * A loss asked and a profit found (or the other way round) is not an answer: "sells for ₹600 what
 * cost ₹500 — find his loss percent" has no loss, and 20% would answer another question.
 */
function sameSideOfCost(ask: string, shown: string): boolean {
  const said = shown.replace(/\b(?:profit|gain) or loss\b|\bloss or (?:profit|gain)\b/g, " ");
  const found = (side: string) =>
    new RegExp(
      `\\b(?:a|is a|there is a) \\**${side}\\**|\\b${side} (?:of|is|percent)\\b|\\*\\*${side}\\*\\*`,
    ).test(said);
  const asksLoss = /\bloss\b/.test(ask) && !/\bprofit\b|\bgain\b/.test(ask);
  const asksProfit = /\bprofit\b|\bgain\b/.test(ask) && !/\bloss\b/.test(ask);
  if (asksLoss && (found("profit") || found("gain")) && !found("loss")) return false;
  if (asksProfit && found("loss") && !(found("profit") || found("gain"))) return false;
  return true;
}

/**
 * Whether the answer is the kind of thing asked for: a trigonometric ratio is not a solution for
 * the angle, an area is not an angle, a definite integral or a slope at a point is a number, and
 * a school question does not have a dozen numeric roots.
 */
function answersTheAsk(t: string, answer: string): boolean {
  const ask = askOf(t);
  if (/\b(?:sin|cos|tan|cot|sec|cosec|csc)\b/.test(ask) && /^[a-z]\s*=/.test(answer)) return false;
  if (/\barea\b/.test(ask) && /°|\bdeg/.test(answer)) return false;
  // "What part of the work …", "what fraction of the tank …": a fraction, not a time or a length
  // (2.4 days and 15 days were checked for it, 29 Nov 2026).
  if (
    /^\s*(?:part|fraction)\b/.test(ask) &&
    /₹|\b(?:days?|hours?|minutes?|seconds?|weeks?|months?|years?|km|m|cm|kg|g|litres?|l)\b/.test(answer)
  )
    return false;
  // An angle asked is an angle ("the angle it makes with the ground" was answered with a length, 12 m,
  // checked, 29 Nov 2026).
  if (
    /^\s*(?:the\s+)?(?:measure of (?:the\s+)?|size of (?:the\s+)?|value of (?:the\s+)?)?(?:angle|inclination)\b/.test(
      ask,
    ) &&
    !/°|\bdegrees?\b|\brad|π|\bpi\b/.test(answer)
  )
    return false;
  const numberAsked =
    /\bdefinite\b|\bintegra\w*\b.*\bfrom -?[\d.]+ to -?[\d.]+\b/.test(t) ||
    /\b(?:slope|gradient)\b.*\bat (?:x\s*=|the point)/.test(t);
  if (numberAsked && /[a-z]/.test(answer.replace(/\b(?:sqrt|pi|e|ln|log|units?|square)\b/g, "")))
    return false;
  if ((answer.match(/=/g) ?? []).length > 4) return false;
  // A quantity of an equation (its discriminant, the sum or product of its roots) is a number, not the roots.
  if (
    /\bdiscriminant\b|\b(?:sum|product) of (?:the |its )?(?:roots|zero(?:e)?s)\b/.test(ask) &&
    (/^\s*[a-z]\s*=/.test(answer) || !/\d/.test(answer))
  )
    return false;
  // One coordinate asked is one number, not a point (or several).
  if (/\b[xy][- ]?co-?ordinate\b|\babscissa\b|\bordinate\b/.test(ask) && /\(.*,.*\)/.test(answer))
    return false;
  if (!namesWhatIsAsked(ask, answer)) return false;
  if (!keepsConditions(t, answer)) return false;
  if (!keepsDirection(t, ask, answer)) return false;
  if (!onePartWhenOneAsked(ask, answer)) return false;
  if (!unitFitsAsk(ask, answer)) return false;
  if (!inUnitAsked(ask, answer)) return false;
  // "… Also find its side": two things asked, so one answer is half an answer.
  // Two expressions asked ("find p^2 + 2p and p^3"): two answers (15 alone was checked, 29 Nov 2026).
  const pair = ask.match(/^\s*(?:the values? of\s+)?([^,;]+?)\s+and\s+([^,;]+?)\s*[?.]?\s*$/);
  const mathy = (x: string) =>
    /[\^+*/()]|\d\s*[a-z]\b|\b[a-z]\s*[-+*/^]/.test(x) &&
    !/\b[a-z]{3,}\b/.test(x.replace(/\b(?:sqrt|cbrt|sin|cos|tan|log)\b/g, ""));
  // So are two quantities named ("the cost price and the gain": ₹10000 alone was checked).
  const QUANTITY =
    /\b(?:cost price|selling price|marked price|price|gain|profit|loss|discount|interest|amount|principal|rate|time|area|perimeter|circumference|volume|surface area|radius|diameter|length|breadth|width|height|side|diagonal|speed|distance|mean|median|mode|range|hcf|lcm|gcd|sum|product|difference|quotient|remainder|share|age|ages|value)\b/;
  const named = (x: string) => QUANTITY.test(x) && !/\d/.test(x.replace(/\b(?:of|in|for|after|on)\b.*$/, ""));
  // ("The difference between simple and compound interest", "the sum of 3 and 4": one quantity of two.)
  const joined = pair && /\b(?:between|of|from)\s+[^,;]*$/.test(pair[1] as string);
  if (
    pair &&
    !joined &&
    ((mathy(pair[1] as string) && mathy(pair[2] as string)) ||
      (named(pair[1] as string) && named(pair[2] as string)))
  ) {
    if (answer.split(/,(?!\d{3})|;|\band\b/).filter((p) => /\d/.test(p)).length < 2) return false;
  }
  // "… and hence their product", "Hence find k": a second quantity asked after the first.
  if (
    /\balso (?:find|calculate|determine|compute|work out|write|state|find out)\b|\band also\b|\band hence\b|\bhence (?:find|calculate|determine|compute|write|deduce|obtain|evaluate)\b/.test(
      t,
    )
  ) {
    if (answer.split(/,(?!\d{3})|;|\band\b/).filter((p) => /\d/.test(p)).length < 2) return false;
  }
  // "Find the value of 2x + 1" asks for the expression, not for x.
  // So does "If x + 1/x = 3, find x² + 1/x²": an expression asked directly.
  const expression = (ask.match(/\bvalue of ([^?.;]+)/)?.[1] ?? ask).trim();
  const isExpression =
    /^[\d\s+\-*/^().a-z]+$/.test(expression) &&
    !/[a-z]{2}/.test(expression) &&
    /[-+*/^]|\d[a-z]/.test(expression);
  if (isExpression && /^[a-z]\s*=/.test(answer.trim())) return false;
  if (!keepsNamedRatio(t, ask, answer)) return false;
  // "Find the two numbers": one number back is half an answer.
  if (/\b(?:two|both|the) numbers\b/.test(ask) && numbersIn(answer).length < 2) return false;
  return true;
}

/**
 * A length asked is answered in a unit of length, an area in square units, a volume in cubic ones:
 * "the perimeter of a rectangle whose area is 48 cm²" answered in cm² read the wrong measure.
 */
function unitFitsAsk(ask: string, answer: string): boolean {
  // A measure given with its value ("radius 7 cm", "area is 48 cm²") is data, not the quantity asked.
  const first = ask
    .replace(/\b[a-z]+(?:\s+(?:is|of|=|:|equal to|equals))?\s*-?\d[\d.,]*(?:\s*[a-z]+(?:\^\d)?)?/g, " ")
    .match(
      /\b(perimeter|circumference|length|breadth|width|height|radius|diameter|side|distance|diagonal|area|surface|volume|capacity)\b/,
    )?.[1];
  if (!first) return true;
  const asked = /^(?:area|surface)$/.test(first) ? 2 : /^(?:volume|capacity)$/.test(first) ? 3 : 1;
  const unit = answer.replace(/(?<![\^\d.])\d[\d.,]*/g, " ");
  const given = /\^\s*3|³|\bcubic\b|\bc\.?c\.?\b|\blit(?:re|er)s?\b|\bml\b/.test(unit)
    ? 3
    : /\^\s*2|²|\bsquare\b|\bsq\b|\bhectares?\b/.test(unit)
      ? 2
      : /\b(?:mm|cm|m|km|metres?|meters?|units?|inch(?:es)?|feet|foot|ft)\b/.test(unit)
        ? 1
        : null;
  return given === null || given === asked;
}

/** Units a question may ask its answer "in", each with how an answer writes it. */
const ANSWER_UNITS: [RegExp, string][] = [
  [/^(?:m\/s|m\/sec|mps|met(?:re|er)s? per second)$/, "m\\/s(?:ec)?\\b"],
  [/^(?:km\/h|km\/hr|kmph|km per hour|kilomet(?:re|er)s? per hour)$/, "km\\/hr?\\b|\\bkmph\\b"],
  [/^(?:mm|millimet(?:re|er)s?)$/, "mm"],
  [/^(?:cm|centimet(?:re|er)s?)$/, "cm"],
  [/^(?:km|kilomet(?:re|er)s?)$/, "km"],
  [/^(?:m|met(?:re|er)s?)$/, "m"],
  [/^(?:litres?|liters?)$/, "\\blit(?:re|er)s?\\b|\\bl\\b"],
  [/^(?:hours?|hrs?)$/, "\\bhours?\\b|\\bhrs?\\b"],
  [/^(?:minutes?|mins?)$/, "\\bminutes?\\b|\\bmins?\\b"],
  [/^(?:seconds?|secs?)$/, "\\bseconds?\\b|\\bsecs?\\b|\\bs\\b"],
];
const LENGTHS = new Set(["mm", "cm", "km", "m"]);

/**
 * "Find its speed in m/s", "the area in square metres": an answer in another unit (60 km/h,
 * 10000 cm²) may be the same amount, but it is not what was asked.
 */
function inUnitAsked(ask: string, answer: string): boolean {
  const m = ask.match(
    /\bin (?:the )?(square |sq\.? |cubic )?([a-z]+(?:\/[a-z]+)?(?: per (?:second|hour))?)(\^[23]|²|³)?\s*[.?]?\s*$/,
  );
  if (!m) return true;
  const unit = ANSWER_UNITS.find(([names]) => names.test(m[2] as string));
  if (!unit) return true;
  const power = m[1] ? (m[1].startsWith("cubic") ? 3 : 2) : m[3] ? (/3|³/.test(m[3]) ? 3 : 2) : 1;
  const written = unit[1];
  if (!LENGTHS.has(written)) return new RegExp(written).test(answer);
  const powered =
    power === 1
      ? `(?<![a-z])${written}(?![a-z^²³/])`
      : `(?<![a-z])${written}(?:\\^\\{?${power}|${power === 2 ? "²" : "³"})`;
  return new RegExp(powered).test(answer);
}

/**
 * "The largest angle", "the product of the HCF and LCM": the question asks for one value made from
 * the parts, so an answer that lists the parts ("40°, 60°, 80°", "LCM = 36, HCF = 6") answered a
 * neighbouring question.
 */
function onePartWhenOneAsked(ask: string, answer: string): boolean {
  const parts = answer.split(/,(?!\d{3})|\band\b/).filter((p) => /\d/.test(p));
  if (parts.length < 2) return true;
  if (
    /\b(?:largest|greatest|biggest|smallest|longest|shortest|highest|lowest|least|larger|smaller|bigger|greater|middle|positive|negative)\b(?!\s+(?:common|than|integers|numbers)\b)/.test(
      ask,
    )
  )
    return false;
  // "Find B's age", "what is Ravi's share": one person's, not everyone's unlabelled ("15 years and 25
  // years"); an answer that names whose each value is ("son = 12 years, father = 36 years") says it.
  const whose = ask.match(
    /^\s*(?:the\s+)?([a-z]+)'s\s+(?:age|share|part|salary|income|savings|marks|money|weight|height)\b/,
  )?.[1];
  if (
    whose &&
    !/\band\b|\bboth\b|\beach\b/.test(ask) &&
    !new RegExp(`\\b${whose}\\b`).test(answer.toLowerCase())
  )
    return false;
  // "How many more girls than boys": one number, the difference, however many the story has.
  if (/\bhow (?:many|much) (?:more|less|fewer)\b|\b(?:more|less|fewer) [a-z ]*than\b/.test(`how many${ask}`))
    return false;
  const op = ask.match(/^\s*(?:the\s+)?(product|sum|difference|ratio|quotient)\s+(?:of|between)\b/)?.[1];
  if (op && !parts.some((p) => new RegExp(`^\\s*${op}\\s*=`, "i").test(p))) return false;
  return true;
}

/**
 * "Boys to girls is 3:2; there are 30 boys; how many girls?": a number given for one named term of
 * a two-term ratio fixes the other (20), and reading it as the whole (12) is another question.
 */
function keepsNamedRatio(t: string, ask: string, answer: string): boolean {
  const named =
    t.match(
      /\bratio of (?:the )?(?:number of )?([a-z]+) (?:to|and) (?:the )?(?:number of )?([a-z]+)\b[^.?]*?\b(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/,
    ) ?? t.match(/\b([a-z]+) and ([a-z]+)\b[^.?]*?\bratio (?:of )?(\d+(?:\.\d+)?)\s*:\s*(\d+(?:\.\d+)?)/);
  if (!named) return true;
  const [, first, second, a, b] = named;
  const stem = (w: string) => w.replace(/(?:es|s)$/, "");
  const givenFor = (term: string) =>
    [...t.matchAll(/\b(\d+(?:\.\d+)?)\s+([a-z]+)/g)].find((m) => stem(m[2]) === stem(term))?.[1];
  const asks = (term: string) => new RegExp(`\\b${stem(term)}`).test(ask);
  let expected: number | null = null;
  const givenFirst = givenFor(first);
  const givenSecond = givenFor(second);
  if (givenFirst && !givenSecond && asks(second) && !asks(first))
    expected = (Number(givenFirst) * Number(b)) / Number(a);
  if (givenSecond && !givenFirst && asks(first) && !asks(second))
    expected = (Number(givenSecond) * Number(a)) / Number(b);
  if (expected === null) return true;
  const want = expected;
  return numbersIn(answer).some((n) => Math.abs(n - want) <= 0.01 * Math.max(1, want));
}

// A quantity an answer can be labelled with, and how a question asking for it may name it.
const NAMED_QUANTITIES: [RegExp, RegExp][] = [
  [/^lcm$/, /\blcm\b|\bl\.c\.m\b|\b(?:least|lowest) common multiple/],
  [/^(?:hcf|gcd)$/, /\bhcf\b|\bgcd\b|\bh\.c\.f\b|\b(?:highest|greatest) common (?:factor|divisor)/],
  [/^(?:mean|average)$/, /\bmean\b|\baverage\b/],
  [/^median$/, /\bmedian\b/],
  [/^mode$/, /\bmode\b/],
  [/^range$/, /\brange\b/],
  [/^sum$/, /\bsum\b|\btotal\b|\badd/],
  [/^product$/, /\bproduct\b|\bmultipl/],
  [/^(?:area|perimeter|volume|circumference)$/, /\barea\b|\bperimeter\b|\bvolume\b|\bcircumference\b/],
  [/^(?:si|simple interest)$/, /\bsimple interest\b|\bs\.?i\b|\binterest\b/],
  [/^(?:ci|compound interest)$/, /\bcompound interest\b|\bc\.?i\b|\binterest\b/],
  [/^amount$/, /\bamount\b|\btotal\b/],
];

/**
 * An answer labelled with a quantity ("LCM = 72", "mean = 6") answers the question only when the
 * question asks for that quantity: "their LCM is 72 … find the other number" is not answered by
 * its LCM, nor a mean deviation by the mean. Labels that name people or variables are not checked.
 */
function namesWhatIsAsked(ask: string, answer: string): boolean {
  if (ask.trim() === "") return true;
  for (const part of answer.split(/,|\band\b/)) {
    const label = part
      .match(/^\s*([a-z][a-z ]*?)\s*=/i)?.[1]
      ?.trim()
      .toLowerCase();
    if (!label) continue;
    const named = NAMED_QUANTITIES.find(([name]) => name.test(label));
    if (named && !named[1].test(ask)) return false;
  }
  return true;
}

/**
 * A condition the question sets on a variable ("x > 0", "x is negative", "a natural number") holds
 * for every value the answer gives it, and a condition is never handed back as the answer.
 */
function keepsConditions(t: string, answer: string): boolean {
  const conditions: { name: string; holds: (v: number) => boolean; text: string }[] = [];
  for (const m of t.matchAll(
    /(?<![a-z^\d.])([a-z])\s*(>=|<=|>|<|!=)\s*(-?\d+(?:\.\d+)?)(?![\d.]*[a-z(^*/])/g,
  )) {
    const [text, name, op, raw] = m;
    const bound = Number(raw);
    const holds = {
      ">=": (v: number) => v >= bound,
      "<=": (v: number) => v <= bound,
      ">": (v: number) => v > bound,
      "<": (v: number) => v < bound,
      "!=": (v: number) => v !== bound,
    }[op as ">=" | "<=" | ">" | "<" | "!="];
    conditions.push({ name, holds, text: text.replace(/\s+/g, "") });
  }
  for (const m of t.matchAll(/\b([a-z]) is (?:a )?(positive|negative|natural|non-negative)\b/g)) {
    const [, name, kind] = m;
    const holds =
      kind === "negative"
        ? (v: number) => v < 0
        : kind === "non-negative"
          ? (v: number) => v >= 0
          : kind === "natural"
            ? (v: number) => v > 0 && Number.isInteger(v)
            : (v: number) => v > 0;
    conditions.push({ name, holds, text: "" });
  }
  if (conditions.length === 0) return true;
  const compact = answer.replace(/\s+/g, "");
  if (conditions.some((c) => c.text !== "" && c.text === compact)) return false;
  for (const m of answer.matchAll(/\b([a-z])\s*=\s*(-?\d+(?:\.\d+)?(?:\/\d+)?)(?![\d.]*[a-z(^*])/g)) {
    const [, name, raw] = m;
    const [num, den] = raw.split("/");
    const value = Number(num) / (den ? Number(den) : 1);
    if (conditions.some((c) => c.name === name && !c.holds(value))) return false;
  }
  return true;
}

/** A price given with its tax in it. */
const TAX_INCLUDED =
  /\b(?:inclusive of|including|includes?|incl\.?|with|after adding)\b[^.?]*\b(?:gst|tax|vat)\b|\b(?:gst|tax|vat)[- ](?:inclusive|included)\b/;

/**
 * Working back from a price after a change: a price that already includes a tax (or a rise) came
 * from a smaller one, and a price after a discount (or a fall) from a larger one. An answer on the
 * wrong side ran the story forwards, adding the GST again or taking the discount twice.
 */
function keepsDirection(t: string, whole: string, answer: string): boolean {
  // "Find the final price if the original price is ₹500": what is asked comes before its "if".
  const ask = whole.split(/\b(?:if|when|given)\b/)[0] ?? whole;
  // A tax asked of a price given with the tax in it ("including GST of 12% is ₹11200; find the GST")
  // is a part of that price, never more than it.
  if (/\b(?:gst|tax|vat)\b/.test(ask) && TAX_INCLUDED.test(t.replace(whole, " "))) {
    const given = numbersIn(t.replace(/-?\d+(?:\.\d+)?\s*(?:%|percent\b)/g, " "));
    const got = numbersIn(answer)[0];
    if (given.length > 0 && got !== undefined && got >= Math.max(...given)) return false;
  }
  if (
    !/\b(?:before|without|excluding|exclusive of|original|originally|base|basic|initial|marked|pre-?tax|cost price)\b/.test(
      ask,
    )
  )
    return true;
  const included =
    /\b(?:inclusive of|including|includes?|incl\.?|with|after adding|after)\b[^.?]*\b(?:gst|tax|vat|increase|rise|appreciation|profit|gain)\b|\b(?:gst|tax)[- ](?:inclusive|included)\b|\bincreased by\b/.test(
      t,
    );
  const reduced =
    /\b(?:after|on)\b[^.?]*\b(?:discount|decrease|reduction|depreciation|fall|loss)\b|\bdecreased by\b|\breduced by\b/.test(
      t,
    );
  if (included === reduced) return true;
  const given = numbersIn(t.replace(/-?\d+(?:\.\d+)?\s*(?:%|percent\b)/g, " "));
  const got = numbersIn(answer)[0];
  if (given.length === 0 || got === undefined) return true;
  const amount = Math.max(...given);
  return included ? got < amount : got > amount;
}

// A word in the question that changes what is asked, and how a solution that heeded it says so.
const QUALIFIERS: [RegExp, RegExp][] = [
  [
    /\bnot\b|\bn't\b|\bneither\b|\bother than\b|\bexcept\b/,
    /\bnot\b|\bcomplement|\bneither\b|\bother than\b|\bexcept\b|1\s*-|= 1 - /,
  ],
  // An operation the question asks for must be in the reading ("… plus 20% of the rest").
  [/\+|\bplus\b|\badded to\b/, /\+|\bplus\b|\badd|\bsum\b|\btotal/],
  [/\b(?:the )?rest\b|\bremaining\b/, /\brest\b|\bremain/],
  // "How much more does B get than A": a difference asked is a difference shown, not one amount.
  [
    /\bhow (?:much|many) (?:more|less|fewer|extra)\b|\bby how (?:much|many)\b/,
    /\bmore\b|\bless\b|\bfewer\b|\bdifference\b|\bextra\b|\bexceed|\bcompar|\bsubtract|\bminus\b|\btake away\b|\bincrease|\bdecrease|\bchange\b|\bfell\b|\brose\b|\bgap\b|\bfurther\b|\bstill\b|\bleft\b|\bneeds?\b/,
  ],
  [/\bsectors?\b/, /\bsector/],
  [/\barcs?\b/, /\barc\b/],
  [/\bsegments?\b/, /\bsegment/],
  // The major sector or segment is the rest of the circle (the minor one was checked, 29 Nov 2026).
  [/\bmajor\b/, /\bmajor\b|360\s*(?:-|−|\\?-)\s*\d/],
  [/\bvertices\b|\bvertex\b/, /\bvert/],
  // Grouped data ("classes 0-10, 10-20", "the modal class"), not a "gym class" in a story.
  [
    /\bgrouped\b|\bclass(?:es)?\s*(?:\d+(?:\.\d+)?\s*(?:-|–|to)\s*\d|:|-|intervals?\b|marks?\b|widths?\b|sizes?\b|limits?\b|boundar)|\b(?:modal|median) class\b|\bfrequenc/,
    /\bclass|\bfrequenc|\bgroup/,
  ],
  // A stone "dropped into a lake" falls; a number "dropped" from the data is removed.
  [
    /\bremov(?:e|ed|ing)\b|\bdropped\b(?!\s+(?:into|in|on|onto)\b)|\bexclud(?:e|ed|ing)\b(?!\s+(?:the\s+)?(?:gst|tax|vat)\b)|\btaken away\b/,
    /\bremov|\bdrop|\bexclu|\btaken away/,
  ],
  [/\btangent\b|\bslope\b|\bgradient\b/, /\btangent|\bslope|\bgradient/],
  [/\bnormal\b/, /\bnormal/],
  [
    /\bdefinite\b|\bintegra\w*\b.*\bfrom -?[\d.]+ to -?[\d.]+\b|\bbetween the limits\b/,
    /\bdefinite|\blimits?\b|\\Big\||\\bigg\||\\right\|_|\]_\{|\|_\{|evaluat/,
  ],
  [/\bgst\b|\btax\b/, /\bgst\b|\btax/],
  // A dozen is 12 of them: a reading that never says so took "1 dozen" for one article.
  [/\bdozens?\b/, /\bdozen|\b12\b/],
  // A spread asked is a spread shown, never the centre it is measured from.
  [/\bdeviation\b/, /\bdeviation/],
  [/\bvariance\b/, /\bvariance|\\sigma\^\{?2/],
  // A rate of change is per unit of time (dA/dt), not the quantity itself.
  [
    /\brate at which\b|\bhow fast\b|\brate of (?:change|increase|decrease)\b.*\b(?:when|at|with respect to|w\.?r\.?t\.?)\b/,
    /\bd[a-z]*\s*\/\s*d[a-z]\b|\{d[a-z]\}|\/\s*(?:s|sec|seconds?|min|minutes?|h|hr|hours?)\b|\bper (?:second|minute|hour|year|annum)\b|\bderivative\b|%/,
  ],
  [/\bdepreciat/, /\bdepreciat/],
  // An open box, a tank without a lid: one face fewer than the whole surface.
  [
    /^(?=.*\b(?:surface|sheet|paint\w*|area|cost|tin|metal|cardboard|plaster\w*)\b)(?=.*(?:\bopen\b(?! (?:for|tap|pipe|the tap))|\bno (?:lid|top|cover)\b|\bwithout (?:a |the |any |its )?(?:lid|top|cover)\b|\blidless\b|\bopen[- ]top))/,
    /\bopen|\blid\b|\bwithout (?:the |a )?(?:top|lid|cover)|\bno (?:lid|top|cover)|\btop\b/,
  ],
  [/\bdiscount/, /\bdiscount/],
  [/\bconsecutive\b/, /\bconsecutive/],
  // "The sum of the squares of …": what the numbers are raised to, or turned into, is in the reading
  // (the sum of the numbers themselves answered another question).
  // Plural, in words: a power in a prime factorisation ("4 = 2^2") is not the squares asked.
  [/\bsquares\b/, /\bsquar/],
  [/\bcubes\b/, /\bcub/],
  [/\bsquare of\b|\bsquared\b/, /\bsquar|\^\s*\{?2\b|²/],
  // A root asked is a root in the reading (the square of 25 was checked for "the square root of the
  // square of 25", 29 Nov 2026).
  [/\bsquare roots?\b|\bsqrt\b|√/, /\bsquare root|\\sqrt|\bsqrt|√/],
  [/\bcube roots?\b|\bcbrt\b|∛/, /\bcube root|\\sqrt\[3\]|\bcbrt|∛/],
  [/\bcube of\b|\bcubed\b/, /\bcub|\^\s*\{?3\b|³/],
  // "half of 30% of 200", "half the work": the half is in the reading, in words or as ½ (a division
  // by 2 hours is no half).
  [/\bhalf(?![- ]?year)/, /\bhalf|\\frac\{1\}\{2\}|\\tfrac\{1\}\{2\}|½|\b0\.5\s*(?:\\times|×)/],
  [/\breciprocals?\b/, /\breciprocal|\\frac\{1\}|\b1\s*\//],
  [/\bproduct\b/, /\bproduct|\\times|×|\bmultipl/],
  [/\bremainder\b/, /\bremainder/],
  [/\bmedian\b/, /\bmedian/],
  [/\bmode\b/, /\bmode\b/],
  [/\bcompound\b/, /\bcompound/],
  [/\bsimple interest\b/, /\bsimple interest|\bsi\b|s\.i\./],
  // Ages at another time ("5 years ago the ratio was 6:1") are not the present ages: a reading that
  // heeded the time says "ago", "hence", "present" or shows the shift.
  [
    /\b(?:\d+|[a-z]+) years? (?:ago|hence|later|before|from now)\b|\b(?:in|after) (?:\d+|[a-z]+) years?,? (?:time,? )?(?:the |their |his |her )?(?:sum|ratio|product|age|[a-z]+ will)/,
    /\bago\b|\bhence\b|\blater\b|\bfrom now\b|\bpresent\b|\bafter \d+ years\b|\bin \d+ years\b/,
  ],
  [/\bnature\b|\bkind of roots\b|\bequal roots\b|\breal roots\b/, /\bdiscriminant|\broots?\b/],
];

/** What the question asks for: the words after "find", "what is", "how many"… (empty when none). */
function askOf(t: string): string {
  const asked = t.match(
    /\b(?:find|what is|what are|what was|what were|how much|how many|evaluate|determine|calculate|compute|work out|what(?= part\b| fraction\b| percent))\b([^.?;]*)/,
  )?.[1];
  // Hinglish puts the verb last ("… to k ki value nikalo", read "… the value of k find"): the ask is
  // the clause before it.
  if (asked !== undefined && asked.trim() === "") {
    const before = t.match(
      /([^.?;,]*?)\s*\b(?:find|what is|what are|what was|what were|how much|how many|evaluate|determine|calculate|compute|work out)\s*[?.]?\s*$/,
    )?.[1];
    if (before) return ` ${before.replace(/^\s*(?:to|then|so)\s+/, "")}`;
  }
  if (asked !== undefined) return asked;
  // A question typed without an asking verb ("difference of the roots of x² − 7x + 12 = 0", "sum of
  // roots of …") is all ask: its words are accounted for like any ask's, never skipped.
  return /^[^.?;]*[?]?$/.test(t.trim()) ? t : "";
}

/**
 * "The sum of three consecutive even numbers is 48; find the largest": a solver that found all the
 * values answers with the list, and the one asked (the largest, the smallest) is picked from it,
 * with a line in the working that says so. Only a list of like values (bare numbers with one unit,
 * or one variable's values) is narrowed; anything else is left for the reading check to refuse.
 */
export function narrowToExtreme(q: Question, out: SolverOutput): SolverOutput {
  const ask = askOf(q.text);
  // "The x-coordinate of the midpoint", "the ordinate of the point": one coordinate of the point
  // found, never the whole point (the point was checked for its x-coordinate, 29 Nov 2026).
  const coordinate = ask.match(/\b([xy])[- ]?co-?ordinate\b|\b(abscissa|ordinate)\b/);
  if (coordinate) {
    const point = out.finalAnswer.trim().match(/^\(\s*(-?[\d./]+)\s*,\s*(-?[\d./]+)\s*\)$/);
    if (!point) return out;
    const first = coordinate[1] === "x" || coordinate[2] === "abscissa";
    const chosen = (first ? point[1] : point[2]) as string;
    const name = first ? "x-coordinate" : "y-coordinate";
    return {
      ...out,
      explanation: `${out.explanation}\n\n**The ${name} asked:** of the point ${out.finalAnswer}, the ${name} is **${chosen}**.`,
      finalAnswer: chosen,
    };
  }
  const which = ask.match(EXTREME)?.[1];
  if (!which) return out;
  const parts = out.finalAnswer.split(/,(?!\d{3})\s*|\s+and\s+/).map((p) => p.trim());
  if (parts.length < 2) return out;
  const read = parts.map((p) => p.match(/^(?:([a-z])\s*=\s*)?(-?\d+(?:\.\d+)?)\s*(°|[a-z]+(?:\^\d)?)?$/));
  if (read.some((m) => !m)) return out;
  const labels = new Set(read.map((m) => m?.[1] ?? ""));
  const units = new Set(read.map((m) => m?.[3] ?? ""));
  if (labels.size > 1 || units.size > 1) return out;
  const values = read.map((m) => Number(m?.[2]));
  // "The positive root", "the negative value": the one value of that sign, when there is exactly one.
  if (which === "positive" || which === "negative") {
    const signed = values.filter((v) => (which === "positive" ? v > 0 : v < 0));
    if (signed.length !== 1) return out;
    const chosen = parts[values.indexOf(signed[0] as number)] as string;
    return {
      ...out,
      explanation: `${out.explanation}\n\n**The ${which} one asked:** of ${parts.join(", ")}, the ${which} one is **${chosen}**.`,
      finalAnswer: chosen,
    };
  }
  const largest = /^(?:larg|great|bigg|high|long|max)/.test(which);
  const sorted = [...values].sort((a, b) => a - b);
  // The middle one of an odd number of values; with an even count there is none.
  if (which === "middle" && sorted.length % 2 === 0) return out;
  const pick =
    which === "middle"
      ? (sorted[(sorted.length - 1) / 2] as number)
      : largest
        ? Math.max(...values)
        : Math.min(...values);
  if (values.filter((v) => v === pick).length > 1) return out;
  const chosen = parts[values.indexOf(pick)] as string;
  const word = which === "middle" ? "middle one" : largest ? "largest" : "smallest";
  return {
    ...out,
    explanation: `${out.explanation}\n\n**The ${which} asked:** of ${parts.join(", ")}, the ${word} is **${chosen}**.`,
    finalAnswer: chosen,
  };
}

const EXTREME =
  /^\s*(?:the\s+)?(largest|greatest|biggest|highest|longest|larger|greater|bigger|smallest|least|lowest|shortest|smaller|lesser|middle|positive|negative)\b(?!\s+(?:common|than|possible|\d+\s*[^\s\d]|number (?:which|that|of \d)))(?:\s+(?:one|1|number|integer|angle|root|zero|solution|value|side|part|share|of (?:them|these|the (?:numbers|angles|roots))))?(?:\s+(?:of|in|for)\s+.+)?\s*$/;

/**
 * An answer of several labelled parts narrowed to the one part the question asks for: "find the
 * son's age" is answered "son = 10 years", with the father's age left in the working.
 */
export function focusOnAsk(q: Question, out: SolverOutput): SolverOutput {
  const ask = askOf(q.text);
  const parts = out.finalAnswer.split(/,\s*/);
  if (parts.length < 2 || /\b(?:their|both|each|all|and)\b|\bages\b/.test(ask)) return out;
  const labels = parts.map((p) =>
    p
      .match(/^\s*([a-z][a-z ]*?)\s*=/i)?.[1]
      ?.trim()
      .toLowerCase(),
  );
  if (labels.some((l) => !l)) return out;
  const asked = parts.filter((_p, i) => {
    const label = labels[i] as string;
    // A one-letter name ("A", "B") is asked only as "the age of B" or "B's age", never as a variable.
    if (label.length === 1) return new RegExp(`\\bage of ${label}\\b|\\b${label}(?:'s)? age\\b`).test(ask);
    return new RegExp(`\\b${label}(?:'s)?\\b`).test(ask);
  });
  return asked.length === 1 ? { ...out, finalAnswer: (asked[0] as string).trim() } : out;
}

/** The question as the solver saw it, less what is not a quantity (ordinals of terms, labels). */
function questionText(q: Question): string {
  return (
    q.text
      // "5! (5 factorial)" restates the same number once.
      .replace(/(\d+)!\s*\(\s*\1\s*!?\s*(?:factorial)?\s*\)/g, "$1!")
      // Exponent and index words that solvers write as symbols.
      .replace(/\bclass(?:es)?\s+\d+\b/g, " ")
  );
}

/** The explanation and answer as plain text: LaTeX fractions spelt out, digit grouping removed. */
function explanationText(out: SolverOutput): string {
  return `${out.explanation}\n${out.finalAnswer}`
    .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, "($1)/($2)")
    .replace(/(\d),(?=\d{2,3}\b)/g, "$1")
    .replace(/(\d)\\,(?=\d{3})/g, "$1")
    .replace(/\{,\}/g, "")
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/gi, (w) =>
      String(WORD_NUMBERS.indexOf(w.toLowerCase()) + 1),
    );
}

const WORD_NUMBERS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** Every unsigned number written in a text, decimals included. */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.replace(/(\d),(?=\d{2,3}\b)/g, "$1").matchAll(/\d+(?:\.\d+)?|\.\d+/g)) {
    out.push(Number(m[0]));
  }
  return out;
}

function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}
