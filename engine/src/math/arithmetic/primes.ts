import { display, explanation } from "../explain";
import { similar } from "../rng";
import type { Solver } from "../types";

/** Prime factors with multiplicity, smallest first (trial division is plenty for school numbers). */
export function primeFactors(n: number): Map<number, number> {
  const out = new Map<number, number>();
  let m = Math.abs(Math.trunc(n));
  for (let p = 2; p * p <= m; p++) {
    while (m % p === 0) {
      out.set(p, (out.get(p) ?? 0) + 1);
      m /= p;
    }
  }
  if (m > 1) out.set(m, (out.get(m) ?? 0) + 1);
  return out;
}

/** 360 → "2^{3} \times 3^{2} \times 5". */
export function factorTex(f: Map<number, number>): string {
  if (f.size === 0) return "1";
  return [...f].map(([p, k]) => (k === 1 ? String(p) : `${p}^{${k}}`)).join(" \\times ");
}

/** 360 → "2^3 × 3^2 × 5" for a final answer. */
export function factorPlain(f: Map<number, number>): string {
  return [...f].map(([p, k]) => (k === 1 ? String(p) : `${p}^${k}`)).join(" × ");
}

/** "Find the prime factorisation of 360", "is 91 a prime number?". */
export const primeSolver: Solver = {
  id: "primes",
  topic: "arithmetic",
  solve(q) {
    const fact = q.text.match(
      /prime factori[sz]ation of (\d+)|express (\d+) as a product of (?:its )?prime(?:s| factors)|prime factors of (\d+)/,
    );
    const isPrime = q.text.match(/\bis (\d+) (?:a )?prime(?: number)?\b|\bwhether (\d+) is (?:a )?prime/);
    const n = Number(fact?.[1] ?? fact?.[2] ?? fact?.[3] ?? isPrime?.[1] ?? isPrime?.[2] ?? Number.NaN);
    if (!Number.isInteger(n) || n < 2 || n > 1e9) return null;
    const f = primeFactors(n);
    const prime = f.size === 1 && [...f.values()][0] === 1;
    const division = [...f].flatMap(([p, k]) => Array.from({ length: k }, () => p));
    let rest = n;
    const ladder = division
      .map((p) => {
        const line = `${rest} \\div ${p} = ${rest / p}`;
        rest /= p;
        return line;
      })
      .join(" \\\\ ");
    if (isPrime) {
      const smallest = division[0];
      return {
        explanation: explanation({
          intro:
            "A prime number has exactly two factors: 1 and itself. We test division by the primes up to its square root.",
          steps: [
            {
              title: `Try primes up to $\\sqrt{${n}} \\approx ${Math.sqrt(n).toFixed(1)}$`,
              body: prime
                ? `None of them divides ${n} exactly.`
                : `${n} is divisible by ${smallest}: $${n} = ${smallest} \\times ${n / smallest}$.`,
            },
          ],
          answer: prime ? `Yes, ${n} is a prime number.` : `No, ${n} is not prime (it is composite).`,
        }),
        finalAnswer: prime ? "yes" : "no",
        similarQuestions: similar(
          q.seed,
          q.raw,
          (r) => `Is ${r.pick([51, 53, 57, 59, 61, 77, 83, 87, 89, 97, 119, 121])} a prime number?`,
        ),
        verified: true,
      };
    }
    return {
      explanation: explanation({
        intro: "We keep dividing by the smallest prime that goes in exactly, until we reach 1.",
        steps: [
          {
            title: "Divide by primes",
            body: display(`\\begin{aligned} ${ladder.replace(/ \\\\ /g, " \\\\ ")} \\end{aligned}`),
          },
          { title: "Write the product", body: display(`${n} = ${factorTex(f)}`) },
        ],
        answer: `$${n} = ${factorTex(f)}$`,
      }),
      finalAnswer: factorPlain(f),
      similarQuestions: similar(
        q.seed,
        q.raw,
        (r) =>
          `Find the prime factorisation of ${r.pick([72, 84, 90, 120, 126, 150, 180, 196, 210, 252, 300])}`,
      ),
      verified: division.reduce((a, b) => a * b, 1) === n,
    };
  },
};

const isPrime = (n: number): boolean => {
  if (n < 2) return false;
  for (let p = 2; p * p <= n; p++) if (n % p === 0) return false;
  return true;
};

/**
 * The primes between two numbers, listed or counted: "how many prime numbers are there between 1 and
 * 50?" (15), "list the primes between 10 and 30". An end that is itself prime makes "between"
 * ambiguous (is it counted?), so such a question is declined; the count is checked by a second sieve.
 */
export const primesBetweenSolver: Solver = {
  id: "primes-between",
  topic: "arithmetic",
  solve(q) {
    const m = q.text
      .replace(/[?.]\s*$/, "")
      .trim()
      .match(
        /^(?:(how many)|find (?:the number of|how many)|(?:find|list|write(?: down)?|name|what are)(?: all)?)?\s*(?:the )?(?:prime numbers|primes)(?: are there)? (?:between|from) (\d+) (?:and|to) (\d+)(?: are there)?$/,
      );
    if (!m) return null;
    const [lo, hi] = [Number(m[2]), Number(m[3])].sort((x, y) => x - y) as [number, number];
    if (hi > 1000 || hi - lo < 2 || isPrime(lo) || isPrime(hi)) return null;
    const primes: number[] = [];
    for (let n = lo + 1; n < hi; n++) if (isPrime(n)) primes.push(n);
    // Check: a sieve of Eratosthenes over the same range finds the same primes.
    const sieve = new Array<boolean>(hi + 1).fill(true);
    sieve[0] = false;
    sieve[1] = false;
    for (let p = 2; p * p <= hi; p++) if (sieve[p]) for (let k = p * p; k <= hi; k += p) sieve[k] = false;
    const again = sieve.map((ok, n) => (ok && n > lo && n < hi ? n : 0)).filter((n) => n > 0);
    if (again.join() !== primes.join()) return null;
    const count = /\bhow many\b|\bnumber of\b/.test(q.text);
    return {
      explanation: explanation({
        intro: `A prime number has exactly two factors, 1 and itself. We test each number between $${lo}$ and $${hi}$, from $${lo + 1}$ to $${hi - 1}$.`,
        steps: [
          { title: "The primes between them", body: `$${primes.join(", ")}$` },
          ...(count ? [{ title: "Count them", body: display(`${primes.length} \\text{ primes}`) }] : []),
        ],
        answer: count ? `**${primes.length}** primes: ${primes.join(", ")}` : `**${primes.join(", ")}**`,
      }),
      finalAnswer: count ? String(primes.length) : primes.join(", "),
      similarQuestions: similar(q.seed, q.raw, (r) => {
        const a = r.pick([10, 20, 30, 40, 50]);
        return `How many prime numbers are there between ${a} and ${a + r.pick([20, 30, 40])}?`;
      }),
      verified: true,
    };
  },
};
