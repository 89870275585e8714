import { show } from "../format";
import type { Question, Solver, SolverOutput } from "../types";
import { oneStepAnswer, rateOf } from "./story-rates";
import { askedThing, type Mention, readStory, single } from "./story-words";

/**
 * Equal groups in general: a unit per group (a rate: "each box has 6 pens", "groups of size 18",
 * "9 pieces to each of the 20 houses", "$26 per pack"), a number of groups, and a total. The
 * question asks for one of the three:
 *   - the total, through one or more rates ("544 pots in each of 10 gardens, each pot has 32
 *     flowers" → 32 × 544 × 10);
 *   - the number of groups (total ÷ unit per group, only when it divides exactly);
 *   - the share of each group ("81 points in 3 games, the same each game: how many in each
 *     game?", "14 cookies for 2 guests … how many did each of them have?").
 * Every number has a role or counts something the question does not touch (said so); two numbers
 * for one role, an inexact division, or a story that also takes away or compares, decline. Never
 * marked verified.
 */

const PEOPLE =
  /^(?:person|people|friend|guest|boy|girl|student|child|children|kid|player|member|worker|customer|classmate|them|us|you|teammate|cousin|sister|brother|neighbor|neighbour)$/;
const GROUP_OF =
  /\b(group|package|pack|packet|box|bag|row|team|set|bundle|batch|pile|stack|carton|case|bunch|tray|plate|basket|jar|bottle)(?:e?s)? of (?:size )?$/;
const NOT_GROUPS =
  /\bthan\b|\btimes\b|\btwice\b|\bhalf\b|%|\bleft\b|\bremain|\brest\b|\bmore\b|\bfewer\b|\bless\b|\bnot\b|n't\b|\bsome\b|\bdiscount|\binstead\b|\bexcept\b|\bonly\b|\bgave away\b|\blost\b|\bate\b|\bbroke\b/;
const TIME_WORD =
  /\b(yesterday|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|night|first|second|last)\b/g;

/** "shelves" → "shelf" (single() gives "shelve"), so "each shelf" meets "12 shelves". */
const noun = (w: string) => {
  const one = single(w);
  return /^(?:shelve|leave|loave|knive|wive|halve|calve|wolve|thieve)$/.test(one)
    ? one.replace(/ve$/, /^(?:knive|wive)$/.test(one) ? "fe" : "f")
    : one;
};

interface Per {
  m: Mention;
  /** What is counted per group ("" until known), and the group. */
  thing: string;
  unit: string;
}

/** The rates of a story; numbers that are not rates are counts. */
function ratesOf(ms: Mention[], asked: string): Per[] | null {
  const out: Per[] = [];
  for (const [i, m] of ms.entries()) {
    if (/\bsame\b/.test(m.tail)) continue;
    const group = GROUP_OF.exec(m.lead);
    if (group && (m.thing === "" || m.head === "")) {
      // "split a collection of eggs into groups of 3": the grouped thing stands before "into".
      const named = /\bof ([a-z]+) (?:into|in) [a-z]+ of (?:size )?$/.exec(m.lead)?.[1];
      const thing = named && !/^(?:them|it|these|those|all)$/.test(named) ? noun(named) : "";
      out.push({ m, thing, unit: noun(group[1]) });
      continue;
    }
    const r = rateOf(m);
    if (!r) continue;
    let unit = r.unit;
    // "35 packs of pencils each one having 4 pencils": "one" is the group just named.
    if (unit === "one" && /\beach one (?:having|has|had|with|contains?|holding|holds) $/.test(m.lead)) {
      const prev = ms[i - 1];
      if (!prev || prev.sentence !== m.sentence || !prev.head) return null;
      unit = prev.head;
    }
    if (unit === "of") {
      // "9 pieces of mail to each of the 20 houses": the group is the next number's thing.
      const next = ms[i + 1];
      if (
        !next ||
        next.sentence !== m.sentence ||
        !/\beach of (?:the |his |her |their |its |our |my |your )?$/.test(next.lead)
      )
        return null;
      unit = next.head;
    }
    if (!unit || unit === r.thing) return null;
    out.push({ m, thing: noun(r.thing), unit: noun(unit) });
  }
  // A rate of an unnamed thing takes the one other thing the story counts (or the asked one).
  for (const p of out) {
    if (p.thing) continue;
    const others = new Set(
      ms.filter((m) => m.head && m.head !== p.unit && !out.some((q) => q.m === m)).map((m) => m.head),
    );
    if (asked && asked !== p.unit) p.thing = asked;
    else if (others.size === 1) p.thing = [...others][0];
    else return null;
  }
  return out;
}

interface Reading {
  value: number;
  expr: string;
  idea: string;
  used: Mention[];
  dismissed: Mention[];
}

/** The group a question asks about per ("in each game", "each of the boys", "per day"), as a head. */
function perUnit(ask: string, ms: Mention[]): string | null | undefined {
  const heads = new Set(ms.map((m) => m.head).filter(Boolean));
  const found: string[] = [];
  for (const hit of ask.matchAll(/\b(?:each|every|per|a|an)\b((?: of)?(?: [a-z'-]+){1,3})/g)) {
    const words = hit[1].trim().split(" ");
    if (words[0] === "of") {
      const who = words.slice(1).find((w) => !/^(?:the|his|her|their|its|our|my|your)$/.test(w));
      if (!who) return null;
      found.push(who === "them" || who === "us" ? "them" : noun(who));
      continue;
    }
    const w = words.map(noun).find((x) => heads.has(x));
    if (w) found.push(w);
    else if (/^(?:person|one)$/.test(single(words[0]))) found.push("them");
    else if (!/^(?:a|an)$/.test(hit[0].split(" ")[0])) return null;
  }
  if (found.length > 1) return null;
  return found[0];
}

function readGroups(raw: string): Reading | null {
  const r = readGroupsOf(raw);
  // A number of the question ("How much will 33 packs cost?") must have a role: never set aside.
  if (r?.dismissed.some((m) => m.inAsk)) return null;
  return r;
}

function readGroupsOf(raw: string): Reading | null {
  const text = raw
    .replace(/\bhow big is each ([a-z]+)(?: of ([a-z]+))?/i, (_m, g: string, x?: string) =>
      x ? `how many ${x} are in each ${g}` : `how many are in each ${g}`,
    )
    .replace(/\bwhat (?:is|was) the (?:cost|price) of each ([a-z' -]+?)\s*\?/i, "how much did each $1 cost?");
  const story = readStory(text, { askNumbers: true });
  if (!story || story.mentions.length < 2) return null;
  // "13 games scoring the same": a trailing -ing word is the next clause's verb, not the thing.
  // "4 albums equally": a trailing adverb is no part of the thing either.
  const ms = story.mentions.map((m) => {
    const words = m.thing.split(" ");
    return words.length > 1 && /(?:ing|ly)$/.test(words.at(-1) ?? "") && !words.includes("of")
      ? { ...m, thing: words.slice(0, -1).join(" "), head: noun(words.at(-2) ?? "") }
      : { ...m, head: noun(m.head) };
  });
  if (NOT_GROUPS.test(`${story.sentences.join(" ")} ${story.ask}`)) return null;
  if (ms.some((m) => m.head === "" && !GROUP_OF.test(m.lead))) return null;
  const said = askedThing(story.ask);
  if (!said) return null;
  const asked = { ...said, head: noun(said.head) };
  if (/^how (?:many|much) [a-z' -]+ and [a-z]+/.test(story.ask)) return null;
  const rates = ratesOf(ms, asked.head);
  // The question's own number is a count or a total, never the rate.
  if (!rates || rates.some((p) => p.m.inAsk)) return null;
  const isRate = (m: Mention) => rates.some((p) => p.m === m);
  const countsOf = (head: string) => ms.filter((m) => !isRate(m) && m.head === head);
  const per = perUnit(story.ask, ms);
  if (per === null) return null;

  // The share of each group: total ÷ groups, when the story states no rate of its own.
  if (per) {
    if (rates.length) return null;
    const groups =
      per === "them"
        ? ms.filter((m) => PEOPLE.test(m.head))
        : ms.filter((m) => m.head === per || (PEOPLE.test(per) && PEOPLE.test(m.head) && per === "person"));
    if (groups.length !== 1) return null;
    const rest = ms.filter((m) => m !== groups[0]);
    const totals = asked.head ? rest.filter((m) => m.head === asked.head) : rest;
    if (totals.length !== 1) return null;
    const [total, group] = [totals[0], groups[0]];
    if (total.head === group.head) return null;
    const value = total.value / group.value;
    if (!Number.isInteger(value) || value <= 0) return null;
    return {
      value,
      expr: `${show(total.value)} \\div ${show(group.value)}`,
      idea: `Equal groups: ${show(total.value)} ${total.thing} shared equally among ${show(group.value)} ${group.thing}.`,
      used: [total, group],
      dismissed: rest.filter((m) => m !== total),
    };
  }
  if (!asked.head) return null;

  // The number of groups: total ÷ unit per group.
  const byUnit = rates.filter((p) => p.unit === asked.head);
  if (byUnit.length) {
    if (byUnit.length !== 1 || countsOf(asked.head).length) return null;
    const [rate] = byUnit;
    let totals = countsOf(rate.thing);
    if (totals.length > 1) {
      // "made 9 shirts yesterday and 8 today … how many minutes yesterday?": the one the ask names.
      const when = [...story.ask.matchAll(TIME_WORD)].map((w) => w[1]);
      if (when.length !== 1) return null;
      totals = totals.filter((m) => new RegExp(`\\b${when[0]}\\b`).test(`${m.lead} ${m.tail}`));
    }
    if (totals.length !== 1) return null;
    const value = totals[0].value / rate.m.value;
    if (!Number.isInteger(value) || value <= 0) return null;
    const used = [rate.m, totals[0]];
    const dismissed = ms.filter((m) => !used.includes(m));
    if (dismissed.some((m) => m.head === rate.thing || rates.some((p) => p.m === m))) return null;
    return {
      value,
      expr: `${show(totals[0].value)} \\div ${show(rate.m.value)}`,
      idea: `Equal groups: ${show(totals[0].value)} ${totals[0].thing}, ${show(rate.m.value)} in each ${rate.unit}.`,
      used,
      dismissed,
    };
  }

  // The total: follow the rates from the asked thing down to a counted number of groups.
  if (countsOf(asked.head).length) return null;
  const askedWords = asked.thing
    .split(" ")
    .filter((w) => w && w !== "of")
    .map(single);
  const chain: Per[] = [];
  let thing = asked.head;
  let groups: Mention | null = null;
  for (let step = 0; step < 3 && !groups; step++) {
    let next = rates.filter((p) => p.thing === thing && !chain.includes(p));
    if (next.length > 1 && step === 0)
      next = next.filter((p) => askedWords.every((w) => p.m.thing.split(" ").map(single).includes(w)));
    if (next.length !== 1) return null;
    chain.push(next[0]);
    const counted = countsOf(next[0].unit);
    if (counted.length > 1) return null;
    if (counted.length === 1) groups = counted[0];
    thing = next[0].unit;
  }
  if (!groups) return null;
  const used = [...chain.map((p) => p.m), groups];
  const dismissed = ms.filter((m) => !used.includes(m));
  const heads = new Set([asked.head, ...chain.map((p) => p.unit)]);
  if (dismissed.some((m) => heads.has(m.head) || rates.some((p) => p.m === m && heads.has(p.unit))))
    return null;
  const value = chain.reduce((v, p) => v * p.m.value, groups.value);
  return {
    value,
    expr: [groups, ...chain.map((p) => p.m).reverse()].map((m) => show(m.value)).join(" \\times "),
    idea: `Equal groups: ${chain.map((p) => `${show(p.m.value)} ${p.m.thing || p.thing} in each ${p.unit}`).join(", ")}, and ${show(groups.value)} ${groups.thing}.`,
    used,
    dismissed,
  };
}

/** Equal groups: unit per group, number of groups, total (and chains of them); never marked verified. */
export const storyGroupsSolver: Solver = {
  id: "story-groups",
  topic: "problem-solving",
  solve(q: Question): SolverOutput | null {
    if (!/\bhow (?:many|much|big)\b|\bwhat (?:is|was) the (?:cost|price) of each\b/i.test(q.text))
      return null;
    const r = readGroups(q.raw);
    return r ? oneStepAnswer(r) : null;
  },
};
