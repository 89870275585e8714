import { display, explanation } from "../explain";
import { dec, fracTex, ratio, show, toRatio } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

const rateTex = (d: number) => `\\frac{1}{${show(d)}}`;

function readable(x: number): string {
  const r = toRatio(x, 100);
  return r && r.d !== 1 && !/^\d+\.\d{1,2}$/.test(String(x)) ? `${dec(x, 2)}` : dec(x, 2);
}

/** Work and time (A and B together, or one alone from the pair) and pipes filling or emptying a tank. */
export const workSolver: Solver = {
  id: "work-time",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    const pipes = /\b(pipes?|taps?|tank|cistern)\b/.test(t);
    if (!pipes && !/\bwork\b|\bjob\b|\btask\b|can (?:do|finish|complete|build|paint|dig)/.test(t))
      return null;
    const unit = /hours?|hrs?\b/.test(t) ? "hours" : /minutes?|mins?\b/.test(t) ? "minutes" : "days";
    const together = t.match(
      /together[a-z ,]*?(?:in\s*)?(\d+(?:\.\d+)?)\s*(?:days|hours|minutes)|(\d+(?:\.\d+)?)\s*(?:days|hours|minutes)\s*(?:working\s*)?together/,
    );
    const times = [
      ...t.matchAll(
        /(?:in|takes?|within)\s*(\d+(?:\.\d+)?)\s*(?:days|hours|hrs|minutes|mins)|(\d+(?:\.\d+)?)\s*(?:days|hours|hrs|minutes|mins)\s*(?:respectively|each)?/g,
      ),
    ].map((m) => Number(m[1] ?? m[2]));
    if (together) {
      const T = Number(together[1] ?? together[2]);
      const others = times.filter((x, i) => !(x === T && i === times.indexOf(T)));
      if (others.length !== 1) return null;
      const a = others[0];
      const b = 1 / (1 / T - 1 / a);
      if (!(b > 0)) return null;
      return {
        explanation: explanation({
          intro: `Think in terms of the fraction of the work done in one ${unit.slice(0, -1)}.`,
          steps: [
            {
              title: "Rates",
              body: `Together: $${rateTex(T)}$ of the work per ${unit.slice(0, -1)}. The first alone: $${rateTex(a)}$.`,
            },
            {
              title: "Subtract to get the other's rate",
              body: display(`${rateTex(T)} - ${rateTex(a)} = ${fracTex(ratio(a - T, a * T))}`),
            },
            { title: "Invert the rate", body: `Time = $\\frac{1}{\\text{rate}} = ${dec(b, 2)}$ ${unit}.` },
          ],
          answer: `**${dec(b, 2)} ${unit}**`,
        }),
        finalAnswer: `${dec(b, 2)} ${unit}`,
        similarQuestions: similarWork(q.seed, q.raw, unit, pipes),
        verified: true,
      };
    }
    if (times.length < 2 || times.length > 4) return null;
    // Pipes that "empty" or are "outlets" work against the others.
    const signs = pipes ? emptySigns(t, times.length) : times.map(() => 1);
    const rates = times.map((x, i) => signs[i] / x);
    const net = rates.reduce((s, r) => s + r, 0);
    if (!(net > 0)) {
      return {
        explanation: explanation({
          intro: "Compare how fast the tank fills with how fast it empties.",
          steps: [
            {
              title: "Net rate",
              body: `The emptying is at least as fast as the filling, so the tank never fills up.`,
            },
          ],
          answer: "The tank will never be filled.",
        }),
        finalAnswer: "not possible",
        similarQuestions: similarWork(q.seed, q.raw, unit, pipes),
        verified: true,
      };
    }
    const total = 1 / net;
    const r = toRatio(net, 10000);
    return {
      explanation: explanation({
        intro: `In one ${unit.slice(0, -1)}, each ${pipes ? "pipe" : "worker"} does a fraction of the whole job; we add these fractions${signs.includes(-1) ? " (an emptying pipe counts as negative)" : ""}.`,
        steps: [
          {
            title: `Work done in one ${unit.slice(0, -1)}`,
            body: display(
              `${times.map((x, i) => `${signs[i] < 0 ? "- " : i ? "+ " : ""}${rateTex(x)}`).join(" ")} = ${r ? fracTex(r) : dec(net, 4)}`,
            ),
          },
          {
            title: "Time for the whole job",
            body: display(
              `\\text{time} = \\frac{1}{${r ? fracTex(r) : dec(net, 4)}} = ${readable(total)} \\text{ ${unit}}`,
            ),
          },
        ],
        answer: `**${dec(total, 2)} ${unit}**`,
      }),
      finalAnswer: `${dec(total, 2)} ${unit}`,
      similarQuestions: similarWork(q.seed, q.raw, unit, pipes),
      verified: true,
    };
  },
};

function emptySigns(t: string, n: number): number[] {
  const clauses = t.split(/,|;|\band\b|\bwhile\b|\bwhereas\b/);
  const signs: number[] = [];
  for (const c of clauses) {
    if (!/\d+(?:\.\d+)?\s*(?:days|hours|hrs|minutes|mins)/.test(c)) continue;
    signs.push(/empty|empties|emptied|drain|outlet|leak/.test(c) ? -1 : 1);
  }
  return signs.length === n ? signs : Array(n).fill(1);
}

function similarWork(seed: number, raw: string, unit: string, pipes: boolean): string[] {
  return similar(seed, raw, (r) => {
    const a = r.int(2, 12);
    const b = a + r.int(1, 12);
    if (pipes) {
      return r.next() < 0.5
        ? `Two pipes can fill a tank in ${a} hours and ${b} hours respectively. How long will they take to fill it together?`
        : `Pipe A can fill a tank in ${a} hours and pipe B can empty it in ${b} hours. If both are opened together, how long will it take to fill the tank?`;
    }
    return `A can do a piece of work in ${a} ${unit} and B can do it in ${b} ${unit}. In how many ${unit} will they finish it together?`;
  });
}
