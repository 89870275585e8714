import type { ContextPair, MathTopicName } from "@vidya/core/schemas/tutor";
import type { Subject } from "@vidya/core/subjects";
import type { CheckStatus } from "@vidya/core/tutor/tutor-result";
import type { TokenUsage } from "./openai-chat";

/** Where a question on a subject page (not mathematics) is grounded: class, book, chapter, language. */
export interface SubjectGrounding {
  subject: Exclude<Subject, "mathematics">;
  grade: number;
  /** Null when the class has no chapters in the catalogue. */
  chapter: { title: string; number: number; book: string; publisher: "NCERT" | "GSEB" } | null;
  /** The language to answer in (see answerLanguage). */
  language: "en" | "hi" | "gu" | "sa";
}

/** One question for a provider: the topic page, the text, the follow-up context and any picture. */
export interface TutorRequest {
  /** On a subject page: the topic the math engine uses, should the question be mathematics. */
  topic: MathTopicName;
  /** Set for a question asked on another subject's page; absent for the math topic pages. */
  grounding?: SubjectGrounding | null;
  /** May be empty when a picture carries the question. */
  question: string;
  context: ContextPair[];
  image: { mime: string; bytes: Uint8Array } | null;
  /** The interface language: the offline engine writes its explanation's words in it (issue 25). */
  language?: "en" | "hi" | "gu";
}

/** A provider's whole reply: JSON text in SPEC 7's shape, and, if it checked itself, how. */
export interface ProviderOutput {
  text: string;
  /** Set by a provider that computed the answer (the local engine), so it is not checked again. */
  check?: { status: CheckStatus; verified: boolean };
}

/** Every AI provider streams: `onText` receives each new piece of the reply as it is written. */
export interface AiProvider {
  readonly name: "openai" | "local";
  stream(
    request: TutorRequest,
    onText: (piece: string) => void,
    signal?: AbortSignal,
    /** Told the model tokens used (never called by the local engine, which costs nothing). */
    onUsage?: (usage: TokenUsage) => void,
  ): Promise<ProviderOutput>;
}

/** Why a provider gave no usable reply; the task fails with this reason kept for the logs. */
export class ProviderError extends Error {
  override name = "ProviderError";
  constructor(
    message: string,
    /** e.g. "timeout", "rate-limited", "server-error", "rejected", "connection", "unreadable", "empty". */
    readonly kind: string,
  ) {
    super(message);
  }
}
