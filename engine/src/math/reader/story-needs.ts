import { explanation } from "../explain";
import { show } from "../format";
import type { Question, Solver, SolverOutput } from "../types";
import { askedThing, counts, type Mention, readStory, single } from "./story-words";

/**
 * A goal and the progress towards it: what is needed in all, what is already done, and what is
 * still to do. "The recipe calls for 9 cups of flour. She already put in 4 cups of flour. How many
 * more cups of flour does she need to add?" is read as needed = done + still to do (9 = 4 + x);
 * the unknown may be any of the three ("How many cups had she already put in?", "If you are yet to
 * read 5 of the 20 books, how many have you read?"). Each number is read with the thing it counts;
 * numbers of another thing (cups of sugar in a question about flour) are set aside and said so.
 * Every number of the asked thing must take exactly one role; anything less clear declines.
 * The cues are read, not proven, so these answers are never marked verified.
 */

type Role = "needed" | "done" | "still";

/** The whole that is called for. */
const NEEDED =
  /\b(?:calls? for|called for|requires?(?: a total of)?|required|needs? a total of|needed a total of|a total of|in total|in all|needs?|needed|there (?:are|were|is|was)|has to (?:read|complete|do|make|write|finish|collect|sell|walk|run)|had to (?:read|complete|do|make|write|finish|collect|sell|walk|run)|wants? to (?:read|make|collect|sell|buy|have|save)|goal (?:is|was|of))\b/;
/** What is still to do: "still needs", "yet to", "right now he just needs", "needs 5 g more". */
const STILL = /\b(?:still|yet to|left to|just needs?|now needs?)\b/;
/** What is already done. */
const DONE =
  /\b(?:already|put in|added|has|have|had|currently (?:has|have)|right now|read|watched|completed|finished|did|done|made|collected|sold|saved|walked|ran|wrote|painted|picked|listened to|played|visited|solved|answered|baked|cooked|typed|learned|learnt|practised|practiced|climbed|swam|drove|covered|filled|planted|built)\b/;

/** The role of one number from the words of its own clause. */
function roleOf(m: Mention): Role | null {
  const lead = m.lead;
  // "He needs 159 g of wax more", "she still needs 2 more cups": still to do.
  if (/\bneeds? a total of\b|\bneeded a total of\b/.test(lead)) return "needed";
  if (STILL.test(lead) || (/\bneeds?\b/.test(lead) && /^[a-z ]*\bmore\b/.test(m.tail))) return "still";
  if (NEEDED.test(lead)) return "needed";
  if (DONE.test(lead)) return "done";
  return null;
}

/** What the question asks for: the rest still to do, what is done, or the whole. */
function askOf(ask: string): Role | null {
  if (/\bthan\b|\band\b|\beach\b|\bper\b|\bleft\b(?! to)/.test(ask)) return null;
  if (/\bmore\b/.test(ask) && /\b(?:need|needs|must|have to|has to|still|yet to|left to)\b/.test(ask))
    return "still";
  if (/\bmore\b/.test(ask)) return null;
  if (/\balready\b/.test(ask)) return "done";
  if (/\b(?:did|does|do|has|have|had) (?:she|he|they|you|we|i) (?:put in|add)\b/.test(ask)) return "done";
  if (/\b(?:call for|calls for|require|requires|needed in all|in total|in all|altogether)\b/.test(ask))
    return "needed";
  return null;
}

interface Reading {
  needed: number | null;
  done: number | null;
  still: number | null;
  unknown: Role;
  value: number;
  dismissed: Mention[];
}

function readNeeds(text: string): Reading | null {
  // "11 g of wax" counts the grams a question asks about.
  const story = readStory(
    text
      .replace(/(\d)\s*kg\b/gi, "$1 kilograms")
      .replace(/(\d)\s*g\b/gi, "$1 grams")
      .replace(/(\d)\s*ml\b/gi, "$1 millilitres"),
  );
  if (!story || story.mentions.length < 2) return null;
  const whole = story.sentences.join(" ");
  // Rates, multiples, comparisons and shares are other readers'.
  if (
    /\bthan\b|\btimes\b|\btwice\b|\bhalf\b|%|\bpercent\b|\beach\b|\bevery\b|\bper\b|\bequally\b|\brest\b/.test(
      whole,
    )
  )
    return null;
  // The story must speak of a goal and of progress towards it.
  if (
    !/\b(?:calls? for|requires?|required|need|needs|needed|a total of|yet to|has to|have to|had to|wants? to)\b/.test(
      `${whole} ${story.ask}`,
    )
  )
    return null;
  const unknown = askOf(story.ask);
  if (!unknown) return null;
  // "She already put in some cups of flour": "some" may only name the unknown, with no number of its own.
  for (const clause of whole.split(/[,.;]|\band\b|\bif\b/)) {
    if (!/\bsome\b/.test(clause)) continue;
    if (/\d/.test(clause)) return null;
    const role = STILL.test(clause)
      ? "still"
      : NEEDED.test(clause)
        ? "needed"
        : DONE.test(clause)
          ? "done"
          : null;
    if (role !== unknown) return null;
  }
  const asked = askedThing(story.ask.replace(/^how (many|much) more\b/, "how $1"));
  if (!asked) return null;
  const used = story.mentions.filter((m) => counts(m, asked.head, asked.thing));
  // "cups of flour" is not "cups of sugar": a kind named after "of" must match exactly.
  const kind = / of ([a-z'-]+)$/.exec(asked.thing)?.[1];
  const mine = kind ? used.filter((m) => m.thing.split(" ").map(single).includes(single(kind))) : used;
  const dismissed = story.mentions.filter((m) => !mine.includes(m));
  if (mine.length !== 2) return null;
  // A number set aside must count something else, named.
  if (dismissed.some((m) => !m.thing || m.head === "")) return null;
  // Every number in story order with its role; a bare "and 10 cups of sugar" shares the clause before.
  const roles = new Map<Mention, Role | null>();
  story.mentions.forEach((m, i) => {
    const prev = story.mentions[i - 1];
    let role = roleOf(m);
    if (role === null && prev && prev.sentence === m.sentence && /^\s*(?:and\s*)?$/.test(m.lead))
      role = roles.get(prev) ?? null;
    roles.set(m, role);
  });
  const got: Partial<Record<Role, number>> = {};
  for (const m of mine) {
    const role = roles.get(m);
    if (!role || role === unknown || got[role] !== undefined) return null;
    got[role] = m.value;
  }
  // "The recipe calls for 12 cups" and "she has 4 cups" read with what is asked: the words of the
  // question and of the asked part must not point at another thing the story also counts.
  if (asked.head === "" && new Set(story.mentions.map((m) => m.head)).size > 1) return null;
  const { needed = null, done = null, still = null } = got;
  let value: number;
  if (unknown === "still" && needed !== null && done !== null) value = needed - done;
  else if (unknown === "done" && needed !== null && still !== null) value = needed - still;
  else if (unknown === "needed" && done !== null && still !== null) value = done + still;
  else return null;
  if (!(value > 0)) return null;
  return { needed, done, still, unknown, value, dismissed };
}

/** Needed = done + still to do, solved for the part asked; never marked verified. */
export const storyNeedsSolver: Solver = {
  id: "story-needs",
  topic: "problem-solving",
  solve(q: Question): SolverOutput | null {
    if (!/\bhow (?:many|much)\b/.test(q.text)) return null;
    const r = readNeeds(q.raw);
    if (!r) return null;
    const answer = show(r.value);
    const term = (v: number | null) => (v === null ? "x" : show(v));
    const what = {
      needed: "what is needed in all",
      done: "what is already done",
      still: "what is still to do",
    }[r.unknown];
    const aside = r.dismissed.length
      ? ` Set aside, as they count something else: ${r.dismissed.map((m) => `${show(m.value)} ${m.thing}`).join(", ")}.`
      : "";
    return {
      explanation: explanation({
        intro: `A goal and the progress towards it: what is needed in all is what is already done plus what is still to do. The unknown x is ${what}.${aside}`,
        steps: [
          {
            title: "Write it as an equation",
            body: `$$${term(r.needed)} = ${term(r.done)} + ${term(r.still)}$$`,
          },
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
