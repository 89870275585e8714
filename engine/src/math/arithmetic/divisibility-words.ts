import { display, explanation } from "../explain";
import { gcd as mGcd, lcm as mLcm } from "../mathjs";
import { similar } from "../rng";
import type { Solver, SolverOutput } from "../types";

/**
 * The HCF and the LCM asked in words (class 6 and NCERT class 10, Real Numbers):
 * "the greatest number which divides 70 and 125 leaving remainders 5 and 8" is HCF(65, 117);
 * "the smallest number which when divided by 6, 8 and 12 leaves remainder 2 in each case" is
 * LCM(6, 8, 12) + 2; without remainders they are the HCF and the LCM themselves. The answer is
 * checked by dividing: every number leaves the remainder asked.
 */
export const divisibilityWordsSolver: Solver = {
  id: "divisibility-words",
  topic: "arithmetic",
  solve(q) {
    const t = q.text.replace(/[.?!]+\s*$/, "").trim();
    const greatest = t.match(GREATEST);
    if (greatest) {
      const nums = list(greatest[1] as string);
      const rems = greatest[2] ? list(greatest[2]) : nums.map(() => 0);
      return greatestDivisor(q, nums, rems);
    }
    const least = t.match(LEAST);
    if (least) {
      const nums = list(least[1] as string);
      const r = least[2] ? Number(least[2]) : 0;
      return leastMultiple(q, nums, r);
    }
    return null;
  },
};

const NUMS = String.raw`\d+(?:\s*,\s*\d+)*(?:\s*,?\s*and\s+\d+)?`;
const GREATEST = new RegExp(
  String.raw`^(?:find\s+|what is\s+)?(?:the\s+)?(?:greatest|largest|highest|biggest)\s+(?:number|integer|natural number|positive integer)\s+(?:which|that)\s+(?:will\s+|can\s+)?(?:exactly\s+)?divides?\s+(?:each of\s+)?(${NUMS})(?:\s+exactly)?(?:\s*,?\s*(?:leaving|leaves|and leaves)\s+(?:the\s+)?(?:remainders?\s+(?:of\s+)?)?(${NUMS})(?:\s+as remainders?)?(?:\s+respectively|\s+in each case)?)?$`,
);
const LEAST = new RegExp(
  String.raw`^(?:find\s+|what is\s+)?(?:the\s+)?(?:smallest|least|lowest)\s+(?:number|integer|natural number|positive integer|whole number)\s+(?:which|that)\s+(?:(?:is\s+)?(?:exactly\s+)?divisible\s+by|when divided by|on division by)\s+(?:each of\s+)?(${NUMS})(?:\s*,?\s*(?:leaves|leaving|gives)\s+(?:a\s+|the\s+)?remainder\s+(?:of\s+)?(\d+)(?:\s+in each case)?)?$`,
);

const list = (s: string): number[] => (s.match(/\d+/g) ?? []).map(Number);

function greatestDivisor(
  q: { seed: number; raw: string },
  nums: number[],
  given: number[],
): SolverOutput | null {
  const rems = given.length === 1 ? nums.map(() => given[0] as number) : given;
  if (nums.length < 2 || nums.length > 4 || rems.length !== nums.length) return null;
  const left = nums.map((n, i) => n - (rems[i] as number));
  if (left.some((n) => n <= 0 || n > 1e9)) return null;
  const h = left.reduce((a, b) => Number(mGcd(a, b)));
  // A divisor leaves each remainder only when it is larger than it; then every division checks.
  if (rems.some((r) => r >= h) || nums.some((n, i) => n % h !== rems[i])) return null;
  const withRemainders = rems.some((r) => r > 0);
  return {
    explanation: explanation({
      intro: withRemainders
        ? `A number that divides ${nums.join(", ")} leaving ${rems.join(", ")} exactly divides what is left after taking the remainders away. The greatest such number is the HCF of those.`
        : `The greatest number that divides ${nums.join(", ")} exactly is their HCF.`,
      steps: [
        ...(withRemainders
          ? [
              {
                title: "Take the remainders away",
                body: display(nums.map((n, i) => `${n} - ${rems[i]} = ${left[i]}`).join(",\\quad ")),
              },
            ]
          : []),
        { title: "Find the HCF", body: display(`\\text{HCF}(${left.join(", ")}) = ${h}`) },
        {
          title: "Check by dividing",
          body: `${nums.map((n, i) => `$${n} = ${h} \\times ${Math.floor(n / h)} + ${rems[i]}$`).join(", ")} ✓`,
        },
      ],
      answer: `The greatest number is **${h}**.`,
    }),
    finalAnswer: String(h),
    similarQuestions: similar(q.seed, q.raw, (r) => {
      const d = r.int(7, 19);
      const a = d * r.int(3, 9) + 3;
      const b = d * r.int(10, 15) + 5;
      return `Find the greatest number which divides ${a} and ${b} leaving remainders 3 and 5 respectively.`;
    }),
    verified: true,
  };
}

function leastMultiple(q: { seed: number; raw: string }, nums: number[], r: number): SolverOutput | null {
  if (nums.length < 2 || nums.length > 5 || nums.some((n) => n < 1 || n > 1e6)) return null;
  const l = nums.reduce((a, b) => Number(mLcm(a, b)));
  const value = l + r;
  if (l > 1e12 || nums.some((n) => r >= n) || nums.some((n) => value % n !== r)) return null;
  return {
    explanation: explanation({
      intro:
        r > 0
          ? `A number that leaves ${r} when divided by each of ${nums.join(", ")} is ${r} more than a common multiple of them; the smallest is ${r} more than their LCM.`
          : `The smallest number divisible by each of ${nums.join(", ")} is their LCM.`,
      steps: [
        { title: "Find the LCM", body: display(`\\text{LCM}(${nums.join(", ")}) = ${l}`) },
        ...(r > 0 ? [{ title: "Add the remainder", body: display(`${l} + ${r} = ${value}`) }] : []),
        {
          title: "Check by dividing",
          body: `${nums.map((n) => `$${value} = ${n} \\times ${Math.floor(value / n)} + ${r}$`).join(", ")} ✓`,
        },
      ],
      answer: `The smallest number is **${value}**.`,
    }),
    finalAnswer: String(value),
    similarQuestions: similar(q.seed, q.raw, (g) => {
      const a = g.pick([4, 6, 8]);
      const b = g.pick([9, 10, 12, 15]);
      return `Find the smallest number which when divided by ${a} and ${b} leaves remainder ${g.int(1, 3)} in each case.`;
    }),
    verified: true,
  };
}

const DIGITS: Record<string, number> = { "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6 };

/**
 * "How many two-digit numbers are divisible by 7?": the multiples of 7 from the first to the last
 * with that many digits form an AP, n = (l − a)/d + 1; checked by counting the multiples up to each
 * end, ⌊99/7⌋ − ⌊9/7⌋.
 */
/**
 * "The largest 4-digit number divisible by 12" (9996) and "the smallest 3-digit number divisible by 7"
 * (105): the end of the range, less (or plus) what it leaves over on division; checked by dividing.
 */
export const extremeMultipleSolver: Solver = {
  id: "extreme-multiple",
  topic: "arithmetic",
  solve(q) {
    const m = q.text.match(
      /^(?:find\s+|what is\s+)?(?:the\s+)?(largest|greatest|biggest|smallest|least|lowest)\s+(\d)[\s-]digit\s+(?:natural |positive |whole )?number\s+(?:which is |that is )?(?:exactly )?(?:divisible by|a multiple of)\s+(\d+)\s*[?.]?$/,
    );
    if (!m) return null;
    const digits = DIGITS[m[2] as string];
    const d = Number(m[3]);
    if (!digits || d < 1) return null;
    const largest = /^(?:largest|greatest|biggest)$/.test(m[1] as string);
    const lo = digits === 1 ? 1 : 10 ** (digits - 1);
    const hi = 10 ** digits - 1;
    const end = largest ? hi : lo;
    const r = end % d;
    const value = largest ? hi - r : r === 0 ? lo : lo + (d - r);
    if (value < lo || value > hi || value % d !== 0) return null;
    return {
      explanation: explanation({
        intro: `The ${largest ? "largest" : "smallest"} ${digits}-digit number is $${end}$. We divide it by $${d}$ and look at the remainder.`,
        steps: [
          { title: "Divide", body: display(`${end} = ${d} \\times ${Math.floor(end / d)} + ${r}`) },
          {
            title: largest ? "Take away the remainder" : "Add what the remainder is short of the divisor",
            body: display(
              largest ? `${hi} - ${r} = ${value}` : r === 0 ? `${lo}` : `${lo} + (${d} - ${r}) = ${value}`,
            ),
          },
          { title: "Check", body: display(`${value} = ${d} \\times ${value / d}`) },
        ],
        answer: `**${value}**`,
      }),
      finalAnswer: String(value),
      similarQuestions: similar(
        q.seed,
        q.raw,
        (g) => `Find the largest 4-digit number divisible by ${g.int(7, 40)}.`,
      ),
      verified: true,
    };
  },
};

export const multiplesCountSolver: Solver = {
  id: "multiples-count",
  topic: "arithmetic",
  solve(q) {
    const m = q.text.match(
      /^(?:find\s+)?how many (\d)[\s-]digit (?:natural |positive |whole )?numbers are (?:divisible by|multiples of) (\d+)\s*[?.]?$/,
    );
    // "Find the sum of all two-digit numbers divisible by 3": the same AP, summed.
    const sum = m
      ? null
      : q.text.match(
          /^(?:find\s+|what is\s+)?(?:the\s+)?sum of (?:all\s+)?(?:the\s+)?(\d)[\s-]digit (?:natural |positive |whole )?numbers (?:which are |that are )?(?:divisible by|multiples of) (\d+)\s*[?.]?$/,
        );
    if (sum) return multiplesSum(q, DIGITS[sum[1] as string], Number(sum[2]));
    if (!m) return null;
    const digits = DIGITS[m[1] as string];
    const d = Number(m[2]);
    if (!digits || d < 1) return null;
    const range = multiplesIn(digits, d);
    if (!range) return null;
    const { lo, hi, first, last, n } = range;
    const counted = Math.floor(hi / d) - Math.floor((lo - 1) / d);
    if (n !== counted) return null;
    return {
      explanation: explanation({
        intro: `The ${digits}-digit numbers run from $${lo}$ to $${hi}$. Those divisible by $${d}$ are $${first}, ${first + d}, \\ldots, ${last}$: an AP with $a = ${first}$, $d = ${d}$ and last term $l = ${last}$.`,
        steps: [
          {
            title: "Number of terms",
            body: display(`n = \\frac{l - a}{d} + 1 = \\frac{${last} - ${first}}{${d}} + 1 = ${n}`),
          },
          {
            title: "Check: count the multiples up to each end",
            body: display(
              `\\left\\lfloor \\frac{${hi}}{${d}} \\right\\rfloor - \\left\\lfloor \\frac{${lo - 1}}{${d}} \\right\\rfloor = ${Math.floor(hi / d)} - ${Math.floor((lo - 1) / d)} = ${counted}`,
            ),
          },
        ],
        answer: `**${n}** ${digits}-digit numbers are divisible by ${d}.`,
      }),
      finalAnswer: String(n),
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) => `How many ${r.pick(["two", "three"])}-digit numbers are divisible by ${r.int(3, 13)}?`,
      ),
      verified: true,
    };
  },
};

/** The k-digit numbers (lo to hi) and the multiples of d among them: first, last, and how many; null if none. */
function multiplesIn(digits: number, d: number) {
  const lo = digits === 1 ? 1 : 10 ** (digits - 1);
  const hi = 10 ** digits - 1;
  const first = Math.ceil(lo / d) * d;
  const last = Math.floor(hi / d) * d;
  if (first > hi) return null;
  return { lo, hi, first, last, n: (last - first) / d + 1 };
}

function multiplesSum(q: { seed: number; raw: string }, digits: number | undefined, d: number) {
  if (!digits || d < 1 || digits > 5) return null;
  const range = multiplesIn(digits, d);
  if (!range) return null;
  const { lo, hi, first, last, n } = range;
  const total = (n / 2) * (first + last);
  // Check: add them one by one.
  let added = 0;
  for (let v = first; v <= last; v += d) added += v;
  if (added !== total) return null;
  return {
    explanation: explanation({
      intro: `The ${digits}-digit numbers run from $${lo}$ to $${hi}$. Those divisible by $${d}$ (the multiples of $${d}$) are $${first}, ${first + d}, \\ldots, ${last}$: an AP with $a = ${first}$, $d = ${d}$ and last term $l = ${last}$; their sum is asked.`,
      steps: [
        {
          title: "Number of terms",
          body: display(`n = \\frac{l - a}{d} + 1 = \\frac{${last} - ${first}}{${d}} + 1 = ${n}`),
        },
        {
          title: "Sum of the AP",
          body: display(`S_{${n}} = \\frac{n}{2}(a + l) = \\frac{${n}}{2}(${first} + ${last}) = ${total}`),
        },
      ],
      answer: `The sum is **${total}**.`,
    }),
    finalAnswer: String(total),
    similarQuestions: similar(
      q.seed,
      q.raw,
      (r) => `Find the sum of all ${r.pick(["two", "three"])}-digit numbers divisible by ${r.int(3, 13)}.`,
    ),
    verified: true,
  };
}
