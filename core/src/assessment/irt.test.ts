import { describe, expect, it } from "vitest";
import { D, eap, information, MAX_ITEMS, nextItem, pCorrect, shouldStop } from "./irt";
import { rng } from "./shuffle";

describe("the IRT model", () => {
  it("gives the textbook probabilities and information (Lord 1980; Baker & Kim 2004)", () => {
    // 2PL at θ = b: P = ½ and I = D²a²/4 (= 0.7225 for a = 1 with D = 1.7).
    expect(pCorrect(0, { a: 1, b: 0, c: 0 })).toBe(0.5);
    expect(information(0, { a: 1, b: 0, c: 0 })).toBeCloseTo((D * D) / 4, 10);
    // 3PL a = 1, b = 0, c = 0.2 at θ = 0: P = 0.6, I = D²·(Q/P)·((P−c)/(1−c))² = 0.48167.
    expect(pCorrect(0, { a: 1, b: 0, c: 0.2 })).toBeCloseTo(0.6, 10);
    expect(information(0, { a: 1, b: 0, c: 0.2 })).toBeCloseTo(0.481667, 5);
    // Baker's worked example (a = 1.5, b = 1, D = 1.7, c = 0) at θ = 2: P = 1/(1+e^−2.55) = 0.9276.
    expect(pCorrect(2, { a: 1.5, b: 1, c: 0 })).toBeCloseTo(0.9276, 4);
    // With a guessing floor the item's information peaks above b (Birnbaum): θmax = b + ln(½(1+√(1+8c)))/(Da).
    const item = { a: 1, b: 0, c: 0.25 };
    const peak = Math.log(0.5 * (1 + Math.sqrt(1 + 8 * 0.25))) / D;
    expect(information(peak, item)).toBeGreaterThan(information(peak - 0.05, item));
    expect(information(peak, item)).toBeGreaterThan(information(peak + 0.05, item));
  });

  it("estimates ability by EAP: the prior without answers, symmetry, and a shrinking SD", () => {
    expect(eap([], { mean: 0.3, sd: 1 }).theta).toBeCloseTo(0.3, 2);
    expect(eap([], { mean: 0, sd: 1 }).sd).toBeCloseTo(1, 2);
    const items = [
      { item: { a: 1, b: -1, c: 0 }, correct: true },
      { item: { a: 1, b: 1, c: 0 }, correct: false },
    ];
    const est = eap(items);
    expect(est.theta).toBeCloseTo(0, 6);
    expect(est.sd).toBeLessThan(1);
    expect(eap([{ item: { a: 1, b: 0, c: 0 }, correct: true }]).theta).toBeGreaterThan(0);
    expect(eap([{ item: { a: 1, b: 0, c: 0 }, correct: false }]).theta).toBeLessThan(0);
  });

  it("recovers a simulated student's ability within the stated uncertainty in at least 90 % of runs", () => {
    const random = rng(42);
    const bank = Array.from({ length: 300 }, (_, i) => ({
      id: `q${i}`,
      chapterId: `c${i % 10}`,
      a: 0.8 + random() * 1.2,
      b: -2.5 + random() * 5,
      c: 0.25,
    }));
    let within = 0;
    const runs = 200;
    for (let r = 0; r < runs; r++) {
      const theta = -2 + random() * 4;
      const seen = new Set<string>();
      const covered = new Set<string>();
      const responses: { item: (typeof bank)[number]; correct: boolean }[] = [];
      let est = { theta: 0, sd: 1 };
      while (!shouldStop(responses.length, est.sd)) {
        const item = nextItem(
          est.theta,
          bank.filter((b) => !seen.has(b.id)),
          covered,
          random,
        );
        if (!item) break;
        seen.add(item.id);
        covered.add(item.chapterId);
        responses.push({ item, correct: random() < pCorrect(theta, item) });
        est = eap(responses);
      }
      expect(responses.length).toBeLessThanOrEqual(MAX_ITEMS);
      // "Within the stated SD": inside the posterior's 95 % interval (±2 SD).
      if (Math.abs(est.theta - theta) <= 2 * est.sd) within++;
    }
    expect(within / runs).toBeGreaterThanOrEqual(0.9);
  });

  it("covers every chapter before repeating one (content balancing)", () => {
    const pool = [
      { id: "a1", chapterId: "A", a: 2, b: 0, c: 0 },
      { id: "a2", chapterId: "A", a: 2, b: 0.1, c: 0 },
      { id: "b1", chapterId: "B", a: 0.3, b: 3, c: 0 },
    ];
    expect(nextItem(0, pool, new Set(["A"]), () => 0)?.id).toBe("b1");
    expect(nextItem(0, pool, new Set(), () => 0)?.id).toBe("a1");
    expect(nextItem(0, [], new Set(), () => 0)).toBeNull();
  });
});
