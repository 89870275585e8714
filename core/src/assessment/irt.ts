/**
 * Item response theory for the BlackBox diagnostic and the quick tests' calibration: the 2PL model
 * with a guessing floor (3PL with a fixed c), ability by EAP on a fixed grid, item information,
 * and next-item choice by maximum information with exposure control and content balancing.
 * Written here on purpose (DESIGN: "IRT … written by us"); every function is pure.
 */

/** The scaling constant that makes the logistic curve match the normal ogive (Lord, 1980). */
export const D = 1.7;
/** The posterior SD at which the diagnostic may stop… */
export const STOP_SD = 0.4;
/** …once at least this many items were answered… */
export const MIN_ITEMS = 12;
/** …and it stops here at the latest. */
export const MAX_ITEMS = 25;
/** Next item: drawn at random among this many most informative ones (exposure control). */
export const TOP_K = 5;

export interface IrtItem {
  /** Discrimination. */
  a: number;
  /** Difficulty. */
  b: number;
  /** Guessing floor: 1/options for a multiple-choice item, 0 for a typed answer. */
  c: number;
}

/** P(right | θ) = c + (1 − c) / (1 + e^(−D a (θ − b))). */
export function pCorrect(theta: number, item: IrtItem): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-D * item.a * (theta - item.b)));
}

/** Fisher information of an item at θ (Birnbaum's 3PL formula; with c = 0 it is D²a²PQ). */
export function information(theta: number, item: IrtItem): number {
  const p = pCorrect(theta, item);
  const q = 1 - p;
  if (p <= 0 || q <= 0) return 0;
  return (D * D * item.a * item.a * q * (p - item.c) ** 2) / (p * (1 - item.c) ** 2);
}

/** The quadrature grid: −4 … 4 in steps of 0.1. */
const GRID = Array.from({ length: 81 }, (_, i) => -4 + i * 0.1);

export interface Prior {
  mean: number;
  sd: number;
}

export interface Estimate {
  theta: number;
  sd: number;
}

/**
 * Expected a posteriori ability (Bock & Mislevy, 1982) with a normal prior, on an 81-point grid.
 * Returns the posterior mean and SD; with no responses, the prior itself.
 */
export function eap(
  responses: { item: IrtItem; correct: boolean }[],
  prior: Prior = { mean: 0, sd: 1 },
): Estimate {
  let sum = 0;
  let sumT = 0;
  let sumT2 = 0;
  for (const theta of GRID) {
    let logL = -0.5 * ((theta - prior.mean) / prior.sd) ** 2;
    for (const r of responses) {
      const p = Math.min(1 - 1e-9, Math.max(1e-9, pCorrect(theta, r.item)));
      logL += Math.log(r.correct ? p : 1 - p);
    }
    const w = Math.exp(logL);
    sum += w;
    sumT += w * theta;
    sumT2 += w * theta * theta;
  }
  const mean = sumT / sum;
  return { theta: mean, sd: Math.sqrt(Math.max(0, sumT2 / sum - mean * mean)) };
}

/** Whether a run may stop: SD ≤ 0.4 after at least 12 items, or 25 items. */
export function shouldStop(answered: number, sd: number): boolean {
  return answered >= MAX_ITEMS || (answered >= MIN_ITEMS && sd <= STOP_SD);
}

/**
 * The next item: chapters not yet covered come first (content balancing: at least one item per
 * chapter), then the most informative items at θ; one of the best TOP_K is drawn with `random`
 * (exposure control). Null when no item is left.
 */
export function nextItem<T extends IrtItem & { id: string; chapterId: string }>(
  theta: number,
  pool: readonly T[],
  coveredChapters: ReadonlySet<string>,
  random: () => number,
): T | null {
  if (pool.length === 0) return null;
  const uncovered = pool.filter((i) => !coveredChapters.has(i.chapterId));
  const candidates = uncovered.length > 0 ? uncovered : pool;
  const best = [...candidates]
    .sort((x, y) => information(theta, y) - information(theta, x) || x.id.localeCompare(y.id))
    .slice(0, TOP_K);
  return best[Math.min(best.length - 1, Math.floor(random() * best.length))] ?? null;
}

/** The prior of a student: centred on their class's mean ability when known, else 0. */
export function classPrior(classMean: number | null): Prior {
  return { mean: classMean ?? 0, sd: 1 };
}
