/** What the worker needs to answer one chapter request (read from its ChapterQuestion row). */
export interface ChapterRequest {
  kind: "ANSWER" | "PRACTICE";
  grade: number;
  subject: string;
  chapterTitle: string;
  question: string;
  language: string;
  count: number;
}

/** Called with the whole answer so far while it streams. */
export type OnPartial = (textSoFar: string) => void;

/** One way of answering (an OpenAI-compatible model, a local engine, or the "none" message). */
export interface ChapterProvider {
  name: "openai" | "local-math" | "none";
  run(request: ChapterRequest, onPartial: OnPartial): Promise<string>;
}
