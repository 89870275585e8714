import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAiReply } from "./parse-ai-reply";
import { partialExplanation } from "./partial-explanation";
import { replyObjectArb, withModelBackslashes, wrapperArb } from "./reply-arbitraries";

const R = String.raw;

/** A reply as a model streams it: fenced, LaTeX with single backslashes, escapes, Hindi. */
const REAL_REPLY = `\`\`\`json
${R`{
  "explanation": "To solve 2x + 3 = 7:\n1. Subtract 3: 2x = 4.\n2. Divide by 2: x = \frac{4}{2} = 2.\nCheck: 2(2) + 3 = 7 \checkmark. Note x \neq 0, and \theta, \beta, \nabla, \times are fine.\tThe word "solve" means find x. हिंदी: \u0939\u0932",
  "similarQuestions": ["Solve 3x + 1 = 10.", "Solve \frac{x}{2} = 4.", "Solve 5 - x = 1."],
  "finalAnswer": "x = 2"
}`}
\`\`\``;

/** Every prefix's preview, in order. */
function previews(reply: string): (string | null)[] {
  return Array.from({ length: reply.length + 1 }, (_, i) => partialExplanation(reply.slice(0, i)));
}

/** Once shown, a preview only grows: each is a prefix of the next. */
function expectGrowing(all: (string | null)[]): void {
  let last: string | null = null;
  for (const current of all) {
    if (last !== null) {
      expect(current).not.toBeNull();
      expect((current ?? "").startsWith(last)).toBe(true);
    }
    last = current;
  }
}

describe("partialExplanation on a real streamed reply", () => {
  const all = previews(REAL_REPLY);
  const keyEnd = REAL_REPLY.indexOf('"explanation": "') + '"explanation": "'.length;

  it("is null until the explanation key and its opening quote have arrived", () => {
    expect(all.slice(0, keyEnd).every((p) => p === null)).toBe(true);
    expect(all[keyEnd]).toBe("");
  });
  it("grows with every prefix, never taking anything back", () => {
    expectGrowing(all);
  });
  it("ends with exactly what parseAiReply shows", () => {
    const parsed = parseAiReply(REAL_REPLY);
    expect(parsed.outcome).toBe("ok");
    expect(all.at(-1)).toBe(parsed.explanation);
    expect(parsed.explanation).toContain(`${R`x = \frac{4}{2} = 2.`}\nCheck`);
    expect(parsed.explanation).toContain(`${R`x \neq 0, and \theta, \beta, \nabla, \times are fine.`}\tThe`);
    expect(parsed.explanation).toContain('The word "solve" means');
    expect(parsed.explanation.endsWith("हिंदी: हल")).toBe(true);
  });
});

describe("partialExplanation details", () => {
  it("holds back a backslash command until it is finished", () => {
    expect(partialExplanation('{"explanation": "angle \\')).toBe("angle");
    expect(partialExplanation(R`{"explanation": "angle \th`)).toBe("angle");
    expect(partialExplanation(R`{"explanation": "angle \theta`)).toBe("angle");
    expect(partialExplanation(R`{"explanation": "angle \theta `)).toBe(R`angle \theta`);
    expect(partialExplanation(R`{"explanation": "line\nNext`)).toBe("line\nNext");
    expect(partialExplanation(R`{"explanation": "line\nab`)).toBe("line"); // may become \nabla
    expect(partialExplanation(R`{"explanation": "line\nabc`)).toBe("line\nabc");
  });
  it("holds back a part-written \\u escape", () => {
    expect(partialExplanation(R`{"explanation": "a \u09`)).toBe("a");
    expect(partialExplanation(R`{"explanation": "a \u0939`)).toBe("a ह");
  });
  it("holds back a quote until it is clear whether it ends the text", () => {
    expect(partialExplanation('{"explanation": "the word "')).toBe("the word");
    expect(partialExplanation('{"explanation": "the word "s')).toBe('the word "s');
    expect(partialExplanation('{"explanation": "done", ')).toBe("done");
    expect(partialExplanation('{"explanation": "done", "similar')).toBe("done");
  });
  it("waits while a code fence may be starting", () => {
    expect(partialExplanation("")).toBeNull();
    expect(partialExplanation("  `")).toBeNull();
    expect(partialExplanation("``")).toBeNull();
    expect(partialExplanation("```js")).toBeNull();
    expect(partialExplanation('```json\n{"explanation": "Hi')).toBe("Hi");
  });
  it("reads single-quoted JSON and keys in any order", () => {
    expect(partialExplanation("{'explanation': 'It's 5")).toBe("It's 5");
    expect(partialExplanation('{"similarQuestions": ["Q"], "explanation": "x = 2')).toBe("x = 2");
  });
  it("returns prose as it is, until a reply object appears in it", () => {
    expect(partialExplanation("The answer is")).toBe("The answer is");
    expect(partialExplanation("  The answer is\n")).toBe("  The answer is\n");
    expect(partialExplanation('Here it is: {"explanation": "x = 2')).toBe("x = 2");
  });
});

describe("partialExplanation properties", () => {
  it("for any generated reply, every prefix's preview grows and the last equals the parsed one", () => {
    fc.assert(
      fc.property(replyObjectArb, wrapperArb, fc.boolean(), (reply, wrap, modelStyle) => {
        const json = JSON.stringify(reply, null, modelStyle ? 0 : 2);
        const text = wrap(modelStyle ? withModelBackslashes(json) : json);
        const all = previews(text);
        // A reply that opens with JSON grows from the start; prose before the JSON is shown as prose,
        // and from the explanation's opening quote on the preview grows.
        const key = /"explanation":\s*"/.exec(text);
        const jsonFirst = /^\s*[{`]/.test(text);
        expectGrowing(all.slice(jsonFirst || key === null ? 0 : key.index + key[0].length));
        expect(all.at(-1)).toBe(parseAiReply(text).explanation);
      }),
      { numRuns: 150 },
    );
  });
});
