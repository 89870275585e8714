import { display, explanation } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

/**
 * One term of a two-term ratio known, the other asked: "The ratio of boys to girls is 3:2. If there
 * are 18 boys, how many girls are there?" (18 × 2/3 = 12), the total ("how many students in all",
 * 18 × 5/3 = 30) or the difference ("how many more boys than girls", 6). The two things named in the
 * ratio are the only things counted: a count of anything else, a third number, or an ask that names
 * neither declines. The answer is checked by putting it back: the two counts reduce to the ratio.
 */
export const ratioPartSolver: Solver = {
  id: "ratio-part",
  topic: "problem-solving",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ");
    if (q.numbers.length !== 3) return null;
    const named =
      t.match(
        /\bratio of (?:the )?(?:number of )?([a-z]+) to (?:the )?(?:number of )?([a-z]+)(?: [a-z ]{0,30}?)? (?:is|was|are|=) (\d+) ?: ?(\d+)\b/,
      ) ??
      t.match(
        /\b([a-z]+) and ([a-z]+)(?: [a-z ]{0,30}?)? (?:are|were) in the ratio (?:of )?(\d+) ?: ?(\d+)\b/,
      );
    if (!named) return null;
    const [, a, b] = named as unknown as [string, string, string];
    const p = Number(named[3]);
    const r = Number(named[4]);
    if (a === b || !(p > 0 && r > 0)) return null;
    const stem = (w: string) => w.replace(/(?:es|s)$/, "");
    const isA = (w: string) => stem(w) === stem(a);
    const isB = (w: string) => stem(w) === stem(b);
    // The one count given: "18 boys", "there are 18 boys", "boys are 18", "number of boys is 18".
    const rest = t.slice((named.index ?? 0) + named[0].length);
    const counts = [
      ...rest.matchAll(/\b(\d+(?:\.\d+)?) ([a-z]+)\b/g),
      ...[...rest.matchAll(/\b(?:number of )?([a-z]+) (?:is|are|=) (\d+(?:\.\d+)?)\b/g)].map(
        (m) => [m[0], m[2], m[1]] as unknown as RegExpMatchArray,
      ),
    ].filter((m) => isA(m[2] as string) || isB(m[2] as string));
    // The count is a count of what there is ("there are 18 boys", "has 18 boys", "boys are 18"), not
    // of something that happened to them ("18 boys left", "18 boys joined").
    for (const m of counts) {
      const at = rest.indexOf(m[0] as string);
      const before = rest.slice(0, at);
      const after = rest.slice(at + (m[0] as string).length);
      const isStatement =
        /^(?:is|are|=)\b/.test((m[0] as string).split(" ").slice(-2)[0] ?? "") ||
        /\b(?:is|are|=) \d/.test(m[0] as string);
      if (
        !isStatement &&
        !/(?:^|\b(?:there (?:are|were|is)|are|were|has|have|had|contains?|with|of|includes?)\s*|[.,;]\s*(?:if\s+)?|\bif\s+)$/.test(
          before,
        )
      )
        return null;
      if (
        !/^\s*(?:in (?:the|a|this|that|his|her|their) [a-z]+|in it|there)?\s*(?:[,.?;]|$|and\b|then\b|how\b|find\b|what\b)/.test(
          after,
        )
      )
        return null;
    }
    const givenValues = new Set(counts.map((m) => Number(m[1])));
    if (givenValues.size !== 1 || counts.length === 0) return null;
    const given = Number(counts[0]?.[1]);
    const givenIsA = isA(counts[0]?.[2] as string);
    if (!counts.every((m) => isA(m[2] as string) === givenIsA)) return null;
    // Every number is the ratio's two terms or the count.
    const leftover = [...q.numbers];
    for (const v of [p, r, given]) {
      const i = leftover.indexOf(v);
      if (i < 0) return null;
      leftover.splice(i, 1);
    }
    if (leftover.length) return null;
    const ask = t
      .split(/(?<=[.?!,])\s+/)
      .filter((x) => /\b(?:how many|how much|find|what is|what are|calculate)\b/.test(x))
      .pop();
    if (!ask) return null;
    const askWords = [...ask.matchAll(/[a-z]+/g)].map((m) => m[0]);
    const other = givenIsA ? b : a;
    const [gTerm, oTerm] = givenIsA ? [p, r] : [r, p];
    const otherCount = (given * oTerm) / gTerm;
    if (!Number.isInteger(Math.round(otherCount * 1e9) / 1e9)) return null;
    let kind: "other" | "total" | "difference";
    if (/\bhow many more\b|\bhow many fewer\b|\bdifference\b|\bhow many less\b/.test(ask)) {
      if (!askWords.some(isA) || !askWords.some(isB)) return null;
      kind = "difference";
    } else if (
      /\b(?:total|in all|altogether|all together|together|in the class|students|children|people|members|persons|players)\b/.test(
        ask,
      ) &&
      !askWords.some(isA) &&
      !askWords.some(isB)
    ) {
      kind = "total";
    } else if (
      /\bhow many\b|\bnumber of\b/.test(ask) &&
      askWords.some((w) => stem(w) === stem(other)) &&
      !askWords.some((w) => stem(w) === stem(givenIsA ? a : b))
    ) {
      kind = "other";
    } else return null;
    const value =
      kind === "other" ? otherCount : kind === "total" ? given + otherCount : Math.abs(given - otherCount);
    const givenName = givenIsA ? a : b;
    // Check: the two counts are in the ratio asked.
    const check = Math.abs(given * (givenIsA ? r : p) - otherCount * (givenIsA ? p : r)) < 1e-9;
    return {
      explanation: explanation({
        intro: `${a} : ${b} = ${p} : ${r}, and there are ${show(given)} ${givenName}. Each part of the ratio stands for $\\frac{${show(given)}}{${show(gTerm)}} = ${dec(given / gTerm, 4)}$ ${givenName}.`,
        steps: [
          {
            title: `Number of ${other}`,
            body: display(
              `${show(oTerm)} \\times \\frac{${show(given)}}{${show(gTerm)}} = ${dec(otherCount, 2)}`,
            ),
          },
          ...(kind === "total"
            ? [{ title: "Total", body: display(`${show(given)} + ${dec(otherCount, 2)} = ${dec(value, 2)}`) }]
            : kind === "difference"
              ? [
                  {
                    title: "Difference",
                    body: display(
                      `${dec(Math.max(given, otherCount), 2)} - ${dec(Math.min(given, otherCount), 2)} = ${dec(value, 2)}`,
                    ),
                  },
                ]
              : []),
          {
            title: "Check",
            body: `$${show(given)} : ${dec(otherCount, 2)}$ reduces to $${p} : ${r}$ for ${a} : ${b} ✓`,
          },
        ],
        answer:
          kind === "other"
            ? `There are **${dec(value, 2)}** ${other}.`
            : kind === "total"
              ? `There are **${dec(value, 2)}** in all (${a} and ${b} together).`
              : `The difference (how many more) is **${dec(value, 2)}**.`,
      }),
      finalAnswer: dec(value, 2),
      similarQuestions: similar(q.seed, q.raw, (g) => {
        const x = g.int(2, 5);
        const y = g.int(1, x - 1);
        return `The ratio of boys to girls in a class is ${x}:${y}. If there are ${x * g.int(3, 9)} boys, how many girls are there?`;
      }),
      verified: check,
    };
  },
};
