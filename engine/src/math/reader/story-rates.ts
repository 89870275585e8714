import { explanation } from "../explain";
import { show } from "../format";
import type { Question, Solver, SolverOutput } from "../types";
import { askedThing, counts, type Mention, readStory, single } from "./story-words";

/**
 * Equal groups read as a rate: "Each pizza has 4 slices" (4 slices per pizza), "23 pieces in each
 * package", "18 sacks per day". With the rate known, the question asks for the things (groups ×
 * rate, plus any "extra" ones), for the groups (things ÷ rate), or for the rate itself (things ÷
 * groups, "how many pages per day"). Numbers that count something else ("if there are 25 of us")
 * are set aside and said so; two rates or two numbers that could fill one role decline. Never
 * marked verified.
 */

export interface Rate {
  mention: Mention;
  /** What is counted per group ("slice"), and the group ("pizza"). */
  thing: string;
  unit: string;
}

const PER_AFTER =
  /^\s*(?:[a-z'-]+\s+){0,4}?(?:in |on |for |to |into |inside )?(?:each|every|per|a|an) ([a-z]+)(?: of [a-z]+)?\b/;
const EACH_BEFORE =
  /\b(?:each|every|one) ([a-z]+)(?: of [a-z]+)?(?: (?:has|had|have|contains?|contained|holds?|held|can hold|could hold|costs?|costing|needs?|needed|needs to have|weighs?|is|was|gets?|got|makes?|made|sells?|sold|with|having))+ $/;
export const GROUP_WORDS =
  /^(?:day|week|hour|minute|month|year|row|box|bag|pack|package|basket|group|shelf|page|book|class|team|table|set|plate|bunch|crate|tray|house|block|bed|pot|car|bus|tree|bottle|jar|carton|case|sack|drum|packet|pile|stack|bowl|cup|person|student|friend|child|kid|seat)$/;

export function rateOf(m: Mention): Rate | null {
  if (!m.head) return null;
  // "… 65 sacks of unripe oranges and 46 sacks of ripe oranges per day.": the rate closes the list.
  if (m.sentenceTail) {
    const list =
      /^\s*[a-z' -]*?(?:\s+and\s+\d+(?:\.\d+)?[a-z' -]*?)?\s+(?:per|a|an|each|every) ([a-z]+)\s*[.!?]?$/.exec(
        m.sentenceTail,
      );
    if (list && GROUP_WORDS.test(single(list[1])) && single(list[1]) !== m.head)
      return { mention: m, thing: m.head, unit: single(list[1]) };
  }
  // "6 notebooks at $25 each": a price each of the things just counted.
  if (m.head === "dollar" && /^\s*(?:each|apiece)\b/.test(m.tail)) {
    const item = /(?<![$\d.])\d+ (?:(?!(?:at|for|of|and)\b)[a-z-]+ ){0,2}?([a-z-]+) (?:at|for) $/.exec(
      m.lead,
    )?.[1];
    return item ? { mention: m, thing: m.head, unit: single(item) } : null;
  }
  const before = EACH_BEFORE.exec(m.lead);
  if (before) return { mention: m, thing: m.head, unit: single(before[1]) };
  const after = PER_AFTER.exec(m.tail);
  if (after) {
    const unit = single(after[1]);
    // "a total of", "a day": only a word that names a group or a span of time.
    if (after[0].includes(" a ") || after[0].includes(" an ") || /^\s*(?:a|an) /.test(after[0])) {
      if (!GROUP_WORDS.test(unit)) return null;
    }
    if (unit === m.head) return null;
    return { mention: m, thing: m.head, unit };
  }
  return null;
}

interface Reading {
  value: number;
  expr: string;
  idea: string;
  used: Mention[];
  dismissed: Mention[];
}

const EXTRA = /\b(?:extra|additional|in addition|more)\b/;

function readRates(text: string): Reading | null {
  const r = readRatesOf(text);
  // A number of the question ("How many pages will she read in 7 days?") must have a role here:
  // the number of groups or the total, never the rate, never set aside.
  if (r?.dismissed.some((m) => m.inAsk)) return null;
  return r;
}

function readRatesOf(text: string): Reading | null {
  const story = readStory(text, { askNumbers: true });
  if (!story || story.mentions.length < 2) return null;
  const whole = story.sentences.join(" ");
  if (
    /\bthan\b|\btimes\b|\btwice\b|\bhalf\b|%|\bleft\b|\bsome\b|\bdiscount\b|\bremaining\b|\brest\b/.test(
      `${whole} ${story.ask}`,
    )
  )
    return null;
  const asked = askedThing(story.ask);
  if (!asked?.head) return null;
  // Two things at once, or a share of the result, is another question.
  if (/^how (?:many|much) [a-z' -]+ and [a-z]+|\beach\b|\bequally\b|\bshare\b|\bevery\b/.test(story.ask))
    return null;
  // "How much did they make per day?": the total shared over the groups.
  const perAsk = /\b(?:per|a|an) ([a-z]+)\s*[?.!]*$/.exec(story.ask);
  if (perAsk && GROUP_WORDS.test(single(perAsk[1]))) {
    const unit = single(perAsk[1]);
    if (story.mentions.some((m) => rateOf(m) !== null)) return null;
    const totals = story.mentions.filter(
      (m) => m.head !== "" && m.head !== unit && counts(m, asked.head, asked.thing),
    );
    const groups = story.mentions.filter((m) => m.head === unit);
    if (totals.length !== 1 || groups.length !== 1) return null;
    const value = totals[0].value / groups[0].value;
    if (!Number.isInteger(value)) return null;
    return {
      value,
      expr: `${show(totals[0].value)} \\div ${show(groups[0].value)}`,
      idea: `Shared equally: ${show(totals[0].value)} ${totals[0].thing} over ${show(groups[0].value)} ${groups[0].thing}.`,
      used: [totals[0], groups[0]],
      dismissed: story.mentions.filter((m) => m !== totals[0] && m !== groups[0]),
    };
  }
  const all = story.mentions.map((m) => rateOf(m)).filter((r): r is Rate => r !== null);
  // Several rates ("65 sacks of unripe oranges and 46 sacks of ripe oranges per day"): the one asked about.
  const askedWords = asked.thing
    .split(" ")
    .filter((w) => w && w !== "of")
    .map(single);
  const rates =
    all.length > 1
      ? all.filter((r) => askedWords.every((w) => r.mention.thing.split(" ").map(single).includes(w)))
      : all;
  if (rates.length !== 1) return null;
  const [rate] = rates;
  if (all.some((r) => r.mention.inAsk)) return null;
  const others = story.mentions.filter((m) => m !== rate.mention && !all.some((r) => r.mention === m));
  const otherRates = all.filter((r) => r !== rate).map((r) => r.mention);
  const isUnit = (m: Mention) => m.head !== "" && counts(m, rate.unit);
  const isThing = (m: Mention) => m.head !== "" && counts(m, rate.thing);
  // A number of the asked thing may not be set aside unread; an unnamed number has no role here.
  if (others.some((m) => m.head === "")) return null;
  const askPer = new RegExp(`\\b(?:each|every|per|a|an) ${rate.unit}`).test(story.ask);
  if (askPer) return null;
  if (asked.head === rate.thing) {
    // Things: groups × rate (+ extra things).
    const groups = others.filter(isUnit);
    const extras = others.filter(
      (m) => isThing(m) && EXTRA.test(`${m.lead.slice(-12)} ${m.thing} ${m.tail}`),
    );
    if (groups.length !== 1 || others.some((m) => isThing(m) && !extras.includes(m))) return null;
    const used = [rate.mention, groups[0], ...extras];
    const value = rate.mention.value * groups[0].value + extras.reduce((s, m) => s + m.value, 0);
    return {
      value,
      expr: `${show(groups[0].value)} \\times ${show(rate.mention.value)}${extras.map((m) => ` + ${show(m.value)}`).join("")}`,
      idea: `Equal groups: ${show(rate.mention.value)} ${rate.mention.thing} in each ${rate.unit}, and ${show(groups[0].value)} ${groups[0].thing}.`,
      used,
      dismissed: [...otherRates, ...others.filter((m) => !used.includes(m))],
    };
  }
  if (asked.head === rate.unit) {
    // Groups: things ÷ rate.
    const totals = others.filter(isThing);
    if (totals.length !== 1 || others.some(isUnit)) return null;
    const value = totals[0].value / rate.mention.value;
    if (!Number.isInteger(value)) return null;
    return {
      value,
      expr: `${show(totals[0].value)} \\div ${show(rate.mention.value)}`,
      idea: `Equal groups: ${show(totals[0].value)} ${totals[0].thing}, ${show(rate.mention.value)} in each ${rate.unit}.`,
      used: [rate.mention, totals[0]],
      dismissed: [...otherRates, ...others.filter((m) => m !== totals[0])],
    };
  }
  return null;
}

/** Equal groups with a rate ("each", "per", "in every"); never marked verified. */
export const storyRatesSolver: Solver = {
  id: "story-rates",
  topic: "problem-solving",
  solve(q: Question): SolverOutput | null {
    if (!/\bhow (?:many|much)\b/.test(q.text)) return null;
    const r = readRates(q.raw);
    return r ? oneStepAnswer(r) : null;
  },
};

/**
 * A one-expression story answer (rates, equal groups): the idea, the numbers set aside as not needed,
 * the working and the value; never marked verified.
 */
export function oneStepAnswer(r: {
  idea: string;
  expr: string;
  value: number;
  dismissed: Mention[];
}): SolverOutput {
  const answer = show(r.value);
  const aside = r.dismissed.length
    ? ` Not needed for this question: ${r.dismissed.map((m) => `${show(m.value)} ${m.thing}`.trim()).join(", ")}.`
    : "";
  return {
    explanation: explanation({
      intro: `${r.idea}${aside}`,
      steps: [{ title: "Work it out", body: `$$${r.expr} = ${answer}$$` }],
      answer: `**${answer}**`,
    }),
    finalAnswer: answer,
    similarQuestions: [],
    verified: false,
    dismissed: r.dismissed.map((m) => m.value),
  };
}
