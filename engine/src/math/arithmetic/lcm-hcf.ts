import { numeric } from "../cas";
import { display, explanation, type Step } from "../explain";
import { parseExpr } from "../expr/parse";
import { gcd as mGcd, lcm as mLcm } from "../mathjs";
import { similar } from "../rng";
import type { Solver } from "../types";
import { factorTex, primeFactors } from "./primes";

const LCM = /\b(lcm|l\.c\.m\.?|least common multiple|lowest common multiple)\b/;
const HCF =
  /\b(hcf|h\.c\.f\.?|gcd|g\.c\.d\.?|gcf|highest common factor|greatest common (?:divisor|factor))\b/;

function numbersAfterKeyword(text: string): number[] {
  const m = text.match(/\bof\b(.*)$/) ?? text.match(/(\d[\d,\sand]*)$/);
  const tail = (m?.[1] ?? text).replace(/[?.]\s*$/, "");
  // "2^3 * 3^2 and 2^2 * 3^3": numbers written as products of powers are worked out, not read digit by digit.
  if (/[\^*×]/.test(tail)) {
    const items = tail
      .split(/,|\band\b/)
      .map((s) => s.trim())
      .filter(Boolean);
    const values = items.map((s) =>
      /^[\d\s^*×().]+$/.test(s) ? numeric(parseExpr(s.replace(/×/g, "*"))) : null,
    );
    return values.every((v): v is number => v !== null && Number.isInteger(v)) ? values : [];
  }
  const nums = tail.match(/\d+/g) ?? [];
  return nums.map(Number).filter((n) => n > 0);
}

/** LCM and HCF by prime factorisation, checked with mathjs (and LCM × HCF = product for two numbers). */
export const lcmHcfSolver: Solver = {
  id: "lcm-hcf",
  topic: "arithmetic",
  solve(q) {
    const wantL = LCM.test(q.text);
    const wantH = HCF.test(q.text);
    if (!wantL && !wantH) return null;
    const nums = numbersAfterKeyword(q.text);
    if (nums.length < 2 || nums.length > 5 || nums.some((n) => !Number.isInteger(n) || n > 1e7)) return null;
    const facts = nums.map(primeFactors);
    const primes = [...new Set(facts.flatMap((f) => [...f.keys()]))].sort((a, b) => a - b);
    const lcm = nums.reduce((a, b) => Number(mLcm(a, b)));
    const hcf = nums.reduce((a, b) => Number(mGcd(a, b)));
    const lTex = factorTex(new Map(primes.map((p) => [p, Math.max(...facts.map((f) => f.get(p) ?? 0))])));
    const common = primes.filter((p) => facts.every((f) => f.has(p)));
    const hTex = factorTex(new Map(common.map((p) => [p, Math.min(...facts.map((f) => f.get(p) ?? 0))])));
    const steps: Step[] = [
      {
        title: "Write each number as a product of primes",
        body: nums.map((n, i) => display(`${n} = ${factorTex(facts[i])}`)).join("\n"),
      },
    ];
    if (wantH) {
      steps.push({
        title: "HCF: common primes with the smallest powers",
        body: display(`\\text{HCF} = ${common.length ? hTex : "1"} = ${hcf}`),
      });
    }
    if (wantL) {
      steps.push({
        title: "LCM: every prime with the highest power",
        body: display(`\\text{LCM} = ${lTex} = ${lcm}`),
      });
    }
    if (nums.length === 2 && wantL && wantH) {
      steps.push({
        title: "Check",
        body: `For two numbers, HCF × LCM equals their product: $${hcf} \\times ${lcm} = ${hcf * lcm} = ${nums[0]} \\times ${nums[1]}$ ✓`,
      });
    }
    const parts = [...(wantL ? [`LCM = ${lcm}`] : []), ...(wantH ? [`HCF = ${hcf}`] : [])];
    const label = wantL && wantH ? "LCM and HCF" : wantL ? "LCM" : "HCF";
    return {
      explanation: explanation({
        intro: `We find the ${label} of ${nums.join(", ")} using prime factorisation.`,
        steps,
        answer: parts.join(", "),
      }),
      finalAnswer: wantL && wantH ? parts.join(", ") : String(wantL ? lcm : hcf),
      reading: [
        ...(wantL ? [`\\text{LCM}(${nums.join(", ")})`] : []),
        ...(wantH ? [`\\text{HCF}(${nums.join(", ")})`] : []),
      ].join(",\\ "),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const base = r.pick([2, 3, 4, 5, 6]);
        const a = base * r.int(2, 9);
        let b = base * r.int(2, 12);
        if (b === a) b += base;
        return `Find the ${label} of ${a} and ${b}`;
      }),
      verified: nums.length !== 2 || hcf * lcm === nums[0] * nums[1],
    };
  },
};
