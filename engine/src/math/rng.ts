/** A tiny seeded PRNG (mulberry32) so similar questions are reproducible for the same input. */
export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
}

/** A deterministic generator from a seed. */
export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

/**
 * Three distinct questions from a generator, none equal to the original. Generators are written
 * so every output is solvable; the retry cap only guards against a generator with few variants.
 */
export function similar(seed: number, original: string, make: (r: Rng, i: number) => string): string[] {
  const r = makeRng(seed);
  const out: string[] = [];
  const seen = new Set([original.trim().toLowerCase()]);
  for (let tries = 0; out.length < 3 && tries < 60; tries++) {
    const q = make(r, out.length);
    const key = q.trim().toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(q);
    }
  }
  return out;
}
