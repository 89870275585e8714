import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai";

const root = new URL("../..", import.meta.url).pathname;

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `pnpm tutor …` as the script does (node + tsx on worker/src/cli/tutor.ts), feeding `stdin`. */
function runCli(args: string[], env: Record<string, string>, stdin = ""): Promise<CliRun> {
  const ai = { AI_PROVIDER: "", OPENAI_API_KEY: "", OPENAI_BASE_URL: "", OPENAI_MODEL: "" };
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !(k in ai)));
  const child = spawn(process.execPath, ["--import", "tsx", "worker/src/cli/tutor.ts", ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr.on("data", (d: Buffer) => {
    stderr += d.toString();
  });
  child.stdin.end(stdin);
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

/** stdout as parsed JSON lines; every line must be JSON. */
function lines(run: CliRun): Record<string, unknown>[] {
  expect(run.stdout.endsWith("\n")).toBe(true);
  return run.stdout
    .slice(0, -1)
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Twenty questions, the topics interleaved, with the engine's canonical final answers. */
const BATCH: { topic: string; question: string; answer: string }[] = [
  { topic: "arithmetic", question: "What is 15 percent of 240?", answer: "36" },
  { topic: "algebra", question: "Solve 2x + 3 = 11", answer: "x = 4" },
  { topic: "geometry", question: "Find the area of a circle with radius 7 cm", answer: "153.94 cm^2" },
  { topic: "calculus", question: "Differentiate x^2 sin x", answer: "x^2 cos(x) + 2x sin(x)" },
  { topic: "statistics", question: "Find the mean of 4, 8, 15, 16, 23, 42", answer: "18" },
  {
    topic: "problem-solving",
    question: "A car travels 240 km in 4 hours. Find its speed.",
    answer: "60 km/h",
  },
  { topic: "arithmetic", question: "Convert 17/5 to a mixed number", answer: "3 2/5" },
  { topic: "algebra", question: "Solve 2x + 3y = 12 and x − y = 1", answer: "x = 3, y = 2" },
  {
    topic: "geometry",
    question: "Using Heron's formula, find the area of a triangle with sides 5, 12 and 13",
    answer: "30 square units",
  },
  { topic: "calculus", question: "Integrate 3x^2 + 2x", answer: "x^3 + x^2 + C" },
  { topic: "statistics", question: "Find the sample variance of 3, 5, 7, 9", answer: "6.67" },
  {
    topic: "problem-solving",
    question: "An article bought for ₹1200 is sold for ₹1050. Find the loss percentage.",
    answer: "12.5%",
  },
  { topic: "arithmetic", question: "Find the value of 5!", answer: "120" },
  { topic: "algebra", question: "Simplify 3x + 5y − 2x + 4y", answer: "x + 9y" },
  {
    topic: "geometry",
    question: "Find the volume of a cuboid 10 cm long, 8 cm wide and 5 cm high",
    answer: "400 cm^3",
  },
  {
    topic: "calculus",
    question: "Find the limit of (3x^2 + 1)/(x^2 − 5) as x tends to infinity",
    answer: "3",
  },
  {
    topic: "statistics",
    question: "Two dice are thrown. Find the probability that the sum is 7",
    answer: "1/6",
  },
  {
    topic: "problem-solving",
    question:
      "Two pipes can fill a tank in 12 hours and 18 hours respectively. How long will they take to fill it together?",
    answer: "7.2 hours",
  },
  { topic: "arithmetic", question: "Find the LCM and HCF of 24 and 36", answer: "LCM = 72, HCF = 12" },
  { topic: "algebra", question: "Solve x² = 49", answer: "x = -7, x = 7" },
];
const batchInput = BATCH.map(({ topic, question }) => JSON.stringify({ topic, question })).join("\n");

const LOCAL = { AI_PROVIDER: "local" };
const KEYS = ["explanation", "finalAnswer", "similarQuestions", "verified"];

describe("pnpm tutor (the CLI) with the local provider", () => {
  it("answers one question as exactly one JSON line with the four keys, exit code 0", async () => {
    const run = await runCli(["ask", "--topic", "algebra", "Solve 2x + 5 = 17"], LOCAL);
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")).toHaveLength(2); // one line and its newline
    const [result] = lines(run);
    expect(Object.keys(result ?? {}).sort()).toEqual(KEYS);
    expect(result).toMatchObject({ finalAnswer: "x = 6", verified: true });
    expect(result?.explanation).toContain("x = 6");
    expect(result?.similarQuestions).toHaveLength(3);
  });

  it("answers twenty mixed-topic lines from stdin in one process, in input order", async () => {
    const run = await runCli(["ask", "--jsonl"], LOCAL, `${batchInput}\n`);
    expect(run.code).toBe(0);
    const results = lines(run);
    expect(results).toHaveLength(BATCH.length);
    for (const [i, result] of results.entries()) {
      expect(Object.keys(result).sort()).toEqual(KEYS);
      expect({
        question: BATCH[i]?.question,
        finalAnswer: result.finalAnswer,
        verified: result.verified,
      }).toEqual({
        question: BATCH[i]?.question,
        finalAnswer: BATCH[i]?.answer,
        verified: true,
      });
    }
  });

  it("turns a bad line into an error object with its line number, answers the rest, and exits 1", async () => {
    const input = [
      '{"topic": "algebra", "question": "Solve 2x + 5 = 17"}',
      "this is not json",
      "",
      '{"topic": "trigonometry", "question": "Find sin 30°"}',
      '{"topic": "arithmetic"}',
      '["algebra", "Solve x + 1 = 2"]',
      '{"question": "Solve 3x = 12"}',
      '{"topic": "arithmetic", "question": "What is 2 + 3?"}',
    ].join("\n");
    const run = await runCli(["ask", "--jsonl", "--topic", "algebra"], LOCAL, input);
    expect(run.code).toBe(1);
    const results = lines(run);
    // The blank line 3 is no question, so seven lines out for seven questions.
    expect(results).toHaveLength(7);
    expect(results[0]).toMatchObject({ finalAnswer: "x = 6", verified: true });
    expect(results[1]).toEqual({
      error: 'Each line must be a JSON object like {"topic": "algebra", "question": "Solve 2x + 5 = 17"}.',
      line: 2,
    });
    expect(results[2]).toEqual({
      error:
        "Choose one of the topics: arithmetic, algebra, geometry, calculus, statistics, problem-solving.",
      line: 4,
    });
    expect(results[3]).toEqual({ error: "Each line needs a question.", line: 5 });
    expect(results[4]).toMatchObject({ line: 6, error: expect.stringContaining("JSON object") });
    // No topic on the line: --topic algebra is its default.
    expect(results[5]).toMatchObject({ finalAnswer: "x = 4", verified: true });
    expect(results[6]).toMatchObject({ finalAnswer: "5", verified: true });
  });

  it("refuses a bad command line on stderr with exit code 2 and prints nothing on stdout", async () => {
    const cases: [string[], string][] = [
      [
        ["ask", "--topic", "algbra", "Solve 2x + 5 = 17"],
        'Unknown topic "algbra". Choose one of the topics:',
      ],
      [["ask", "--jsonl", "--topic", "trig"], 'Unknown topic "trig".'],
      [["ask", "Solve 2x + 5 = 17"], "Name the topic with --topic."],
      [["ask", "--topic", "algebra", "   "], "Give the question after ask, in quotes."],
      [["ask", "--topic", "algebra", "--loud", "Solve 2x + 5 = 17"], "Unknown option '--loud'"],
      [["solve", "--topic", "algebra", "x = 1"], 'Unknown command "solve"'],
    ];
    const runs = await Promise.all(
      cases.map(([args]) => runCli(args, LOCAL, '{"topic": "algebra", "question": "Solve x + 1 = 2"}\n')),
    );
    for (const [i, [args, message]] of cases.entries()) {
      const run = runs[i] as CliRun;
      expect({ args, code: run.code, stdout: run.stdout }).toEqual({ args, code: 2, stdout: "" });
      expect(run.stderr).toContain(message);
      expect(run.stderr).toContain("Usage:");
    }
  }, 120_000);

  it("refuses AI_PROVIDER=openai without a key before answering anything", async () => {
    const run = await runCli(["ask", "--topic", "algebra", "Solve 2x + 5 = 17"], { AI_PROVIDER: "openai" });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("OPENAI_API_KEY: is required when AI_PROVIDER=openai");
  });

  it("prints --help on stdout with exit code 0", async () => {
    const run = await runCli(["--help"], LOCAL);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('pnpm tutor ask --topic <topic> "<question>"');
  });
});

describe("pnpm tutor (the CLI) with the openai provider, against a fake OpenAI-compatible server", () => {
  let fake: FakeOpenAi;
  let env: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ firstTokenMs: 20 });
    env = {
      AI_PROVIDER: "openai",
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "fake-cli-1",
      AI_TIMEOUT_MS: "2000",
      AI_MAX_RETRIES: "1",
    };
  });
  afterAll(async () => {
    await fake?.close();
  });

  it("asks the model once and prints its checked answer as one JSON line", async () => {
    const run = await runCli(["ask", "--topic", "algebra", "Solve 2x + 5 = 17"], env);
    expect(run.code).toBe(0);
    const results = lines(run);
    expect(results).toHaveLength(1);
    expect(Object.keys(results[0] ?? {}).sort()).toEqual(KEYS);
    expect(results[0]).toMatchObject({ finalAnswer: "x = 6", verified: true });
    expect(fake.requests.filter((r) => r.body.model === "fake-cli-1")).toHaveLength(1);
  });

  it("answers the twenty-line batch in input order although the model calls overlap", async () => {
    const before = fake.requests.length;
    const run = await runCli(["ask", "--jsonl"], env, batchInput);
    expect(run.code).toBe(0);
    const results = lines(run);
    expect(results.map((r) => r.finalAnswer)).toEqual(BATCH.map((b) => b.answer));
    // The engine re-checked every model answer and agreed.
    expect(results.every((r) => r.verified === true)).toBe(true);
    expect(fake.requests.length - before).toBe(BATCH.length);
  });

  it("reports the model's wrong answer as unverified, and a rejected request as an error line", async () => {
    const input = [
      { topic: "algebra", question: "Solve 2x + 5 = 17 [fake:wrong]" },
      { topic: "algebra", question: "Solve 3x = 12 [fake:400]" },
      { topic: "algebra", question: "Solve 3x = 15" },
    ]
      .map((l) => JSON.stringify(l))
      .join("\n");
    const run = await runCli(["ask", "--jsonl"], env, input);
    expect(run.code).toBe(1);
    const results = lines(run);
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({ finalAnswer: "x = 99", verified: false });
    expect(results[1]).toMatchObject({ line: 2, error: expect.any(String) });
    expect(results[1]?.error).not.toBe("");
    expect(results[2]).toMatchObject({ finalAnswer: "x = 5", verified: true });

    const single = await runCli(["ask", "--topic", "algebra", "Solve 3x = 12 [fake:400]"], env);
    expect(single.code).toBe(1);
    expect(lines(single)).toEqual([{ error: expect.any(String) }]);
  });
});
