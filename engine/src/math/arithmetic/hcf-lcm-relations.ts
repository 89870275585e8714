import { display, explanation, type Step } from "../explain";
import { gcd } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";

const HCF = String.raw`(?:hcf|h\.c\.f\.?|gcd|g\.c\.d\.?|gcf|highest common factor|greatest common (?:divisor|factor))`;
const LCM = String.raw`(?:lcm|l\.c\.m\.?|least common multiple|lowest common multiple)`;
const OF_THEM = String.raw`(?:\s+of (?:the|these|those|2|both)(?: 2)? numbers| of them)?`;
const IS = String.raw`\s*(?:is|=|was|are)\s*`;
const N = String.raw`(\d+)`;

interface Facts {
  hcf?: number;
  lcm?: number;
  product?: number;
  one?: number;
  ratio?: [number, number];
}

/** The facts a "two numbers" HCF/LCM question states, each at most once; null when one is stated twice. */
function factsOf(text: string): Facts | null {
  const facts: Facts = {};
  let t = text;
  // "The HCF and LCM of two numbers are 9 and 459 (respectively)", either order.
  const both = [
    ...t.matchAll(
      new RegExp(
        `\\b(${HCF}|${LCM}) and (?:their |the )?(${HCF}|${LCM})${OF_THEM} (?:are|is) ${N} and ${N}\\b`,
        "g",
      ),
    ),
  ];
  if (both.length > 1) return null;
  if (both[0]) {
    const firstIsHcf = new RegExp(`^${HCF}$`).test(both[0][1] ?? "");
    const secondIsHcf = new RegExp(`^${HCF}$`).test(both[0][2] ?? "");
    if (firstIsHcf === secondIsHcf) return null;
    facts.hcf = Number(both[0][firstIsHcf ? 3 : 4]);
    facts.lcm = Number(both[0][firstIsHcf ? 4 : 3]);
    t = t.replace(both[0][0], " ");
  }
  const once = (re: RegExp): number | undefined | null => {
    const all = [...t.matchAll(new RegExp(re, "g"))];
    if (all.length > 1) return null;
    return all[0] ? Number(all[0][1]) : undefined;
  };
  const hcf = once(new RegExp(`\\b${HCF}${OF_THEM}${IS}${N}\\b`));
  const lcm = once(new RegExp(`\\b${LCM}${OF_THEM}${IS}${N}\\b`));
  const product = once(new RegExp(`\\bproduct${OF_THEM}${IS}${N}\\b`));
  const one = once(
    /\b(?:(?:1|one) (?:of (?:the|these|those) numbers|of them|number)|(?:the )?(?:1st|first) number)\s*(?:is|=)\s*(\d+)\b/,
  );

  if (hcf === null || lcm === null || product === null || one === null) return null;
  if ((hcf !== undefined && facts.hcf !== undefined) || (lcm !== undefined && facts.lcm !== undefined))
    return null;
  const ratio = [
    ...t.matchAll(
      /\bratio(?: of (?:the |these )?(?:2 )?numbers)?(?:\s*(?:is|=))?(?: of)?\s*(\d+)\s*:\s*(\d+)\b/g,
    ),
  ];
  if (ratio.length > 1) return null;
  if (ratio[0]) facts.ratio = [Number(ratio[0][1]), Number(ratio[0][2])];
  Object.assign(facts, { hcf: hcf ?? facts.hcf, lcm: lcm ?? facts.lcm, product, one });
  return facts;
}

type Ask = "other" | "lcm" | "hcf" | "numbers";

function askOf(t: string): Ask | null {
  const ask = t.match(/\b(?:find|what is|what's|calculate|determine|what are)\b(.*)$/)?.[1];
  if (!ask) return null;
  if (/^\s*(?:the |their )?(?:other|2nd|second)(?: number| 1| one)?\s*[?.]?\s*$/.test(ask)) return "other";
  if (new RegExp(`^\\s*(?:the |their )?${LCM}(?: of them| of the numbers)?\\s*[?.]?\\s*$`).test(ask))
    return "lcm";
  if (new RegExp(`^\\s*(?:the |their )?${HCF}(?: of them| of the numbers)?\\s*[?.]?\\s*$`).test(ask))
    return "hcf";
  if (/^\s*(?:the |both )?(?:2 )?numbers\s*[?.]?\s*$/.test(ask)) return "numbers";
  return null;
}

/**
 * Two numbers known through their HCF and LCM (HCF × LCM = product of the two numbers): "the HCF of two
 * numbers is 6 and their LCM is 180; one is 30, find the other", "the product of two numbers is 1080 and
 * their HCF is 6, find their LCM", "two numbers in the ratio 3:4 have LCM 180, find the numbers". The
 * answer is worked back through the relation, then the numbers' own HCF and LCM are computed as the
 * check; data that no pair of numbers fits is declined, never answered.
 */
export const hcfLcmRelationSolver: Solver = {
  id: "hcf-lcm-relation",
  topic: "arithmetic",
  solve(q) {
    const t = q.text.replace(/\s+/g, " ");
    if (!/\b(?:2|two) numbers\b/.test(t)) return null;
    const ask = askOf(t);
    if (!ask) return null;
    const f = factsOf(t);
    if (!f) return null;
    const stated = [f.hcf, f.lcm, f.product, f.one].filter((v) => v !== undefined).length + (f.ratio ? 1 : 0);
    if (stated !== 2 && !(stated === 3 && ask === "other")) return null;
    const steps: Step[] = [];
    let pair: [number, number] | null = null;
    let answer: string;
    let finalAnswer: string;
    if (ask === "other") {
      if (f.hcf === undefined || f.lcm === undefined || f.one === undefined || f.product || f.ratio)
        return null;
      // Data no pair of numbers has: each number is a multiple of the HCF and a factor of the LCM.
      if (f.lcm % f.hcf !== 0 || f.one % f.hcf !== 0 || f.lcm % f.one !== 0) {
        const why =
          f.lcm % f.hcf !== 0
            ? `the LCM of two numbers is always a multiple of their HCF, and ${f.lcm} is not a multiple of ${f.hcf}`
            : f.one % f.hcf !== 0
              ? `each number is a multiple of the HCF, and ${f.one} is not a multiple of ${f.hcf}`
              : `each number is a factor of the LCM, and ${f.one} is not a factor of ${f.lcm}`;
        return {
          explanation: explanation({
            intro: `The HCF is ${f.hcf}, the LCM ${f.lcm} and one number ${f.one}.`,
            steps: [{ title: "Check the data", body: `No other number fits: ${why}.` }],
            answer: "**not possible**",
          }),
          finalAnswer: "not possible",
          similarQuestions: [],
          verified: true,
          dismissed: [2, 1],
        };
      }
      const other = (f.hcf * f.lcm) / f.one;
      if (!Number.isInteger(other)) return null;
      pair = [f.one, other];
      steps.push({
        title: "HCF × LCM = product of the two numbers",
        body: display(
          `${f.hcf} \\times ${f.lcm} = ${f.one} \\times \\text{other} \\Rightarrow \\text{other} = \\frac{${f.hcf} \\times ${f.lcm}}{${f.one}} = ${other}`,
        ),
      });
      answer = `The other number is **${other}**.`;
      finalAnswer = String(other);
    } else if (ask === "lcm" || ask === "hcf") {
      const known = ask === "lcm" ? f.hcf : f.lcm;
      if (f.product === undefined || known === undefined || f.one !== undefined || f.ratio) return null;
      const value = f.product / known;
      if (!Number.isInteger(value)) return null;
      const [big, small] = ask === "lcm" ? [value, known] : [known, value];
      if (big % small !== 0) return null;
      const name = ask.toUpperCase();
      const knownName = ask === "lcm" ? "HCF" : "LCM";
      steps.push({
        title: "HCF × LCM = product of the two numbers",
        body: display(
          `\\text{${name}} = \\frac{\\text{product}}{\\text{${knownName}}} = \\frac{${f.product}}{${known}} = ${value}`,
        ),
      });
      answer = `The ${name} is **${value}**.`;
      finalAnswer = String(value);
    } else {
      if (!f.ratio || f.one !== undefined || f.product !== undefined) return null;
      const [a0, b0] = f.ratio;
      const g = gcd(a0, b0);
      if (a0 === 0 || b0 === 0) return null;
      const [a, b] = [a0 / g, b0 / g];
      let k: number;
      if (f.lcm !== undefined && f.hcf === undefined) {
        k = f.lcm / (a * b);
        if (!Number.isInteger(k)) return null;
        steps.push({
          title: "Let the numbers be multiples of the ratio",
          body: `Let the numbers be $${a}k$ and $${b}k$. As $${a}$ and $${b}$ have no common factor, their HCF is $k$ and their LCM is $${a} \\times ${b} \\times k = ${a * b}k$.`,
        });
        steps.push({ title: "Use the LCM", body: display(`${a * b}k = ${f.lcm} \\Rightarrow k = ${k}`) });
      } else if (f.hcf !== undefined && f.lcm === undefined) {
        k = f.hcf;
        steps.push({
          title: "Let the numbers be multiples of the ratio",
          body: `Let the numbers be $${a}k$ and $${b}k$. As $${a}$ and $${b}$ have no common factor, their HCF is $k$, so $k = ${k}$.`,
        });
      } else return null;
      pair = [a * k, b * k];
      steps.push({ title: "The numbers", body: display(`${a}k = ${pair[0]}, \\quad ${b}k = ${pair[1]}`) });
      answer = `The numbers are **${pair[0]}** and **${pair[1]}**.`;
      finalAnswer = `${pair[0]} and ${pair[1]}`;
    }
    if (pair) {
      // The check: the pair's own HCF and LCM must be the ones stated.
      const h = gcd(pair[0], pair[1]);
      const l = (pair[0] * pair[1]) / h;
      if ((f.hcf !== undefined && h !== f.hcf) || (f.lcm !== undefined && l !== f.lcm)) return null;
      steps.push({
        title: "Check",
        body: `HCF of $${pair[0]}$ and $${pair[1]}$ is $${h}$ and their LCM is $${l}$, as stated ✓`,
      });
    }
    return {
      explanation: explanation({
        intro: "For any two numbers, HCF × LCM = the product of the numbers.",
        steps,
        answer,
      }),
      finalAnswer,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const h = r.pick([2, 3, 4, 5, 6]);
        const a = r.pick([2, 3, 5]);
        const b = r.pick([7, 11, 13]);
        return `The HCF of two numbers is ${h} and their LCM is ${h * a * b}. If one number is ${h * a}, find the other.`;
      }),
      verified: true,
      dismissed: [2, 1],
    };
  },
};
