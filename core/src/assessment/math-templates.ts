import type { DraftQuestion } from "./question";
import { rng } from "./shuffle";

/**
 * Math template items: the numbers vary, the distractors are typical mistakes (a sign error, the
 * wrong operation, an arithmetic slip), and `mathCheck` lets the math engine recompute the key.
 */
export function mathTemplateItems(count: number, seed: number): DraftQuestion[] {
  const random = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const items: DraftQuestion[] = [];
  const seen = new Set<string>();
  for (let tries = 0; items.length < count && tries < count * 20; tries++) {
    const kind = tries % 3;
    let stem: string;
    let question: string;
    let key: number;
    let wrong: number[];
    let explanation: string;
    let engineAnswer: string;
    if (kind === 0) {
      const a = int(2, 9);
      const x = int(-9, 12);
      const b = int(1, 20);
      const c = a * x + b;
      stem = `Solve for $x$: $${a}x + ${b} = ${c}$`;
      question = `Solve ${a}x + ${b} = ${c}`;
      key = x;
      // Sign error (moving b without changing its sign); wrong operation (multiplying by a); a slip.
      wrong = [(c + b) / a, (c - b) * a, x + 1];
      engineAnswer = `x = ${x}`;
      explanation = `Subtract ${b} from both sides: $${a}x = ${c - b}$. Divide by ${a}: $x = ${x}$.`;
    } else if (kind === 1) {
      const a = int(11, 99);
      const b = int(11, 99);
      stem = `What is $${a} \\times ${b}$?`;
      question = `${a} * ${b}`;
      key = a * b;
      wrong = [a + b, a * b + 10, a * b - b];
      engineAnswer = String(a * b);
      explanation = `$${a} \\times ${b} = ${a * b}$.`;
    } else {
      const a = int(2, 9);
      const b = int(2, 9);
      const sum = a + b;
      const x = int(2, 12);
      stem = `If $${a}x - ${b} = ${a * x - b}$, what is $x + ${sum}$?`;
      question = `Solve ${a}x - ${b} = ${a * x - b}`;
      key = x + sum;
      wrong = [(a * x - 2 * b) / a + sum, x - sum, x * sum];
      engineAnswer = `x = ${x}`;
      explanation = `$${a}x = ${a * x}$, so $x = ${x}$ and $x + ${sum} = ${x + sum}$.`;
    }
    const values = [key, ...wrong].map((v) => (Number.isInteger(v) ? v : Math.round(v * 100) / 100));
    if (new Set(values).size !== 4 || seen.has(stem)) continue;
    seen.add(stem);
    items.push({
      kind: "MCQ",
      stem,
      options: values.map((v, i) => ({ id: `o${i + 1}`, text: String(v) })),
      key: "o1",
      explanation,
      source: "math",
      page: null,
      quote: null,
      // The engine solves the equation (for x) or the product; the key follows from it.
      mathCheck: { question, answer: engineAnswer },
    });
  }
  return items;
}
