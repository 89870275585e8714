/**
 * The words of everyday stories, shared by the story readers: each number with the thing it counts
 * and the clause it sits in, the verbs that take away or add, and what the question asks about.
 */

/** One number of a story with the thing it counts and where it sits. */
export interface Mention {
  value: number;
  /** The thing counted ("bottle caps", "dollars"), "" when the number stands alone ("4 left"). */
  thing: string;
  /** The thing's last noun, singular ("cap"); "dollar" for money. */
  head: string;
  sentence: number;
  /** Position of the number in its sentence. */
  at: number;
  /** Its clause before the number, and after it (clauses end at , ; "and" "then" "but"). */
  lead: string;
  tail: string;
  /** The rest of its sentence after the number. */
  sentenceTail: string;
  /** A number of the question itself ("How much will 33 packs cost?"); its sentence is the ask. */
  inAsk?: boolean;
}

export interface Story {
  /** The story's sentences without the question, lower case. */
  sentences: string[];
  mentions: Mention[];
  /** The question sentence. */
  ask: string;
  /** The same sentences as written (names keep their capitals). */
  rawSentences: string[];
}

export const STOP = new Set(
  "a an the and to on in at for from with than but if he she they it his her their them of each every per more less fewer left this that was were is are had has have did does do while so as by some all died fell flew ran escaped melted popped burst broke joined came arrived went got into onto over under about across through among during after before within near inside outside around could would should can will may might must shall been be being there".split(
    " ",
  ),
);

/** "cookies" → "cookie", "boxes" → "box", "glasses" → "glass"; short words stay. */
export const single = (w: string): string =>
  w.replace(/(?<=[a-z]{2})(?:ies|es|s)$/, (m, _i, s: string) =>
    m === "ies"
      ? "y"
      : m === "es" && /(?:ch|sh|x|ss|zz)es$/.test(s)
        ? ""
        : m === "es"
          ? "e"
          : s.endsWith("ss")
            ? m
            : "",
  );

function headOf(thing: string): string {
  const words = thing.split(" ").filter(Boolean);
  // "5 old ones", "13 marbles ones": "ones" stands for the thing already named.
  if (/^ones?$/.test(words.at(-1) ?? "")) return "";
  const ofAt = words.indexOf("of");
  const core = ofAt > 0 ? words.slice(0, ofAt) : words;
  return single(core[core.length - 1] ?? "");
}

/** A noun phrase right after a number or "how many": up to four words, stopping at a function word. */
export function phraseAfter(text: string): string {
  const words: string[] = [];
  for (const w of text.trim().split(/\s+/)) {
    const clean = w.replace(/[^a-z'-]/g, "");
    if (!clean || (STOP.has(clean) && clean !== "of") || (clean === "of" && words.length === 0)) break;
    words.push(clean);
    if (w !== clean || words.length >= 4) break;
  }
  while (words[words.length - 1] === "of") words.pop();
  return words.join(" ");
}

const CLAUSE_END = /,|;|\band then\b|\bthen\b|\bbut\b|\band\b|\bso\b|\bwhile\b/g;

const RUPEES = /₹|\b(?:rs\.?|inr)\s*\d|\d\s*(?:rupees?|rs|paise)\b|\brupees?\b|\bpaise\b/i;
const DOLLARS = /\$|\bdollars?\b|\bcents?\b/i;

/** Whether a story counts its money in rupees ("₹45", "Rs. 45", "45 rupees", "50 paise") and not in dollars. */
export function usesRupees(raw: string): boolean {
  return RUPEES.test(raw) && !DOLLARS.test(raw);
}

/**
 * Money in rupees written as the story readers read money ("$45", "45 dollars"), so every reader
 * treats ₹ exactly as it treats $: "₹ 45", "Rs. 45", "INR 45", "45 rupees", "45 rs"; paise are
 * hundredths of a rupee ("₹5 and 50 paise" → 5.5, "50 paise" → 0.5). Indian and international
 * digit grouping ("1,25,000", "12,500") is read as one number. Null when a story mixes rupees and
 * dollars, or asks in paise (its answer would have to be given in paise, which the readers do not do).
 */
export function moneyAsDollars(raw: string): string | null {
  let text = raw
    .replace(/\b\d{1,2}(?:,\d{2})+,\d{3}\b|\b\d{1,3}(?:,\d{3})+\b/g, (m) => m.replace(/,/g, ""))
    .replace(/\$\s*(\d)/g, "$$$1");
  if (!RUPEES.test(raw)) return text;
  if (DOLLARS.test(raw)) return null;
  text = text
    .replace(/₹\s*(?=\d)|\b(?:rs|inr)\.?\s*(?=\d)/gi, "$$")
    // "45 Rs. each": the dot of "Rs." ends no sentence when a lower-case word follows.
    .replace(/(\d)\s*[Rr][Ss]\.(?= [a-z])/g, "$1 dollars")
    .replace(/(\d)\s*(?:rupees|rs)\b/gi, "$1 dollars")
    .replace(/\brupees\b/gi, "dollars")
    .replace(/\brupee\b/gi, "dollar")
    // "Rs 5 and 50 paise", "5 dollars 50 paise": one amount.
    .replace(
      /(?:\$(\d+)|(\d+) dollars?)(?: and|,)? (\d{1,2}) paise\b/gi,
      (_m, a: string | undefined, b: string | undefined, p: string) => `$${a ?? b}.${p.padStart(2, "0")}`,
    );
  const question = text.split(/(?<=[.?!])\s+/).at(-1) ?? "";
  if (/\bpaise\b/i.test(question)) return null;
  return text.replace(/(\d+(?:\.\d+)?)\s*paise\b/gi, (_m, p: string) => `$${Number(p) / 100}`);
}

/** Reads a story: its sentences, the question (the last sentence, asking how many or how much), its numbers. */
export function readStory(raw: string, options: { askNumbers?: boolean } = {}): Story | null {
  const money = moneyAsDollars(raw);
  if (money === null) return null;
  const clean = money.replace(/\s+/g, " ").trim();
  // A fraction ("1/3 of them") is one number with a meaning of its own, never two counts.
  if (/\d\s*\/\s*\d/.test(clean)) return null;
  const rawSentences = clean
    .split(/(?<=[.?!])\s+|,\s*(?=how (?:many|much|far|long|tall|deep|old)\b)/i)
    .map((s) => s.trim())
    .filter(Boolean);
  rawSentences.pop();
  const sentences = clean
    .toLowerCase()
    .split(/(?<=[.?!])\s+|,\s*(?=how (?:many|much|far|long|tall|deep|old)\b)/)
    .map((s) => s.trim())
    .filter(Boolean);
  const ask = sentences.pop() ?? "";
  if (!/^(?:how (?:many|much|far|long|tall|deep|old)|what)\b/.test(ask)) return null;
  // A number in the question is read only by a reader that asks for it and gives it its role.
  if (/\d/.test(ask) && !(options.askNumbers && /^how (?:many|much)\b/.test(ask))) return null;
  const mentions: Mention[] = [];
  for (const [i, s] of [...sentences, ask].entries()) {
    for (const m of s.matchAll(/(\$)?(\d+(?:\.\d+)?)/g)) {
      const at = m.index ?? 0;
      if (/[a-z]$/.test(s.slice(Math.max(0, at - 1), at))) continue;
      const rest = s.slice(at + m[0].length);
      const named = phraseAfter(
        rest
          .replace(/^\s*(?:dollars?|\$)\b/, " dollars")
          .replace(/^\s*more\b/, "")
          // "14 of the movies": the thing is named after "of the".
          .replace(/^\s*of (?:the|his|her|their|its|those|these)\b/, ""),
      );
      const thing = m[1] ? "dollars" : named;
      const before = s.slice(0, at);
      const starts = [...before.matchAll(CLAUSE_END)].map((c) => (c.index ?? 0) + c[0].length);
      const lead = before.slice(starts.at(-1) ?? 0);
      const end = rest.search(CLAUSE_END);
      mentions.push({
        value: Number(m[2]),
        thing,
        head: m[1] || /^dollars?$/.test(named) ? "dollar" : headOf(thing),
        sentence: i,
        at,
        lead,
        tail: end < 0 ? rest : rest.slice(0, end),
        sentenceTail: rest,
        ...(i === sentences.length ? { inAsk: true } : {}),
      });
    }
  }
  return { sentences, rawSentences, mentions, ask };
}

/** What the question counts: "how many bottle caps did …" → "bottle caps"; money for "how much money". */
export function askedThing(ask: string): { thing: string; head: string } | null {
  const m = /^how (?:many|much)\s+(.*)$/.exec(ask);
  if (!m) return null;
  const thing = phraseAfter(m[1]);
  if (
    /^(?:money|dollars?)$/.test(thing) ||
    (/^how much\b/.test(ask) && /\b(?:spend|spent|cost|pay|paid|earn|make|made)\b/.test(ask) && thing === "")
  )
    return { thing: "dollars", head: "dollar" };
  if (thing === "") return { thing: "", head: "" };
  return { thing, head: headOf(thing) };
}

/** Whether a mention counts the thing asked about (an unnamed number counts whatever the story counts). */
export function counts(m: Mention, head: string, askedPhrase = ""): boolean {
  if (!head || !m.head) return true;
  // "bags of cans" is not "bags of bottles": what comes after "of" must agree too.
  const of = / of ([a-z'-]+)$/.exec(askedPhrase)?.[1];
  const theirs = / of ([a-z'-]+)$/.exec(m.thing)?.[1];
  if (of && theirs && single(of) !== single(theirs)) return false;
  return m.head === head || m.thing.split(" ").some((w) => single(w) === head);
}

const BUY = /\b(?:bought|buys|buy|buying|purchased|purchases|purchase)\b/g;
const SELL = /\b(?:sold|sells|sell|selling)\b/g;

/**
 * Money changes hands the other way from goods: "he bought a pen for $35" takes money away, "she
 * sold her bat for $35" adds it. For a money number, the role its clause's last verb gives it, or
 * null when that verb is neither buying nor selling.
 */
export function moneyRole(lead: string): "take" | "get" | null {
  const last = (re: RegExp) => [...lead.matchAll(re)].at(-1)?.index ?? -1;
  const buy = last(BUY);
  const sell = last(SELL);
  const other = Math.max(last(new RegExp(TAKE.source, "g")), last(new RegExp(GET.source, "g")));
  if (buy > sell && buy >= other) return "take";
  if (sell > buy && sell >= other) return "get";
  return null;
}

/** Verbs that take away from what someone has, and that add to it. */
export const TAKE =
  /\b(?:gave(?! (?:him|her|them|me|us)\b)(?: away)?|gives(?! (?:him|her|them|me|us)\b)|giving|give|ate|eats|eat|eating|sold|sells|sell|selling|lost|loses|lose|losing|used|uses|use|using|spent|spends|spend|spending|threw(?: away)?|throw|broke|break|donated|donate|removed|remove|deleted|delete|deleting|paid|pay|took out|fired|drank|drink|drinking|got off|get off|left the|shared|share|mailed|sent|send|lent|handed out|put away|popped|pop|burst|wasted|dropped|drop|killed|destroyed)\b/;
export const GET =
  /\b(?:found|finds|find|bought|buys|buy|buying|got(?! off)|gets(?! off)|get(?! off)|received|receives|receive|won|win|picked|picks|pick|collected|collect|added|adds|add|adding|earned|earn|gained|gain|made|make|baked|bake|grew|grow|planted|plant|caught|catch|joined|join|came|come|arrived|got on|get on|borrowed|borrow|saved|save|took in|gave (?:him|her|them|me|us)|gives (?:him|her|them|me|us)|more)\b/;
