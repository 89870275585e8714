import { explanation } from "../explain";
import { show } from "../format";
import type { Question, Solver, SolverOutput } from "../types";
import { root } from "./story-compare";
import {
  askedThing,
  counts,
  GET,
  type Mention,
  moneyRole,
  readStory,
  STOP,
  type Story,
  single,
  TAKE,
} from "./story-words";

/**
 * Change stories with the unknown anywhere: what someone had at the start, what changed (taken
 * away or added), what they have at the end. "Dave had 10 apps. He added 11 new apps. After
 * deleting some he had 4 left. How many apps did he delete?" is read as 10 + 11 − x = 4, whether
 * the unknown is the start ("how many did he have at first?"), a change ("how many did he
 * sell?", "he sold some") or the end ("how many are left?"). Each number is read with the thing it
 * counts; numbers of another thing ("8 wrappers" in a story about bottle caps) are set aside and
 * said so. Comparisons, rates and multiples are other readers'; an unsure reading declines.
 * The cues are read, not proven, so these answers are never marked verified.
 */

type Role = "start" | "end" | "take" | "get" | "have";

const START_CUE =
  /\b(?:at first|initially|in the beginning|to begin with|originally|at the start|started with|starts with|at the beginning)\b/;
const END_CUE = /\b(?:now|still|in the end|finally|at the end|left with|remaining|afterwards)\b/;
const HAVE =
  /\b(?:had|has|have|there (?:were|was|are|is)|were|was|is|are|contains?|contained|holds?|held|weighed|owned|owns|kept)\b/;
/** What the change reader leaves to others: comparisons, rates, multiples, parts. */
const NOT_A_CHANGE =
  /\bthan\b|\btimes\b|\beach\b|\bevery\b|\bper\b|\btwice\b|\bhalf\b|%|\bpercent\b|\bequally\b|\baverage\b|\brest\b|\bremaining\b.*\bwere\b|\bsame number\b|\ba day\b|\ban hour\b|\ba week\b/;

/** Where a regular expression last matches in a text, or -1. */
function lastAt(re: RegExp, text: string): number {
  let at = -1;
  for (const m of text.matchAll(new RegExp(re.source, "g"))) at = m.index ?? at;
  return at;
}

/** A verb after the number: "4 died", "3 flew away" (taken away), "5 more" (added). */
const TAKEN_AFTER =
  /^\s*(?:[a-z]+\s+){0,2}(?:died|fell(?: off| down)?|flew away|ran away|escaped|got off|were eaten|was eaten|melted|popped|burst|broke|were sold|were given away|were lost|were used)\b/;

function roleOf(m: Mention, previous: Role | null, ask: string): Role | null {
  if (/^\s*(?:[a-z-]+\s+){0,3}left\b(?! the\b| for\b| to\b| home\b)/.test(m.tail)) return "end";
  if (TAKEN_AFTER.test(m.tail)) return "take";
  const traded = m.head === "dollar" ? moneyRole(m.lead) : null;
  const verb = traded ?? verbOf(m.lead);
  // "he ate 9 more" takes more away; "and 11 more" does what the clause before did; "8 more roses" adds.
  if (/^\s*more\b/.test(m.tail)) {
    if (verb === "take" || verb === "get") return verb;
    return previous === "take" || previous === "get" ? previous : "get";
  }
  // "Rachel picked 4 apples from her tree … how many are on the tree?": taken from the tree.
  const place = /\bfrom (?:the|her|his|their|its|a|my) ([a-z]+)/.exec(m.tail)?.[1];
  if (verb === "get" && place && new RegExp(`\\b${place}`).test(ask)) return "take";
  // "He picked 56 of them" (the tomatoes in his garden): taken from what there was.
  if (verb === "get" && /^\s*of (?:them|those|these)\b/.test(m.tail)) return "take";
  // "His friend bought 140 cakes from him": someone else got them, so he has fewer.
  // ("from her mother" is her mother giving: "her" there is whose mother.)
  if (
    verb === "get" &&
    /\bfrom (?:him|them|me|us)\b|\bfrom her\b(?!\s+(?!(?:and|but|so|then|for|at|in|on)\b)[a-z]+)/.test(m.tail)
  )
    return "take";
  if (END_CUE.test(m.lead)) return "end";
  if (START_CUE.test(m.lead) || START_CUE.test(m.tail)) return "start";
  // "… and 30 wrappers": a clause of nothing but its number shares the clause before it.
  if (verb === null && /^[\s,;]*(?:and\s*)?$/.test(m.lead)) return previous;
  return verb;
}

/** The last verb of a clause before its number: taking away, adding, or having. */
function verbOf(lead: string): "take" | "get" | "have" | null {
  const take = lastAt(TAKE, lead);
  const get = lastAt(GET, lead.replace(/\bmore\b/g, "    "));
  const have = lastAt(HAVE, lead);
  if (take < 0 && get < 0 && have < 0) return null;
  if (have > take && have > get) return "have";
  return take > get ? "take" : "get";
}

interface Change {
  sign: 1 | -1;
  value: number | null;
  text: string;
}

/** Changes written with "some" and no number ("he sold some of them", "after deleting some"). */
function someChanges(story: Story, head: string): Change[] {
  const out: Change[] = [];
  for (const sentence of story.sentences) {
    const clauses = sentence.split(
      /,|;|\band then\b|\bthen\b|\bbut\b|\band\b|(?=\b(?:he|she|they|we|i)\s+(?:had|has|have|was|were|still|now)\b)/,
    );
    let from = 0;
    for (const clause of clauses) {
      const at = sentence.indexOf(clause, from);
      from = at + clause.length;
      const some =
        /\bsome\b(?:\s+of\s+(?:them|it|the\s+[a-z]+|his|her|their))?(?:\s+more)?(?:\s+([a-z]+))?/.exec(
          clause,
        );
      if (!some || /\d/.test(clause)) continue;
      const word = some[1];
      // "She bought a book for ₹120 and some pens": in a money story, things bought cost money not said.
      const bought = head === "dollar" && /\b(?:bought|buys?|purchased?|purchases)\b/.test(sentence);
      if (
        word &&
        !/^(?:he|she|they|we|i|to|at|in|on|from|and|money|more|away)$/.test(word) &&
        single(word) !== head &&
        !bought
      )
        continue;
      // "She spent $235 on books and some on pens": a clause with no verb of its own shares the
      // verb of the clause before it.
      const own = clause.slice(0, some.index);
      const before = TAKE.test(own) || GET.test(own) || HAVE.test(own) ? own : sentence.slice(0, at) + own;
      const take = lastAt(TAKE, before);
      const get = lastAt(GET, before);
      if (take < 0 && get < 0) continue;
      out.push({ sign: take > get ? -1 : 1, value: null, text: clause.trim() });
    }
  }
  return out;
}

/**
 * A story that opens by getting some of the thing with no number ("Baker made some cakes", "Haley
 * grew some trees"): the clause, its verb's root, and whether a later sentence gets more by the
 * same verb ("Later she baked 5 more").
 */
function openingSome(story: Story, head: string): { text: string; verb: string; again: boolean } | null {
  const first = story.sentences[0] ?? "";
  if (/\d/.test(first)) return null;
  // "How many did she bake?" names no thing: the story's opening names it ("some muffins").
  const named = head || single(/\bsome ([a-z]+)/.exec(first)?.[1] ?? "");
  const c = someChanges({ ...story, sentences: [first] }, named);
  if (c.length !== 1 || c[0].sign !== 1) return null;
  const verb = [...c[0].text.matchAll(new RegExp(GET.source, "g"))].at(-1)?.[0];
  if (!verb || /\bmore\b/.test(verb)) return null;
  const again = story.sentences
    .slice(1)
    .some((s) => [...s.matchAll(new RegExp(GET.source, "g"))].some((v) => root(v[0]) === root(verb)));
  return { text: c[0].text, verb: root(verb), again };
}

/** The roots of the verbs that get more after the first sentence ("Later she baked 5 more" → bake). */
function laterGets(story: Story): Set<string> {
  return new Set(
    story.sentences
      .slice(1)
      .flatMap((s) => [...s.matchAll(new RegExp(GET.source, "g"))].map((v) => v[0]))
      .filter((v) => !/\bmore\b/.test(v))
      .map(root),
  );
}

/** The one verb of a question after what it counts ("did baker make" → make), as a root. */
function askVerb(ask: string, thing: string): string | null {
  const rest = ask.replace(/^how (?:many|much)\s+/, "").slice(thing.length);
  if (/\b(?:left|now|still|remain|after|more|than|and)\b/.test(rest)) return null;
  const verbs = [...rest.matchAll(new RegExp(GET.source, "g"))];
  return verbs.length === 1 ? root(verbs[0][0]) : null;
}

type Ask = "start" | "end" | { sign: 1 | -1 };

function askOf(ask: string, thing: string): Ask | null {
  // "left after yesterday's picking": a moment in the middle of the story is another question.
  if (/\bafter\b/.test(ask)) return null;
  // "How many tomatoes and potatoes …": two things at once.
  if (/^how (?:many|much) [a-z' -]+ and [a-z]+/.test(ask) && !/\band (?:then|now)\b/.test(ask)) return null;
  const verbPart = ask.replace(/^how (?:many|much)\s+/, "").slice(thing.length);
  // "How many did he pick in all?": the sum of one kind of change, not the balance.
  if (
    /\b(?:in all|altogether|in total|total)\b/.test(ask) &&
    (TAKE.test(verbPart) || GET.test(verbPart.replace(/\bmore\b/g, "")))
  )
    return null;
  if (START_CUE.test(ask) || /\bbefore\b/.test(ask)) return "start";
  if (/\b(?:left|now|remain|remaining|still|in the end|at the end|altogether|in all|in total)\b/.test(ask))
    return "end";
  const verb = ask.replace(/^how (?:many|much)\s+/, "").slice(thing.length);
  const take = lastAt(TAKE, verb);
  const get = lastAt(GET, verb.replace(/\bmore\b/g, ""));
  if (take >= 0 && get < 0) return { sign: -1 };
  if (get >= 0 && take < 0) return { sign: 1 };
  if (/\b(?:does|do|is|are)\b.*\b(?:have|has)\b|\bare there\b|\bis there\b|\bare (?:on|in)\b/.test(verb))
    return "end";
  return null;
}

interface Reading {
  start: number | null;
  changes: Change[];
  end: number | null;
  unknown: "start" | "end" | "change";
  used: Mention[];
  dismissed: Mention[];
  value: number;
}

function readBalance(text: string): Reading | null {
  const story = readStory(text);
  if (!story || story.mentions.length < 1) return null;
  const whole = story.sentences.join(" ");
  if (NOT_A_CHANGE.test(`${whole} ${story.ask}`)) return null;
  const asked = askedThing(story.ask);
  if (!asked) return null;
  // "Baker made some cakes. … How many cakes did he make?": the question asks for the start the
  // story opened with, named by the same verb.
  const opening = openingSome(story, asked.head);
  const origin = opening && !opening.again ? opening : null;
  const verbAsked = askVerb(story.ask, asked.thing);
  const ask = origin && verbAsked === origin.verb ? "start" : askOf(story.ask, asked.thing);
  if (!ask) return null;
  // "Meera baked some muffins. Later she baked 5 more. … How many did she bake?": the first batch
  // or all she baked? With no "at first", a question by the verb of a later change declines.
  if (opening && ask !== "start" && verbAsked && laterGets(story).has(verbAsked)) return null;
  let used = story.mentions.filter((m) => counts(m, asked.head, asked.thing));
  // "How many salty cookies …" when there are salty and sweet ones: only the salty ones count.
  const kind = asked.thing
    .split(" ")
    .filter((w) => w && !STOP.has(w))
    .map(single);
  if (kind.length > 1) {
    const exact = used.filter((m) => kind.every((w) => m.thing.split(" ").map(single).includes(w)));
    const generic = used.filter((m) => m.head === "");
    const other = used.filter((m) => !exact.includes(m) && !generic.includes(m));
    if (exact.length > 0 && other.length > 0) {
      // A bare "14 cookies" could be either kind.
      if (other.some((m) => m.thing.split(" ").filter((w) => !STOP.has(w)).length < 2)) return null;
      used = [...exact, ...generic].sort((a, b) => story.mentions.indexOf(a) - story.mentions.indexOf(b));
    }
  }
  const dismissed = story.mentions.filter((m) => !used.includes(m));
  if (used.length === 0) return null;
  // A number set aside must count something else that the question does not ask about.
  if (dismissed.some((m) => !m.thing)) return null;
  let start: number | null = null;
  let end: number | null = null;
  const changes: Change[] = [];
  let seenChange = false;
  // Every number's role in story order: "he found 22 bottle caps and 30 wrappers" gives both the verb.
  const all = new Map<Mention, Role | null>();
  story.mentions.forEach((m, i) => {
    const prev = story.mentions[i - 1];
    all.set(m, roleOf(m, prev && prev.sentence === m.sentence ? (all.get(prev) ?? null) : null, story.ask));
  });
  const roles = used.map((m) => all.get(m) ?? null);
  for (const [i, m] of used.entries()) {
    let role = roles[i];
    if (role === null) return null;
    if (role === "have") role = seenChange || i > 0 ? "end" : "start";
    // "Baker made 54 cakes" with nothing before it: he started from none.
    if (role === "get" && i === 0 && ask !== "start" && !roles.includes("start")) role = "start";
    if (role === "start") {
      if (start !== null) return null;
      start = m.value;
    } else if (role === "end") {
      if (end !== null) return null;
      end = m.value;
    } else {
      seenChange = true;
      changes.push({ sign: role === "take" ? -1 : 1, value: m.value, text: `${m.value} ${m.thing}` });
    }
  }
  // Asked for the start, the "some" the story opened with is that start.
  const somes = someChanges(story, asked.head).filter((c) => !(ask === "start" && c.text === opening?.text));
  const sum = (cs: Change[]) => cs.reduce((s, c) => s + c.sign * (c.value ?? 0), 0);
  let unknown: Reading["unknown"];
  let value: number;
  if (ask === "start") {
    if (start !== null || end === null || somes.length) return null;
    unknown = "start";
    value = end - sum(changes);
  } else if (ask === "end") {
    if (end !== null || start === null || somes.length || changes.length === 0) return null;
    unknown = "end";
    value = start + sum(changes);
  } else {
    if (start === null || end === null || somes.length > 1) return null;
    if (somes.length === 1 && somes[0].sign !== ask.sign) return null;
    unknown = "change";
    changes.push(somes[0] ?? { sign: ask.sign, value: null, text: "" });
    value = ask.sign * (end - start - sum(changes));
  }
  if (!Number.isFinite(value) || value < 0 || (value === 0 && unknown !== "end")) return null;
  return { start, changes, end, unknown, used, dismissed, value };
}

/** Change stories read as start ± changes = end, solved for the one unknown; never marked verified. */
export const storyBalanceSolver: Solver = {
  id: "story-balance",
  topic: "problem-solving",
  solve(q: Question): SolverOutput | null {
    if (!/\bhow (?:many|much)\b/.test(q.text)) return null;
    const r = readBalance(q.raw);
    if (!r) return null;
    const answer = show(r.value);
    const term = (c: Change) => `${c.sign < 0 ? "-" : "+"} ${c.value === null ? "x" : show(c.value)}`;
    const left = `${r.start === null ? "x" : show(r.start)} ${r.changes.map(term).join(" ")}`.trim();
    const right = r.end === null ? "x" : show(r.end);
    const what = { start: "what there was at first", end: "what there is at the end", change: "the change" }[
      r.unknown
    ];
    const aside = r.dismissed.length
      ? ` Set aside, as they count something else: ${r.dismissed.map((m) => `${show(m.value)} ${m.thing}`).join(", ")}.`
      : "";
    return {
      explanation: explanation({
        intro: `A change story: what there was at first, what was taken away or added, and what there is at the end. The unknown x is ${what}.${aside}`,
        steps: [
          { title: "Write the change as an equation", body: `$$${left} = ${right}$$` },
          { title: "Solve for x", body: `$$x = ${answer}$$` },
        ],
        answer: `**${answer}**`,
      }),
      finalAnswer: answer,
      similarQuestions: [],
      verified: false,
      dismissed: r.dismissed.map((m) => m.value),
    };
  },
};
