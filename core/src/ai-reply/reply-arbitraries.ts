import fc from "fast-check";

/**
 * Test support only (fast-check is a dev dependency): replies as a model would write them, built from
 * pieces that stress the parser — LaTeX whose backslash looks like a JSON escape, quotes, braces,
 * commas, newlines, Devanagari. A LaTeX command never runs into a following letter: that would be
 * ambiguous even to a person (`\thetathe`).
 */

const PIECES = [
  "x = 2",
  "the sum",
  "नमस्ते दुनिया",
  "don't",
  '"quoted"',
  '"a", "b"',
  "{a}",
  "[1, 2]",
  ": ",
  ", ",
  "}",
  "]",
  "'",
  "50%",
  "\\frac{1}{2}",
  "\\theta ",
  "\\times ",
  "\\neq ",
  "\\nabla ",
  "\\beta ",
  "\\text{cm}",
  "\\sqrt{2}",
  "\\cdot ",
  "\\left(",
  "\\right)",
  "\\pi ",
  "\\(x\\)",
  "\\$",
  "\n- ",
  "\n1. ",
  "\t ",
  " ",
  " ",
];

/** Explanation text: any mix of the pieces. */
export const explanationArb: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 25 })
  .map((parts) => parts.join(""))
  .filter((text) => text.trim() !== "");

/** A reply object with up to five similar questions and maybe a final answer. */
export const replyObjectArb = fc.record(
  {
    explanation: explanationArb,
    similarQuestions: fc.array(explanationArb, { maxLength: 5 }),
    finalAnswer: explanationArb,
  },
  { requiredKeys: ["explanation", "similarQuestions"] },
);

/** The ways a model wraps the same JSON text. */
export const wrapperArb = fc.constantFrom(
  (json: string) => json,
  (json: string) => `\`\`\`json\n${json}\n\`\`\``,
  (json: string) => `Here is the answer:\n${json}\nHope this helps!`,
  (json: string) => `  \n\`\`\`\n${json}\n\`\`\`\nAsk me more.`,
);

/** JSON with single LaTeX backslashes, as models usually write it, instead of doubled ones. */
export function withModelBackslashes(json: string): string {
  return json.replaceAll("\\\\", "\\");
}
