import { parseAiReply } from "@vidya/core/ai-reply/parse-ai-reply";
import { partialExplanation } from "@vidya/core/ai-reply/partial-explanation";
import type { TutorResult } from "@vidya/core/tutor/tutor-result";
import { boundedMath } from "@vidya/db/bounded-math";
import { splitReading } from "@vidya/engine/math/reading-line";
import { latexToPlain } from "@vidya/engine/socratic/latex";
import type { TokenUsage } from "../providers/openai-chat";
import { type AiProvider, ProviderError, type TutorRequest } from "../providers/provider";

/**
 * The tutor pipeline shared by the job and the CLI: streams the provider's reply, handing each
 * longer readable explanation to `onExplanation`; then parses it (SPEC 7, with SPEC 8's toast) and
 * checks a model's final answer with the local engine where the engine can solve the question.
 * Throws ProviderError when the provider fails or says nothing.
 */
export async function answerQuestion(
  provider: AiProvider,
  request: TutorRequest,
  onExplanation: (explanation: string) => void = () => {},
  signal?: AbortSignal,
  onUsage?: (usage: TokenUsage) => void,
): Promise<TutorResult> {
  let raw = "";
  let shown = "";
  const output = await provider.stream(
    request,
    (piece) => {
      raw += piece;
      const explanation = partialExplanation(raw);
      if (explanation !== null && explanation !== shown) {
        shown = explanation;
        onExplanation(explanation);
      }
    },
    signal,
    onUsage,
  );
  const parsed = parseAiReply(output.text);
  if (parsed.outcome === "empty") throw new ProviderError("empty reply", "empty");
  const finalAnswer = parsed.finalAnswer ?? null;
  const check = output.check
    ? {
        status: output.check.status,
        verified: output.check.verified,
        engineAnswer: null,
        engineReading: null,
      }
    : await checkWithEngine(request, finalAnswer);
  return {
    explanation: parsed.explanation,
    similarQuestions: parsed.similarQuestions,
    finalAnswer,
    verified: check.verified,
    checkStatus: check.status,
    engineAnswer: check.engineAnswer,
    engineReading: check.engineReading,
    toast: parsed.toast,
  };
}

/** The engine re-solves the question; "agree" makes the answer verified, "disagree" names its own. */
async function checkWithEngine(request: TutorRequest, finalAnswer: string | null) {
  const unchecked = {
    status: "unchecked",
    verified: false,
    engineAnswer: null,
    engineReading: null,
  } as const;
  if (!finalAnswer || request.question.trim() === "") return unchecked;
  // On the engine's thread, with a time limit (past it: "unknown", so nothing is marked checked).
  const engine = boundedMath();
  let verdict: Awaited<ReturnType<typeof engine.checkFinalAnswer>>;
  try {
    verdict = await engine.checkFinalAnswer(request.question, request.topic, finalAnswer);
  } catch {
    return unchecked;
  }
  if (verdict === "agree")
    return { status: "agree", verified: true, engineAnswer: null, engineReading: null } as const;
  if (verdict === "unknown") return unchecked;
  const own = await engine.solveMath(request.question, request.topic, request.language);
  // The note says what the engine read the question as, so the student can see who misread it.
  const reading = own.kind === "solved" ? splitReading(own.solution.explanation).reading : null;
  return {
    status: "disagree",
    verified: false,
    engineAnswer: own.kind === "solved" ? own.solution.finalAnswer : null,
    engineReading: reading ? latexToPlain(reading) : null,
  } as const;
}
