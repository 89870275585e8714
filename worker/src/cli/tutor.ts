import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { MATH_TOPICS, MathTopicSchema, QuestionLineSchema } from "@vidya/core/schemas/tutor";
import { createProvider } from "../ai/providers/choose-provider";
import type { AiProvider } from "../ai/providers/provider";
import { answerQuestion } from "../ai/tutor/answer-question";
import { AiEnvSchema, aiEnvProblem, parseEnv } from "../env";

const USAGE = `Usage:
  pnpm tutor ask --topic <topic> "<question>"   prints one JSON line
  pnpm tutor ask --jsonl < questions.jsonl      one {"topic", "question"} per line in, one result per line out
Topics: ${MATH_TOPICS.join(", ")}. The provider is AI_PROVIDER (auto, openai, local), as for the worker.`;

/** What the CLI prints per question. */
interface CliResult {
  explanation: string;
  similarQuestions: string[];
  finalAnswer: string | null;
  verified: boolean;
}

async function ask(
  provider: AiProvider,
  topic: unknown,
  question: unknown,
): Promise<CliResult | { error: string }> {
  const parsed = QuestionLineSchema.safeParse({ topic, question });
  if (!parsed.success) return { error: parsed.error.issues.map((i) => i.message).join(" ") };
  try {
    const r = await answerQuestion(provider, { ...parsed.data, context: [], image: null });
    return {
      explanation: r.explanation,
      similarQuestions: r.similarQuestions,
      finalAnswer: r.finalAnswer,
      verified: r.verified,
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Reads stdin line by line and writes results in input order; model calls overlap, output never reorders. */
async function askLines(provider: AiProvider, fallbackTopic: string | undefined): Promise<boolean> {
  const concurrency = provider.name === "openai" ? 4 : 1;
  const pending: Promise<string>[] = [];
  let allOk = true;
  const writeFirst = async () => {
    const line = await pending.shift();
    if (line !== undefined) process.stdout.write(`${line}\n`);
  };
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line.trim() === "") continue;
    pending.push(
      (async () => {
        let input: { topic?: unknown; question?: unknown };
        try {
          input = JSON.parse(line) as { topic?: unknown; question?: unknown };
        } catch {
          allOk = false;
          return JSON.stringify({
            error: 'Each line must be JSON like {"topic": "algebra", "question": "Solve 2x + 5 = 17"}.',
          });
        }
        const result = await ask(provider, input?.topic ?? fallbackTopic, input?.question);
        if ("error" in result) allOk = false;
        return JSON.stringify(result);
      })(),
    );
    if (pending.length >= concurrency) await writeFirst();
  }
  while (pending.length > 0) await writeFirst();
  return allOk;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { topic: { type: "string" }, jsonl: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help || positionals[0] !== "ask") {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const env = parseEnv(AiEnvSchema, process.env);
  const problem = aiEnvProblem(env);
  if (problem) throw new Error(problem);
  const provider = createProvider(env);
  if (values.jsonl) return (await askLines(provider, values.topic)) ? 0 : 1;
  const question = positionals.slice(1).join(" ");
  if (!values.topic || !MathTopicSchema.safeParse(values.topic).success || question.trim() === "") {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const result = await ask(provider, values.topic, question);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  return "error" in result ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
