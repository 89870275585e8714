import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { type ParsedReply, parseAiReply } from "./parse-ai-reply";

/**
 * Replies as models really write them, each with what the student should see. `String.raw` keeps
 * every backslash exactly as the model sent it.
 */
interface Case {
  name: string;
  reply: string;
  expected: ParsedReply;
}

const R = String.raw;
const Q3 = ["Solve 2x + 3 = 7.", "Solve 5x - 2 = 13.", "Solve 3(x + 1) = 12."];

function ok(explanation: string, similarQuestions: string[] = [], finalAnswer?: string): ParsedReply {
  return {
    explanation,
    similarQuestions,
    outcome: "ok",
    toast: null,
    ...(finalAnswer ? { finalAnswer } : {}),
  };
}
function pattern(explanation: string, similarQuestions: string[] = []): ParsedReply {
  return { explanation, similarQuestions, outcome: "pattern", toast: null };
}
function structure(reply: string): ParsedReply {
  return {
    explanation: reply.trim(),
    similarQuestions: [],
    outcome: "structure",
    toast: MESSAGES.aiStructureIncorrect,
  };
}
function raw(reply: string): ParsedReply {
  return { explanation: reply.trim(), similarQuestions: [], outcome: "raw", toast: MESSAGES.aiParseFailed };
}

const arrayReply = '[{"explanation": "x = 2", "similarQuestions": []}]';
const stringQuestions = '{"explanation": "x = 2", "similarQuestions": "Solve 2x = 8."}';
const noExplanation = '{"answer": "x = 2", "similarQuestions": ["Solve 2x = 8."]}';
const numberExplanation = '{"explanation": 42, "similarQuestions": []}';
const mixedQuestions = '{"explanation": "x = 2", "similarQuestions": ["Solve 2x = 8.", 7]}';
const blankExplanation = '{"explanation": "   ", "similarQuestions": ["Solve 2x = 8."]}';
const emptyObject = "```json\n{}\n```";
const onlyMath = "I can only help with mathematics questions...";
const prose = "The answer is 12 because 3 times 4 is 12. Try the set {1, 2, 3} next.";

const CORPUS: Case[] = [
  {
    name: "clean JSON",
    reply: `{"explanation": "Subtract 3, then divide by 2: x = 2.", "similarQuestions": ${JSON.stringify(Q3)}}`,
    expected: ok("Subtract 3, then divide by 2: x = 2.", Q3),
  },
  {
    name: "fenced with a json tag",
    reply: '```json\n{\n  "explanation": "x = 2",\n  "similarQuestions": ["Solve 2x = 8."]\n}\n```',
    expected: ok("x = 2", ["Solve 2x = 8."]),
  },
  {
    name: "fenced without a tag, blank lines around",
    reply: '\n\n```\n{"explanation": "x = 2", "similarQuestions": []}\n```\n\n',
    expected: ok("x = 2"),
  },
  {
    name: "single-backslash LaTeX, including commands that look like JSON escapes",
    reply: R`{"explanation": "Half is \frac{1}{2}; \theta = 30^\circ so \sin\theta = \frac{1}{2}. x \neq 0, \beta \times 2, \nabla f, 5\,\text{cm}, \sqrt{2} \cdot \pi, \left( a \right), \tan x \to \infty, \rho, \underline{u}", "similarQuestions": ["Find \tan 45^\circ."]}`,
    expected: ok(
      R`Half is \frac{1}{2}; \theta = 30^\circ so \sin\theta = \frac{1}{2}. x \neq 0, \beta \times 2, \nabla f, 5\,\text{cm}, \sqrt{2} \cdot \pi, \left( a \right), \tan x \to \infty, \rho, \underline{u}`,
      [R`Find \tan 45^\circ.`],
    ),
  },
  {
    name: "correctly doubled LaTeX backslashes",
    reply: R`{"explanation": "Half is \\frac{1}{2} and \\theta = \\pi/6", "similarQuestions": ["What is \\sqrt{16}?"]}`,
    expected: ok(R`Half is \frac{1}{2} and \theta = \pi/6`, [R`What is \sqrt{16}?`]),
  },
  {
    name: "real \\n and \\t escapes next to LaTeX",
    reply: R`{"explanation": "Step 1:\nUse \frac{a}{b}.\nStep 2:\tcheck x \neq 0.\r\nNote: \nu is nu, \nThe end.", "similarQuestions": []}`,
    expected: ok(
      `Step 1:\nUse ${R`\frac{a}{b}`}.\nStep 2:\tcheck x ${R`\neq`} 0.\r\nNote: ${R`\nu`} is nu, \nThe end.`,
    ),
  },
  {
    name: "KaTeX delimiters, escaped dollars, \\u escapes",
    reply: R`{"explanation": "Inline \(x^2\), display \[x = 2\], costs \$5, caf\u00e9", "similarQuestions": []}`,
    expected: ok(R`Inline \(x^2\), display \[x = 2\], costs \$5, café`),
  },
  {
    name: "trailing commas in the object and the list",
    reply: '{"explanation": "x = 2", "similarQuestions": ["Solve 2x = 8.", "Solve 3x = 9.",],}',
    expected: ok("x = 2", ["Solve 2x = 8.", "Solve 3x = 9."]),
  },
  {
    name: "raw newlines and tabs inside strings",
    reply:
      '{"explanation": "Step 1: subtract 3.\nStep 2:\tdivide by 2.\n\nSo x = 2.", "similarQuestions": ["Solve\n2x = 8."]}',
    expected: ok("Step 1: subtract 3.\nStep 2:\tdivide by 2.\n\nSo x = 2.", ["Solve\n2x = 8."]),
  },
  {
    name: "single quotes with apostrophes inside",
    reply:
      "{'explanation': 'A triangle's angles add up to 180°. Don't forget it!', 'similarQuestions': ['What's the third angle if two are 60°?']}",
    expected: ok("A triangle's angles add up to 180°. Don't forget it!", [
      "What's the third angle if two are 60°?",
    ]),
  },
  {
    name: "prose before and after the JSON",
    reply:
      'Sure! Here is the solution:\n{"explanation": "x = 2", "similarQuestions": ["Solve 2x = 8."]}\nHope this helps {and good luck}!',
    expected: ok("x = 2", ["Solve 2x = 8."]),
  },
  {
    name: "prose around a fenced block",
    reply:
      'Here you go:\n```json\n{"explanation": "x = 2", "similarQuestions": []}\n```\nLet me know if you need more.',
    expected: ok("x = 2"),
  },
  {
    name: "truncated in the middle of the explanation",
    reply: R`{"explanation": "First subtract 3 from both sides to get 2x = 4. Then \frac{4}{2`,
    expected: pattern(R`First subtract 3 from both sides to get 2x = 4. Then \frac{4}{2`),
  },
  {
    name: "truncated inside the second similar question",
    reply: '```json\n{"explanation": "x = 2", "similarQuestions": ["Solve 2x = 8.", "Solve 3x',
    expected: pattern("x = 2", ["Solve 2x = 8."]),
  },
  {
    name: "unescaped quotes inside strings",
    reply:
      '{"explanation": "The word "sum" means "add". So 2 + 3 = 5.", "similarQuestions": ["What does "product" mean?"]}',
    expected: ok('The word "sum" means "add". So 2 + 3 = 5.', ['What does "product" mean?']),
  },
  {
    name: "properly escaped quotes",
    reply: R`{"explanation": "The word \"sum\" means add.", "similarQuestions": []}`,
    expected: ok('The word "sum" means add.'),
  },
  {
    name: "Hindi text",
    reply:
      '{"explanation": "दो और तीन का योग पाँच है। 2 + 3 = 5", "similarQuestions": ["चार और पाँच का योग क्या है?"]}',
    expected: ok("दो और तीन का योग पाँच है। 2 + 3 = 5", ["चार और पाँच का योग क्या है?"]),
  },
  {
    name: "Hindi as \\u escapes",
    reply: R`{"explanation": "\u0928\u092e\u0938\u094d\u0924\u0947", "similarQuestions": []}`,
    expected: ok("नमस्ते"),
  },
  { name: "empty", reply: "", expected: { ...raw(""), outcome: "empty", toast: MESSAGES.emptyAiResponse } },
  {
    name: "only whitespace",
    reply: " \n\t  \n",
    expected: { ...raw(""), outcome: "empty", toast: MESSAGES.emptyAiResponse },
  },
  { name: "a JSON array instead of an object", reply: arrayReply, expected: structure(arrayReply) },
  { name: "similarQuestions as a string", reply: stringQuestions, expected: structure(stringQuestions) },
  { name: "no explanation key", reply: noExplanation, expected: structure(noExplanation) },
  { name: "explanation is a number", reply: numberExplanation, expected: structure(numberExplanation) },
  { name: "a question that is not a string", reply: mixedQuestions, expected: structure(mixedQuestions) },
  { name: "a blank explanation", reply: blankExplanation, expected: structure(blankExplanation) },
  { name: "an empty object in a fence", reply: emptyObject, expected: structure(emptyObject) },
  {
    name: "more than three questions, some blank, with padding",
    reply: '{"explanation": "  x = 2  ", "similarQuestions": ["  Q1 ", "", "   ", "Q2", "Q3", "Q4"]}',
    expected: ok("x = 2", ["Q1", "Q2", "Q3"]),
  },
  {
    name: "a final answer",
    reply: '{"explanation": "x = 2", "similarQuestions": [], "finalAnswer": " x = 2 "}',
    expected: ok("x = 2", [], "x = 2"),
  },
  {
    name: "a numeric final answer, keys in another order",
    reply: '{"finalAnswer": 12, "similarQuestions": ["Q1"], "explanation": "3 × 4 = 12"}',
    expected: ok("3 × 4 = 12", ["Q1"], "12"),
  },
  {
    name: "unquoted keys, as in a JavaScript object",
    reply: "{explanation: 'x = 2', similarQuestions: ['Solve 2x = 8.'], finalAnswer: null}",
    expected: ok("x = 2", ["Solve 2x = 8."]),
  },
  {
    name: "JSON encoded twice",
    reply: JSON.stringify(JSON.stringify({ explanation: "x = 2", similarQuestions: ["Solve 2x = 8."] })),
    expected: ok("x = 2", ["Solve 2x = 8."]),
  },
  {
    name: "a forgotten comma between keys",
    reply: '{"explanation": "x = 2"\n"similarQuestions": ["Solve 2x = 8.", "Solve 3x = 9."]}',
    expected: pattern("x = 2", ["Solve 2x = 8.", "Solve 3x = 9."]),
  },
  {
    name: "a code fence inside the explanation",
    reply: '{"explanation": "Run:\n```python\nprint(2 + 3)\n```", "similarQuestions": []}',
    expected: ok("Run:\n```python\nprint(2 + 3)\n```"),
  },
  {
    name: "markdown prose with Explanation and Similar Questions headings",
    reply:
      "**Explanation:** Subtract 3 from both sides, then divide by 2, so x = 2.\n\n**Similar Questions:**\n1. Solve 2x + 5 = 9.\n2) Solve 4x = 20.\n- Solve x/3 = 2.\n- Solve x + 1 = 0.\n\nGood luck!",
    expected: pattern("Subtract 3 from both sides, then divide by 2, so x = 2.", [
      "Solve 2x + 5 = 9.",
      "Solve 4x = 20.",
      "Solve x/3 = 2.",
    ]),
  },
  { name: "the maths-only refusal as plain prose", reply: onlyMath, expected: raw(onlyMath) },
  { name: "prose with braces that are not JSON", reply: prose, expected: raw(prose) },
];

describe("AI reply corpus", () => {
  it("has at least 25 replies", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(25);
  });
  it.each(CORPUS)("$name", ({ reply, expected }) => {
    expect(parseAiReply(reply)).toEqual(expected);
  });
});
