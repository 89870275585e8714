import { similar } from "../rng";
import type { Solver } from "../types";
import { probabilityAnswer } from "./probability-common";

const COLOURS = "red|blue|green|yellow|white|black|pink|orange|purple|brown|grey|gray|violet";

const MORE_THAN_ONE_DRAW =
  /\b(?:[2-9]|two|three|four|five) (?:[a-z]+ )?(?:balls|marbles|beads|cubes|pens|sweets|candies|chocolates|tickets) (?:are |were )?(?:drawn|taken|picked|selected|chosen)\b|\b(?:draws?|drawn|takes?|picks?|selects?|chooses?) (?:out )?(?:[2-9]|two|three|four|five)\b|\bboth\b|\bone (?:after|by) (?:the )?(?:other|one)\b|\bwith(?:out)? replacement\b|\bsuccessively\b|\bin succession\b|\bagain\b|\bsecond (?:ball|draw|marble)\b/;

/** A bag (box, jar) of coloured balls or marbles: P(colour), P(not colour), P(a or b). */
export const bagSolver: Solver = {
  id: "probability-bag",
  topic: "statistics",
  solve(q) {
    const t = q.text;
    if (!/probab|chance/.test(t) || !/\b(bag|box|jar|urn|basket)\b/.test(t)) return null;
    // More than one draw (two balls, both, one after the other) is another experiment.
    if (MORE_THAN_ONE_DRAW.test(t)) return null;
    // Balls added or taken out before the draw change the bag: not read here (the bag as first
    // described was counted for "2 more red balls are added", checked, 29 Nov 2026).
    if (
      /\b(?:added|adds?|removed|removes?|put (?:in|into|back)|taken (?:out|away)|takes? out|more|fewer|extra|replaced|lost|thrown away)\b/.test(
        t.replace(/.*?\b(?:probability|chance)\b[^.?]*/, ""),
      ) ||
      /\b(?:added|removed|put (?:in|into|back)|taken (?:out|away)|more|extra|replaced|lost)\b/.test(
        t.split(/\b(?:probability|chance)\b/)[0] ?? "",
      )
    )
      return null;
    const counts = new Map<string, number>();
    for (const m of t.matchAll(new RegExp(`(\\d+)\\s+(${COLOURS})\\b`, "g")))
      counts.set(m[2], (counts.get(m[2]) ?? 0) + Number(m[1]));
    if (counts.size < 2) return null;
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    // The event is what follows "probability" in its own sentence: "What is the probability that it is
    // red. A bag contains 5 red and 3 blue balls." names blue too, but only in the bag's contents.
    const tail = t.replace(/.*?\b(?:probability|chance)\b/, "").split(/[.?;](?:\s|$)/)[0] ?? "";
    const named = [...new Set(tail.match(new RegExp(`\\b(${COLOURS})\\b`, "g")) ?? [])].filter((c) =>
      counts.has(c),
    );
    if (named.length === 0) return null;
    const negate = /\bnot\b|\bneither\b/.test(tail);
    const chosen = negate ? [...counts.keys()].filter((c) => !named.includes(c)) : named;
    const fav = chosen.reduce((a, c) => a + (counts.get(c) ?? 0), 0);
    const item =
      t
        .match(/\b(balls?|marbles?|beads?|cubes?|pens?|sweets|candies|chocolates|tickets?)\b/)?.[1]
        ?.replace(/s$/, "") ?? "ball";
    return probabilityAnswer({
      intro: `One ${item} is taken at random, so every ${item} is equally likely to be picked.`,
      space: `Total ${item}s: ${[...counts].map(([c, k]) => `${k} ${c}`).join(" + ")} = $${total}$.`,
      event: `the ${item} is ${negate ? `not ${named.join(" or ")} (that is, ${chosen.join(" or ")})` : named.join(" or ")}`,
      favourable: fav,
      total,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const [a, b, c] = [r.int(2, 9), r.int(2, 9), r.int(1, 8)];
        const colour = r.pick(["red", "blue", "green"]);
        return `A bag contains ${a} red, ${b} blue and ${c} green balls. A ball is drawn at random. Find the probability that it is ${r.next() < 0.3 ? "not " : ""}${colour}.`;
      }),
    });
  },
};
