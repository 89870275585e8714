import { dec, show } from "../format";

/** The data set in a question: an explicit list, or "the first n natural/even/odd numbers". */
export function dataList(text: string): { values: number[]; described?: string } | null {
  const first = text.match(
    /first (\d+) (natural|whole|even|odd|prime) numbers|first (\d+) multiples of (\d+)/,
  );
  if (first) {
    const n = Number(first[1] ?? first[3]);
    if (n < 1 || n > 200) return null;
    const kind = first[2];
    let values: number[];
    if (first[4]) values = Array.from({ length: n }, (_, i) => (i + 1) * Number(first[4]));
    else if (kind === "natural") values = Array.from({ length: n }, (_, i) => i + 1);
    else if (kind === "whole") values = Array.from({ length: n }, (_, i) => i);
    else if (kind === "even") values = Array.from({ length: n }, (_, i) => 2 * (i + 1));
    else if (kind === "odd") values = Array.from({ length: n }, (_, i) => 2 * i + 1);
    else values = primes(n);
    return { values, described: first[0] };
  }
  // "All prime numbers between 10 and 30", "odd numbers from 1 to 19", "multiples of 3 between 10 and 40":
  // the kind of number in a range (between: both ends left out; from … to: both kept).
  const range = text.match(
    /\b(?:(prime|even|odd|natural|whole) numbers|multiples of (\d+)) (between|from) (\d+) (?:and|to) (\d+)\b/,
  );
  if (range) {
    const [lo, hi] = [Number(range[4]), Number(range[5])];
    if (!(hi > lo) || hi - lo > 1000) return null;
    const inclusive = range[3] === "from";
    const kind = range[1];
    const step = Number(range[2]);
    const keep = (k: number) =>
      range[2]
        ? k % step === 0
        : kind === "prime"
          ? isPrime(k)
          : kind === "even"
            ? k % 2 === 0
            : kind === "odd"
              ? k % 2 !== 0
              : k >= (kind === "natural" ? 1 : 0);
    const values: number[] = [];
    for (let k = inclusive ? lo : lo + 1; k <= (inclusive ? hi : hi - 1); k++) if (keep(k)) values.push(k);
    return values.length >= 1 ? { values, described: range[0] } : null;
  }
  // A list of plain values: "the average of 2^3 and 4^2" is not the data 3, 4.
  if (/\d\s*[\^*×÷]\s*\d/.test(text)) return null;
  const runs = [...text.matchAll(/-?\d+(?:\.\d+)?(?:\s*(?:,|and|;|\s)\s*-?\d+(?:\.\d+)?)+/g)].map(
    (m) => m[0],
  );
  const best = runs.sort((a, b) => b.length - a.length)[0];
  if (!best) return null;
  const values = (best.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  return values.length >= 2 ? { values } : null;
}

/** Whether k is prime, by trial division (school ranges are small). */
function isPrime(k: number): boolean {
  for (let d = 2; d * d <= k; d++) if (k % d === 0) return false;
  return k > 1;
}

function primes(n: number): number[] {
  const out: number[] = [];
  for (let k = 2; out.length < n; k++) if (out.every((p) => k % p !== 0)) out.push(k);
  return out;
}

/** A statistic as a student writes it: exact when short, else 2 decimal places. */
export function stat(v: number): string {
  const exact = show(v);
  return /^-?\d+(\.\d{1,3})?$/.test(exact) ? exact : dec(v, 2);
}

/** Median of a sorted list. */
export function medianOf(sorted: number[]): number {
  const n = sorted.length;
  const mid = Math.floor(n / 2);
  return n % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
