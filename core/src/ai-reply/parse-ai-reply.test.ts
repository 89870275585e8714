import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { parseAiReply, SIMILAR_QUESTIONS_MAX } from "./parse-ai-reply";
import { replyObjectArb, withModelBackslashes, wrapperArb } from "./reply-arbitraries";

describe("parseAiReply outcomes and toasts (SPEC 8)", () => {
  it("an empty or blank reply: 'Empty AI response.'", () => {
    for (const reply of ["", "   ", "\n\t"]) {
      expect(parseAiReply(reply)).toEqual({
        explanation: "",
        similarQuestions: [],
        outcome: "empty",
        toast: "Empty AI response.",
      });
    }
  });
  it("JSON of the wrong shape: 'AI response structure incorrect.' and the raw text shown", () => {
    const reply = '  {"text": "x = 2"}  ';
    expect(parseAiReply(reply)).toEqual({
      explanation: '{"text": "x = 2"}',
      similarQuestions: [],
      outcome: "structure",
      toast: MESSAGES.aiStructureIncorrect,
    });
  });
  it("requires similarQuestions to be a list of strings", () => {
    for (const questions of ["null", "{}", '"Q1"', "[1]", "[null]"]) {
      expect(parseAiReply(`{"explanation": "x", "similarQuestions": ${questions}}`).outcome).toBe(
        "structure",
      );
    }
    expect(parseAiReply('{"explanation": "x"}').outcome).toBe("structure");
  });
  it("unparseable but with a findable explanation: shown without a toast", () => {
    const parsed = parseAiReply('{"explanation": "x = 2", "similarQuestions": ["Q1", "Q2"');
    expect(parsed).toEqual({
      explanation: "x = 2",
      similarQuestions: ["Q1", "Q2"],
      outcome: "pattern",
      toast: null,
    });
  });
  it("unparseable with nothing to find: 'Failed to parse AI response.' and the raw text shown", () => {
    expect(parseAiReply("  The answer is 5.  ")).toEqual({
      explanation: "The answer is 5.",
      similarQuestions: [],
      outcome: "raw",
      toast: "Failed to parse AI response.",
    });
  });
  it("keeps at most three non-empty trimmed questions", () => {
    const parsed = parseAiReply('{"explanation": "x", "similarQuestions": [" a ", "", "b", " ", "c", "d"]}');
    expect(parsed.similarQuestions).toEqual(["a", "b", "c"]);
    expect(SIMILAR_QUESTIONS_MAX).toBe(3);
  });
  it("reads an optional final answer and ignores one that is not text", () => {
    expect(parseAiReply('{"explanation": "x", "similarQuestions": [], "finalAnswer": "7"}').finalAnswer).toBe(
      "7",
    );
    expect(parseAiReply('{"explanation": "x", "similarQuestions": [], "finalAnswer": 7.5}').finalAnswer).toBe(
      "7.5",
    );
    const odd = parseAiReply('{"explanation": "x", "similarQuestions": [], "finalAnswer": ["7"]}');
    expect(odd.outcome).toBe("ok");
    expect("finalAnswer" in odd).toBe(false);
    expect(
      "finalAnswer" in parseAiReply('{"explanation": "x", "similarQuestions": [], "finalAnswer": " "}'),
    ).toBe(false);
  });
  it("finds a final answer by pattern too", () => {
    const parsed = parseAiReply('{"explanation": "x = 2", "finalAnswer": "2", "similarQuestions": ["Q1", ');
    expect(parsed).toMatchObject({ outcome: "pattern", finalAnswer: "2", similarQuestions: ["Q1"] });
  });
  it("does not unwrap a twice-encoded reply of the wrong shape", () => {
    const reply = JSON.stringify(JSON.stringify({ text: "x" }));
    expect(parseAiReply(reply)).toMatchObject({ outcome: "structure", explanation: reply });
  });
  it("treats a bare JSON string as the wrong shape", () => {
    expect(parseAiReply('"x = 2"').outcome).toBe("structure");
  });
});

describe("parseAiReply properties", () => {
  it("any reply object, however wrapped and whether backslashes are doubled or not, reads back exactly", () => {
    fc.assert(
      fc.property(replyObjectArb, wrapperArb, fc.boolean(), (reply, wrap, modelStyle) => {
        const json = JSON.stringify(reply, null, modelStyle ? 0 : 2);
        const parsed = parseAiReply(wrap(modelStyle ? withModelBackslashes(json) : json));
        const answer = reply.finalAnswer?.trim();
        expect(parsed).toEqual({
          explanation: reply.explanation.trim(),
          similarQuestions: reply.similarQuestions
            .map((q) => q.trim())
            .filter((q) => q !== "")
            .slice(0, 3),
          outcome: "ok",
          toast: null,
          ...(answer ? { finalAnswer: answer } : {}),
        });
      }),
      { numRuns: 500 },
    );
  });

  it("never throws, and always shows something unless the reply is blank", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (reply) => {
        const parsed = parseAiReply(reply);
        expect(parsed.outcome === "empty").toBe(reply.trim() === "");
        if (parsed.outcome !== "empty") expect(parsed.explanation.length).toBeGreaterThan(0);
        expect(parsed.similarQuestions.length).toBeLessThanOrEqual(3);
      }),
      { numRuns: 500 },
    );
  });

  it("cutting a reply short anywhere still shows a prefix of the explanation, never an error", () => {
    fc.assert(
      fc.property(replyObjectArb, fc.nat(), (reply, at) => {
        const json = withModelBackslashes(JSON.stringify(reply));
        const cut = json.slice(0, at % (json.length + 1));
        const parsed = parseAiReply(cut);
        if (parsed.outcome === "pattern" || parsed.outcome === "ok") {
          expect(reply.explanation.trim().startsWith(parsed.explanation)).toBe(true);
        } else {
          expect(["empty", "raw", "structure"]).toContain(parsed.outcome);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
