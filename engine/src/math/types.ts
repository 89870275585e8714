/** The six math pages of the app; also the topic hint a caller may pass. */
export type MathTopic = "arithmetic" | "algebra" | "geometry" | "calculus" | "statistics" | "problem-solving";

/** What the tutor shows a student for one solved question. */
export interface MathSolution {
  /** Markdown with LaTeX ($...$ inline, $$...$$ display), step by step. */
  explanation: string;
  /** Exactly three new questions of the same kind that this engine can also solve. */
  similarQuestions: string[];
  /** Short canonical plain-math answer (not LaTeX), e.g. "x = 2, x = 3" or "154 cm^2". */
  finalAnswer: string;
  /** True where the engine computed the answer itself or checked it independently. */
  verified: boolean;
}

/** The outcome of one call to the engine; expected failures are data, not exceptions. */
export type EngineResult =
  | { kind: "solved"; solution: MathSolution }
  | { kind: "not-math"; explanation: string }
  | { kind: "unsolved"; reason: string };

/** A student's question after normalisation, shared by every solver. */
export interface Question {
  /** As typed (trimmed), for names and quoting back. */
  raw: string;
  /** Lower-cased, symbols and number words rewritten (see normalize.ts). */
  text: string;
  /** Every number in `text`, in order, negatives included where clearly meant. */
  numbers: number[];
  /** Deterministic seed so similar questions are stable for the same question. */
  seed: number;
}

/** What a solver returns: the solution plus how strictly an answer's form matters when checking. */
export interface SolverOutput extends MathSolution {
  /** "factored": a candidate answer must also be a product of factors to agree. */
  answerForm?: "factored";
  /** How the question was read, in TeX, when the working's own lines do not show it (see reading-line.ts). */
  reading?: string;
  /** Numbers of the question the solver read and judged irrelevant (said so in its explanation). */
  dismissed?: number[];
}

/** One kind of question (e.g. "quadratic equation"); returns null when the question is not its kind. */
export interface Solver {
  id: string;
  topic: MathTopic;
  solve(q: Question): SolverOutput | null;
}
