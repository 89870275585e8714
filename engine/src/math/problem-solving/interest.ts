import { display, explanation, type Step } from "../explain";
import { dec, show } from "../format";
import { similar } from "../rng";
import type { Solver } from "../types";
import { rupees } from "./money";

function years(t: string): number | null {
  const y = t.match(/(\d+(?:\.\d+)?)\s*(?:years?|yrs?)\b/);
  const m = t.match(/(\d+)\s*months?\b/);
  if (y) return Number(y[1]) + (m ? Number(m[1]) / 12 : 0);
  return m ? Number(m[1]) / 12 : null;
}

const rate = (t: string) => {
  const m = t.match(
    /(\d+(?:\.\d+)?)\s*%\s*(?:per annum|p\.?\s*a\.?|per year|a year|annually|yearly|compound|simple|interest|rate)?/,
  );
  return m ? Number(m[1]) : null;
};

function asksAmount(t: string): boolean {
  if (/(?:find|calculate|what (?:is|will be)) (?:the )?amount|amount (?:when|will|after|at the end)/.test(t))
    return true;
  // "How much is to be paid to clear the loan", "how much will he repay": the whole amount owed (the
  // interest alone, ₹1050, was checked, 29 Nov 2026).
  if (
    /\bhow much (?:money )?(?:is|will be|has|must be|should be|does \w+ (?:have|need) to be)? ?(?:to be )?(?:paid|repaid|returned)\b|\b(?:clear|repay|pay back|pay off|settle) (?:the |his |her |their )?(?:loan|debt)\b|\bhow much (?:will|does|did|must|should) (?:he|she|they|\w+) (?:pay|repay|return|get back|receive)\b/.test(
      t,
    ) &&
    !/\binterest\b[^.?]*$/.test(t.split(/(?<=[.?!;])\s+/).pop() ?? "")
  )
    return true;
  return (
    /\bamount\b/.test(t) &&
    !/(?:find|calculate|what is|what will be) (?:the )?(?:compound |simple )?interest|\b[cs]i\b/.test(t)
  );
}

const SI_CI_DIFFERENCE =
  /\bdifference between (?:the )?(?:simple interest and (?:the )?compound interest|compound interest and (?:the )?simple interest|simple and compound interests?|compound and simple interests?|c\.?i\.? and s\.?i\.?|s\.?i\.? and c\.?i\.?)\b/;

/**
 * "The difference between the simple and the compound interest on ₹5000 for 2 years at 10%":
 * both worked out (compounded annually), and their difference is the answer; checked for two years
 * by the school formula P(r/100)².
 */
export const interestDifferenceSolver: Solver = {
  id: "interest-difference",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    if (!SI_CI_DIFFERENCE.test(t) || /\b(?:half[- ]yearly|quarterly|monthly)\b/.test(t)) return null;
    const p = Number(t.match(/₹\s*(\d+(?:\.\d+)?)/)?.[1]);
    const r = rate(t);
    const n = years(t);
    if (!(p > 0) || r === null || !(r > 0) || n === null || !Number.isInteger(n) || n < 1 || n > 30)
      return null;
    if ((t.match(/₹\s*\d/g) ?? []).length !== 1) return null;
    // "The difference … is ₹50. Find the sum": the ₹ is the difference, the sum is asked (₹0.5 was
    // checked, the ₹50 taken for the sum, 29 Nov 2026).
    const differenceGiven =
      /\b(?:is|was|of|=)\s*₹\s*\d/.test(t) && /\b(?:sum|principal)\b/.test(askClause(t));
    if (!differenceGiven && /\b(?:is|was|=)\s*₹\s*\d/.test(t)) return null;
    if (differenceGiven) {
      const perRupee = (1 + r / 100) ** n - 1 - (r * n) / 100;
      if (!(perRupee > 0)) return null;
      const sum = p / perRupee;
      const back = sum * perRupee;
      if (Math.abs(back - p) > 1e-6) return null;
      return {
        explanation: explanation({
          intro: `The difference between the compound and the simple interest is given (₹${show(p)}, at $${show(r)}\\%$ for ${show(n)} years, compounded annually); the sum $P$ is asked. On every rupee the difference is $\\left(1 + \\frac{R}{100}\\right)^{T} - 1 - \\frac{RT}{100}$.`,
          steps: [
            {
              title: "Difference on ₹1",
              body: display(
                `\\left(1 + \\frac{${show(r)}}{100}\\right)^{${show(n)}} - 1 - \\frac{${show(r)} \\times ${show(n)}}{100} = ${dec(perRupee, 6)}`,
              ),
            },
            {
              title: "The sum",
              body: display(`P = \\frac{${show(p)}}{${dec(perRupee, 6)}} = ${dec(sum, 2)}`),
            },
            {
              title: "Check",
              body: `On $₹${dec(sum, 2)}$: CI − SI $= ${dec(sum, 2)} \\times ${dec(perRupee, 6)} = ${dec(back, 2)}$ ✓`,
            },
          ],
          answer: `The sum is **₹${dec(sum, 2)}**.`,
        }),
        finalAnswer: rupees(sum),
        similarQuestions: similar(
          q.seed,
          q.raw,
          (g) =>
            `The difference between compound and simple interest on a sum for 2 years at ${g.pick([5, 10])}% per annum is ₹${g.pick([25, 50, 100])}. Find the sum.`,
        ),
        verified: true,
      };
    }
    const si = (p * r * n) / 100;
    const amount = p * (1 + r / 100) ** n;
    const ci = amount - p;
    const diff = ci - si;
    if (n === 2 && Math.abs(diff - p * (r / 100) ** 2) > 1e-6) return null;
    return {
      explanation: explanation({
        intro: `Work out both interests on $₹${show(p)}$ at $${show(r)}\\%$ for ${show(n)} years (compounded annually), then subtract.`,
        steps: [
          {
            title: "Simple interest",
            body: display(
              `SI = \\frac{P R T}{100} = \\frac{${show(p)} \\times ${show(r)} \\times ${show(n)}}{100} = ${dec(si, 2)}`,
            ),
          },
          {
            title: "Compound interest",
            body: display(
              `CI = P\\left(1 + \\frac{R}{100}\\right)^{T} - P = ${show(p)}\\left(1 + \\frac{${show(r)}}{100}\\right)^{${show(n)}} - ${show(p)} = ${dec(ci, 2)}`,
            ),
          },
          {
            title: "The difference",
            body: display(`CI - SI = ${dec(ci, 2)} - ${dec(si, 2)} = ${dec(diff, 2)}`),
          },
        ],
        answer: `The difference is **₹${dec(diff, 2)}**.`,
      }),
      finalAnswer: rupees(diff),
      similarQuestions: similar(
        q.seed,
        q.raw,
        (g) =>
          `Find the difference between simple and compound interest on ₹${g.pick([2000, 5000, 8000, 10000])} for 2 years at ${g.pick([5, 8, 10, 12])}% per annum.`,
      ),
      verified: true,
    };
  },
};

/** The last sentence that asks something. */
function askClause(t: string): string {
  return (
    t
      .split(/(?<=[.?!;])\s+/)
      .filter((x) => /\b(?:find|what|how much|calculate|determine)\b/.test(x))
      .pop() ?? ""
  );
}

/** Simple interest (I, amount, rate, time) and compound interest (annual, half-yearly, quarterly). */
export const interestSolver: Solver = {
  id: "interest",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    if (!/interest|per annum|p\.a\.|compounded|amounts? to/.test(t)) return null;
    // Both interests and their difference are another question (interestDifferenceSolver).
    if (SI_CI_DIFFERENCE.test(t) || /\bdifference\b/.test(t)) return null;
    const compound = /compound|compounded/.test(t);
    // The interest itself given is interestGivenSolver's question: its ₹ is never the principal.
    if (!compound && statedInterest(t)) return null;
    const amount = t.match(
      /(?:amounts? to|becomes?|will become|grows? to)\s*₹?\s*(\d+(?:\.\d+)?)|amount (?:of|is)\s*₹?\s*(\d+(?:\.\d+)?)/,
    );
    // The amount's number is never the principal ("what sum will amount to ₹6600…" gives no principal).
    const tp = amount ? t.replace(amount[0], " ") : t;
    const principal =
      tp.match(
        /(?:principal|sum|loan|deposit|invests?|invested|borrows?|borrowed|lends?|on|of)\s*(?:of\s*)?₹\s*(\d+(?:\.\d+)?)/,
      ) ??
      tp.match(/₹\s*(\d+(?:\.\d+)?)/) ??
      // "interest on 10000 at 8%": a sum written without ₹, never a rate or a time.
      tp.match(
        /(?:principal|sum|loan|deposit|invests?|invested|borrows?|borrowed|lends?|on)\s*(?:of\s*)?(\d+(?:\.\d+)?)(?![\d.]*\s*(?:%|years?|yrs?|months?|days?|p\.?a))/,
      );
    const P = principal ? Number(principal[1]) : null;
    const R = rate(t);
    const T = years(t);
    const A = amount ? Number(amount[1] ?? amount[2]) : null;
    const n = /half[- ]?yearly|semi[- ]?annual/.test(t)
      ? 2
      : /quarterly/.test(t)
        ? 4
        : /monthly/.test(t)
          ? 12
          : 1;
    const steps: Step[] = [];
    let final: string;
    if (P === null) {
      // The sum itself asked, from the amount it grows to.
      if (A === null || R === null || T === null) return null;
      // What is asked is in the ask, not the story ("a sum amounts to ₹6200 … find the interest" asks
      // the interest: the principal ₹5000 was checked for it, 29 Nov 2026).
      const askText =
        t
          .split(/(?<=[.?!;])\s+/)
          .filter((x) => /\b(?:find|what|how much|calculate|determine|which)\b/.test(x))
          .pop() ?? t;
      const interestAsked = /\binterest\b/.test(askText) && !/\b(?:sum|principal|money)\b/.test(askText);
      if (!interestAsked && !/\b(?:sum|principal|how much money|what money|money)\b/.test(askText))
        return null;
      const grown = compound ? (1 + R / (100 * n)) ** (n * T) : 1 + (R * T) / 100;
      const p = A / grown;
      steps.push(
        compound
          ? {
              title: "Use A = P(1 + R/100)^T for P",
              body: display(
                `P = \\frac{A}{\\left(1 + \\frac{${show(R)}}{${100 * n}}\\right)^{${show(n * T)}}} = \\frac{${show(A)}}{${dec(grown, 6)}} = ${dec(p, 2)}`,
              ),
            }
          : {
              title: "Use A = P(1 + RT/100) for P",
              body: display(
                `P = \\frac{100 \\times A}{100 + R \\times T} = \\frac{100 \\times ${show(A)}}{100 + ${show(R)} \\times ${show(T)}} = ${dec(p, 2)}`,
              ),
            },
      );
      // Check: the sum found grows to the amount stated.
      const back = compound ? p * grown : p + (p * R * T) / 100;
      if (Math.abs(back - A) > 1e-6 * A) return null;
      steps.push({ title: "Check", body: `$${dec(p, 2)}$ grows to $${dec(back, 2)}$ = the amount ✓` });
      if (interestAsked) {
        const interest = A - p;
        steps.push({
          title: "Interest = amount − principal",
          body: display(`I = ${show(A)} - ${dec(p, 2)} = ${dec(interest, 2)}`),
        });
        final = rupees(interest);
        return {
          explanation: explanation({
            intro: `Amount $A$ = ₹${show(A)}, rate $R = ${show(R)}\\%$ per annum, time $T = ${show(T)}$ years (${compound ? "compound" : "simple"} interest); the interest is asked, the amount less the principal $P$.`,
            steps,
            answer: `The interest is **${final}**.`,
          }),
          finalAnswer: final,
          similarQuestions: similar(q.seed, q.raw, (r) => {
            const p2 = r.int(2, 20) * 500;
            const r2 = r.pick([4, 5, 8, 10]);
            const t2 = r.int(2, 5);
            return `A sum amounts to ₹${p2 + (p2 * r2 * t2) / 100} in ${t2} years at ${r2}% simple interest. Find the interest.`;
          }),
          verified: true,
        };
      }
      final = rupees(p);
      return {
        explanation: explanation({
          intro: `Amount $A$ = ₹${show(A)}, rate $R = ${show(R)}\\%$ per annum, time $T = ${show(T)}$ years (${compound ? "compound" : "simple"} interest); the principal $P$ (the sum) is asked.`,
          steps,
          answer: `The sum is **${final}**.`,
        }),
        finalAnswer: final,
        similarQuestions: similar(q.seed, q.raw, (r) => {
          const p2 = r.int(2, 20) * 1000;
          const rr = r.pick([4, 5, 8, 10]);
          const y = r.int(2, 5);
          return `What sum will amount to ₹${p2 + (p2 * rr * y) / 100} in ${y} years at ${rr}% per annum simple interest?`;
        }),
        verified: true,
      };
    }
    if (compound && T === null && A !== null && R !== null && A > P && R > 0) {
      // The time for a sum to grow to an amount at compound interest: (1 + R/100)^T = A/P.
      const periods = Math.log(A / P) / Math.log(1 + R / (100 * n));
      const years = periods / n;
      if (Math.abs(periods - Math.round(periods)) > 1e-6) return null;
      steps.push({
        title: "Compound interest: use A = P(1 + R/100)^T for T",
        body: display(
          `\\left(1 + \\frac{${show(R)}}{${100 * n}}\\right)^{${n > 1 ? `${n}T` : "T"}} = \\frac{${show(A)}}{${show(P)}} = ${dec(A / P, 6)} = ${dec(1 + R / (100 * n), 6)}^{${show(Math.round(periods))}} \\Rightarrow T = ${show(years)}`,
        ),
      });
      final = `${show(years)} years`;
    } else if (!compound && R === null && A !== null && T !== null) {
      const r = ((A - P) * 100) / (P * T);
      steps.push({
        title: "Interest earned",
        body: `$I = A - P = ${show(A)} - ${show(P)} = ${show(A - P)}$`,
      });
      steps.push({
        title: "Rearrange SI = PRT/100 for R",
        body: display(
          `R = \\frac{100 \\times I}{P \\times T} = \\frac{100 \\times ${show(A - P)}}{${show(P)} \\times ${show(T)}} = ${dec(r, 2)}\\%`,
        ),
      });
      final = `${dec(r, 2)}%`;
    } else if (!compound && T === null && A !== null && R !== null) {
      const y = ((A - P) * 100) / (P * R);
      steps.push({ title: "Interest earned", body: `$I = A - P = ${show(A - P)}$` });
      steps.push({
        title: "Rearrange SI = PRT/100 for T",
        body: display(`T = \\frac{100 \\times I}{P \\times R} = ${dec(y, 2)} \\text{ years}`),
      });
      final = `${dec(y, 2)} years`;
    } else if (R !== null && T !== null) {
      if (compound) {
        const amt = P * (1 + R / (100 * n)) ** (n * T);
        steps.push({
          title: "Use the compound interest formula",
          body: `${n > 1 ? `Compounded ${n === 2 ? "half-yearly" : n === 4 ? "quarterly" : "monthly"}: the rate per period is $\\frac{${show(R)}}{${n}}\\%$ and there are $${show(n * T)}$ periods.\n\n` : ""}${display(`A = P\\left(1 + \\frac{R}{100${n > 1 ? ` \\times ${n}` : ""}}\\right)^{${n > 1 ? `${n}T` : "T"}} = ${show(P)}\\left(1 + \\frac{${show(R)}}{${100 * n}}\\right)^{${show(n * T)}} = ${dec(amt, 2)}`)}`,
        });
        if (asksAmount(t)) final = rupees(amt);
        else {
          steps.push({
            title: "Compound interest = amount − principal",
            body: display(`${dec(amt, 2)} - ${show(P)} = ${dec(amt - P, 2)}`),
          });
          final = rupees(amt - P);
        }
      } else {
        const I = (P * R * T) / 100;
        steps.push({
          title: "Use SI = PRT/100",
          body: display(
            `\\text{SI} = \\frac{${show(P)} \\times ${show(R)} \\times ${show(T)}}{100} = ${dec(I, 2)}`,
          ),
        });
        if (asksAmount(t)) {
          steps.push({
            title: "Amount = principal + interest",
            body: display(`${show(P)} + ${dec(I, 2)} = ${dec(P + I, 2)}`),
          });
          final = rupees(P + I);
        } else final = rupees(I);
      }
    } else return null;
    return {
      explanation: explanation({
        intro: `Principal $P$ = ₹${show(P)}${R !== null ? `, rate $R = ${show(R)}\\%$ per annum` : ""}${T !== null ? `, time $T = ${show(T)}$ years` : ""}${A !== null ? `, amount $A$ = ₹${show(A)}` : ""}.`,
        steps,
        answer: `**${final}**`,
      }),
      finalAnswer: final,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const p = r.int(2, 20) * 1000;
        const rr = r.pick([4, 5, 6, 8, 10, 12]);
        const y = r.int(2, 3);
        return compound
          ? `Find the compound interest on ₹${p} at ${rr}% per annum for ${y} years, compounded annually.`
          : `Find the simple interest on ₹${p} at ${rr}% per annum for ${y} years.`;
      }),
      verified: true,
    };
  },
};

const MONEY = String.raw`₹\s*(\d+(?:\.\d+)?)`;

/** The simple interest a question states, with the text left once it is taken out (so it is never read as the sum). */
function statedInterest(t: string): { I: number; P: number | null; rest: string } | null {
  const on = t.match(
    new RegExp(
      String.raw`\b(?:the\s+)?(?:simple\s+)?interest on ${MONEY}([^₹?]*?)\b(?:is|was|will be|=|comes to)\s*${MONEY}`,
    ),
  );
  if (on) return { I: Number(on[3]), P: Number(on[1]), rest: t.replace(on[0], ` ${on[2]} `) };
  // "The simple interest on a sum for 3 years at 5% is ₹300": the ₹300 is the interest, the sum unknown.
  const onSum = t.match(
    new RegExp(
      String.raw`\b(?:the\s+)?(?:simple\s+)?interest on (?:a |the |some )?(?:certain )?(?:sum|principal|amount)(?: of money)?\b([^₹?]*?)\b(?:is|was|will be|=|comes to)\s*${MONEY}`,
    ),
  );
  if (onSum) return { I: Number(onSum[2]), P: null, rest: t.replace(onSum[0], ` ${onSum[1]} `) };
  const m =
    t.match(
      new RegExp(String.raw`\b(?:a\s+)?(?:simple\s+)?interest (?:of|is|=|comes to|will be|was)\s*${MONEY}`),
    ) ??
    t.match(
      new RegExp(
        String.raw`\b(?:earns?|earned|yields?|yielded|gives?|gave|fetch(?:es)?|fetched|produces?|gets?|got)\s+(?:a\s+|an\s+)?(?:simple\s+interest\s+of\s+)?${MONEY}(?:\s+(?:as\s+)?(?:simple\s+)?interest)?`,
      ),
    );
  if (!m || !/\binterest\b/.test(m[0])) return null;
  return { I: Number(m[1]), P: null, rest: t.replace(m[0], " ") };
}

/**
 * The simple interest itself given, and the rate, the time or the sum asked: "at what rate will ₹5000
 * earn ₹1500 simple interest in 3 years?", "the simple interest on ₹5000 for 3 years is ₹1500: find the
 * rate", "in how many years will ₹2000 give ₹480 interest at 8%?". SI = PRT/100 is turned round for the
 * one quantity missing, and the answer is put back into it as the check.
 */
export const interestGivenSolver: Solver = {
  id: "interest-given",
  topic: "problem-solving",
  solve(q) {
    const t = q.text;
    if (/compound|compounded|\bamounts?\b|\bdifference\b|\bc\.?i\b/.test(t)) return null;
    const stated = statedInterest(t);
    if (!stated) return null;
    const rest = stated.rest;
    const sums = [...rest.matchAll(new RegExp(MONEY, "g"))].map((m) => Number(m[1]));
    if (sums.length + (stated.P === null ? 0 : 1) > 1) return null;
    const P = stated.P ?? sums[0] ?? null;
    const R = rate(rest);
    const T = years(rest);
    const I = stated.I;
    const missing = [P === null, R === null, T === null].filter(Boolean).length;
    if (missing !== 1 || I <= 0) return null;
    let final: string;
    let body: string;
    let check: string;
    if (R === null && P !== null && T !== null) {
      if (!/\brate\b|\bper\s*cent\b|\bpercent\b/.test(t)) return null;
      const r = (100 * I) / (P * T);
      body = display(
        `R = \\frac{100 \\times I}{P \\times T} = \\frac{100 \\times ${show(I)}}{${show(P)} \\times ${show(T)}} = ${dec(r, 2)}\\%`,
      );
      check = `\\frac{${show(P)} \\times ${dec(r, 2)} \\times ${show(T)}}{100} = ${dec((P * r * T) / 100, 2)}`;
      final = `${dec(r, 2)}%`;
    } else if (T === null && P !== null && R !== null) {
      if (!/\btime\b|\bhow many years\b|\bhow long\b|\bperiod\b|\bin how many\b/.test(t)) return null;
      const y = (100 * I) / (P * R);
      body = display(
        `T = \\frac{100 \\times I}{P \\times R} = \\frac{100 \\times ${show(I)}}{${show(P)} \\times ${show(R)}} = ${dec(y, 2)} \\text{ years}`,
      );
      check = `\\frac{${show(P)} \\times ${show(R)} \\times ${dec(y, 2)}}{100} = ${dec((P * R * y) / 100, 2)}`;
      final = `${dec(y, 2)} years`;
    } else if (P === null && R !== null && T !== null) {
      if (!/\bprincipal\b|\bsum\b|\bhow much money\b|\bmoney\b/.test(t)) return null;
      const p = (100 * I) / (R * T);
      body = display(
        `P = \\frac{100 \\times I}{R \\times T} = \\frac{100 \\times ${show(I)}}{${show(R)} \\times ${show(T)}} = ${dec(p, 2)}`,
      );
      check = `\\frac{${dec(p, 2)} \\times ${show(R)} \\times ${show(T)}}{100} = ${dec((p * R * T) / 100, 2)}`;
      final = rupees(p);
    } else return null;
    return {
      explanation: explanation({
        intro: `Simple interest $I$ = ₹${show(I)}${P !== null ? `, principal $P$ = ₹${show(P)}` : ""}${R !== null ? `, rate $R = ${show(R)}\\%$ per annum` : ""}${T !== null ? `, time $T = ${show(T)}$ years` : ""}; $I = \\frac{P \\times R \\times T}{100}$.`,
        steps: [
          { title: "Rearrange SI = PRT/100 for the quantity asked", body },
          { title: "Check: the interest it gives", body: display(`${check} = I`) },
        ],
        answer: `**${final}**`,
      }),
      finalAnswer: final,
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const p = r.int(2, 20) * 1000;
        const rr = r.pick([4, 5, 6, 8, 10, 12]);
        const y = r.int(2, 5);
        return `At what rate per annum will ₹${p} earn ₹${(p * rr * y) / 100} as simple interest in ${y} years?`;
      }),
      verified: true,
    };
  },
};
