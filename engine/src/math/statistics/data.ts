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
  const runs = [...text.matchAll(/-?\d+(?:\.\d+)?(?:\s*(?:,|and|;|\s)\s*-?\d+(?:\.\d+)?)+/g)].map(
    (m) => m[0],
  );
  const best = runs.sort((a, b) => b.length - a.length)[0];
  if (!best) return null;
  const values = (best.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  return values.length >= 2 ? { values } : null;
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
