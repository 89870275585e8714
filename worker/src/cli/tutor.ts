import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { parseEnv } from "@vidya/core/env";
import { MATH_TOPICS, MathTopicSchema, QuestionLineSchema } from "@vidya/core/schemas/tutor";
import { createProvider } from "../ai/providers/choose-provider";
import type { AiProvider } from "../ai/providers/provider";
import { answerQuestion } from "../ai/tutor/answer-question";
import { AiEnvSchema, aiEnvProblem } from "../env";

const USAGE = `Usage:
  pnpm tutor ask --topic <topic> "<question>"   prints one JSON line
  pnpm tutor ask --jsonl < questions.jsonl      one {"topic", "question"} per line in, one result per line out
Topics: ${MATH_TOPICS.join(", ")}. The provider is AI_PROVIDER (auto, openai, local), as for the worker.
With --jsonl, --topic is the topic for lines that name none.
Exit codes: 0 every question answered; 1 some question failed (its line is {"error": …}, with
"line": n in --jsonl mode); 2 bad command line or environment (nothing answered).`;

/** A mistake on the command line: the reason and the usage go to stderr, exit code 2. */
class UsageError extends Error {}

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

/**
 * Reads stdin line by line and writes results in input order; model calls overlap, output never
 * reorders. A line that fails becomes `{"error", "line"}` (its 1-based line number) and the rest go on.
 */
async function askLines(provider: AiProvider, fallbackTopic: string | undefined): Promise<boolean> {
  const concurrency = provider.name === "openai" ? 4 : 1;
  const pending: Promise<string>[] = [];
  let allOk = true;
  const writeFirst = async () => {
    const line = await pending.shift();
    if (line !== undefined) process.stdout.write(`${line}\n`);
  };
  let lineNumber = 0;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
    lineNumber += 1;
    // Blank lines (a trailing newline, spacing) are no questions: they get no result line.
    if (line.trim() === "") continue;
    const at = lineNumber;
    pending.push(
      (async () => {
        let input: unknown;
        try {
          input = JSON.parse(line);
        } catch {
          input = undefined;
        }
        if (typeof input !== "object" || input === null || Array.isArray(input)) {
          allOk = false;
          return JSON.stringify({
            error:
              'Each line must be a JSON object like {"topic": "algebra", "question": "Solve 2x + 5 = 17"}.',
            line: at,
          });
        }
        const fields = input as { topic?: unknown; question?: unknown };
        const result = await ask(provider, fields.topic ?? fallbackTopic, fields.question);
        if ("error" in result) {
          allOk = false;
          return JSON.stringify({ ...result, line: at });
        }
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
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (positionals[0] !== "ask") throw new UsageError(`Unknown command "${positionals[0] ?? ""}"; use "ask".`);
  const topic = values.topic === undefined ? undefined : MathTopicSchema.safeParse(values.topic);
  if (topic && !topic.success)
    throw new UsageError(`Unknown topic "${values.topic}". ${topic.error.issues[0]?.message}`);
  const question = positionals.slice(1).join(" ");
  if (values.jsonl && question.trim() !== "")
    throw new UsageError("With --jsonl the questions come from stdin, not the command line.");
  if (!values.jsonl && !topic) throw new UsageError("Name the topic with --topic.");
  if (!values.jsonl && question.trim() === "")
    throw new UsageError("Give the question after ask, in quotes.");
  const env = parseEnv(AiEnvSchema, process.env);
  const problem = aiEnvProblem(env);
  if (problem) throw new Error(problem);
  const provider = createProvider(env);
  if (values.jsonl) return (await askLines(provider, values.topic)) ? 0 : 1;
  const result = await ask(provider, values.topic, question);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  return "error" in result ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // parseArgs throws TypeErrors with ERR_PARSE_ARGS_* codes for unknown or malformed options.
    const usage =
      error instanceof UsageError || (error as { code?: string })?.code?.startsWith("ERR_PARSE_ARGS");
    process.stderr.write(
      `${error instanceof Error ? error.message : String(error)}\n${usage ? `${USAGE}\n` : ""}`,
    );
    process.exitCode = 2;
  },
);
