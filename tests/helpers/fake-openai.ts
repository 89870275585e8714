import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";
import { solveMath } from "@vidya/engine/math/math-engine";

/**
 * A fake OpenAI-compatible server on loopback: POST /v1/chat/completions, streamed as server-sent
 * events exactly like the real API. A question picks its scenario with a tag such as `[fake:hang]`;
 * untagged questions get a correct answer worked out by the local math engine (a competent model).
 *
 * Scenarios: normal (default), wrong (a confident wrong final answer), malformed (JSON with trailing
 * commas, raw newlines and single LaTeX backslashes), prose (no JSON at all), empty, 429 (rate-limited
 * twice, then fine), 500 (always), 400 (rejected), hang (never answers), stall (starts, then stops), cut (closes mid-answer),
 * garbage (200 with a body that is not an event stream), slow (a slow but steady stream).
 *
 * Chatbot requests (a system prompt naming "chatbot") get a short lesson in the chatbot's language:
 * Devanagari for Hindi, Gujarati script for Gujarati, English otherwise; `[fake:unsafe]` makes the
 * reply abusive (for reply moderation), and summary requests get a one-line summary. Every stream that
 * asks for `stream_options.include_usage` ends with a usage chunk (prompt and completion tokens).
 * POST /v1/moderations flags an input holding `[fake:flag]` as harassment, and `[fake:flag-self-harm]`
 * as self-harm/intent; everything else passes. Moderation calls are kept in `moderations`.
 *
 * Socratic tutor requests (a system prompt in "Socratic mode") get one guiding question. With
 * `[fake:leak]` in the student's step the reply gives the private final answer away (every time);
 * with `[fake:leak-once]` only the first draft does, and the draft asked for again is clean.
 *
 * Flashcard requests (a system prompt about flashcards) get cards instead: for every "X is Y",
 * "X are Y" or "X means Y" sentence of the notes the card "What is X?" / "Y", as many as the prompt's
 * "at most N" allows, as `{"cards": [...]}`. With `[fake:malformed]` the same cards come after prose,
 * in a code fence, with trailing commas and LaTeX backslashes; `prose` and the failure scenarios work
 * as for the tutor.
 *
 * Story requests (a system prompt about a "picture-book story") get a three-scene story about the idea
 * as JSON. POST /v1/images/generations answers a real 64×64 PNG (a different colour per request) as
 * b64_json, like gpt-image-1; a prompt holding `[fake:image-refuse]` is refused with a 400. Image
 * prompts are kept in `imagePrompts`.
 */
export interface FakeOpenAiOptions {
  /** Delay before the first token. */
  firstTokenMs?: number;
  /** Tokens per second after that (a token is about 4 characters). */
  tokensPerSecond?: number;
  /** The reply to untagged questions; default: the local engine's correct answer. */
  reply?: (question: string) => string;
  /** Address and port to listen on; default 127.0.0.1 and a free port (the cluster bed uses a host's own). */
  host?: string;
  port?: number;
}

export interface RecordedRequest {
  body: ChatBody;
  scenario: string;
  at: number;
}

interface ChatBody {
  model: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  temperature?: number;
  max_tokens?: number;
  messages: {
    role: string;
    content: string | { type: string; text?: string; image_url?: { url: string } }[];
  }[];
}

export interface FakeOpenAi {
  /** Base URL for OPENAI_BASE_URL (ends in /v1). */
  url: string;
  requests: RecordedRequest[];
  /** Inputs sent to /v1/moderations, in order. */
  moderations: string[];
  /** Prompts sent to /v1/images/generations, in order. */
  imagePrompts: string[];
  /** Requests so far whose question carries `tag`. */
  countFor(tag: string): number;
  close(): Promise<void>;
}

const TAG = /\[fake:([a-z0-9-]+)\]/;

/** The question text of a request: the last user message, after any earlier-conversation preamble. */
export function questionOf(body: ChatBody): string {
  const user = [...body.messages].reverse().find((m) => m.role === "user");
  const content = user?.content ?? "";
  const text = typeof content === "string" ? content : content.map((p) => p.text ?? "").join(" ");
  return text.includes("New question: ") ? text.slice(text.lastIndexOf("New question: ") + 14) : text;
}

function topicOf(body: ChatBody): string | undefined {
  const system = body.messages.find((m) => m.role === "system")?.content;
  const match = typeof system === "string" ? /on the ([A-Za-z ]+) page/.exec(system) : null;
  return match?.[1]?.toLowerCase().replace(" ", "-");
}

/** A correct reply from the local engine, in the JSON shape the system prompt asks for. */
function engineReply(question: string, topic: string | undefined): string {
  const clean = question.replace(TAG, "").trim();
  const result = solveMath(clean, topic as Parameters<typeof solveMath>[1]);
  if (result.kind === "solved") {
    const { explanation, similarQuestions, finalAnswer } = result.solution;
    return JSON.stringify({ explanation, similarQuestions, finalAnswer });
  }
  const explanation =
    result.kind === "not-math" ? result.explanation : `Let us work through **${clean}** step by step.`;
  return JSON.stringify({ explanation, similarQuestions: [], finalAnswer: "" });
}

function replyFor(scenario: string, question: string, topic: string | undefined): string {
  switch (scenario) {
    case "wrong":
      return JSON.stringify({
        explanation: "Adding the numbers step by step gives $$x = 99$$",
        similarQuestions: ["Solve 3x + 4 = 19", "Solve 5x - 2 = 23", "Solve 4x + 1 = 21"],
        finalAnswer: "x = 99",
      });
    case "malformed":
      return '```json\n{\n  "explanation": "We use $\\frac{a}{b}$ here.\nThen **add**: $2 + 2 = 4$.",\n  "similarQuestions": ["What is 3 + 3?", "What is 5 + 5?", "What is 7 + 1?",],\n  "finalAnswer": "4",\n}\n```';
    case "prose":
      return "The answer is simply four, because two and two make four.";
    case "empty":
      return "";
    default:
      return engineReply(question, topic);
  }
}

function systemOf(body: ChatBody): string {
  const system = body.messages.find((m) => m.role === "system")?.content;
  return typeof system === "string" ? system : "";
}

/** A chatbot's reply: a short lesson in the language its system prompt asks for. */
export function chatReplyFor(scenario: string, body: ChatBody, question: string): string {
  const system = systemOf(body);
  if (system.startsWith("Summarise")) return "The student asked about several lessons and understood them.";
  const clean = question.replace(TAG, "").trim();
  if (scenario === "unsafe") return "Listen you chutiya, here is the answer.";
  if (system.includes("Devanagari")) {
    return `नमस्ते! आपने पूछा: «${clean}». प्रकाश संश्लेषण वह प्रक्रिया है जिसमें हरे पौधे सूर्य के प्रकाश, पानी और कार्बन डाइऑक्साइड से अपना भोजन बनाते हैं। पत्तियों में क्लोरोफ़िल होता है, जो प्रकाश को सोखता है। क्या आप एक उदाहरण सुनना चाहेंगे?`;
  }
  if (system.includes("Gujarati script")) {
    return `નમસ્તે! તમે પૂછ્યું: «${clean}». પ્રકાશસંશ્લેષણ એ એવી પ્રક્રિયા છે જેમાં લીલી વનસ્પતિ સૂર્યપ્રકાશ, પાણી અને કાર્બન ડાયોક્સાઇડથી પોતાનો ખોરાક બનાવે છે. શું તમને એક ઉદાહરણ જોઈએ છે?`;
  }
  return `Good question! You asked: "${clean}". Plants make their food by photosynthesis: chlorophyll in the leaves captures sunlight, and the plant turns water and carbon dioxide into glucose and oxygen. Would you like an example?`;
}

/** A Socratic tutor's turn (see the header): a guiding question, or one that leaks the private answer. */
export function socraticReplyFor(scenario: string, body: ChatBody): string {
  const system = systemOf(body);
  const answer = /Private final answer: (.+)/.exec(system)?.[1]?.trim() ?? "42";
  const rewritten = body.messages.some(
    (m) => m.role === "system" && String(m.content).includes("gave the final answer away"),
  );
  const question = "What do you get when you multiply the first terms of each bracket?";
  if (scenario === "leak" || (scenario === "leak-once" && !rewritten)) {
    return `Good thinking! So the result is ${answer}. ${question}`;
  }
  return `Good start. ${question}`;
}

function isSocraticRequest(body: ChatBody): boolean {
  return systemOf(body).includes("(Socratic mode)");
}

function isChatRequest(body: ChatBody): boolean {
  const system = systemOf(body);
  return system.includes("chatbot") || system.startsWith("Summarise");
}

/** OpenAI's moderation result for one input (see the header for the tags). */
function moderationResult(input: string) {
  const selfHarm = input.includes("[fake:flag-self-harm]");
  const harassment = !selfHarm && input.includes("[fake:flag]");
  const categories = {
    harassment,
    "harassment/threatening": false,
    hate: false,
    sexual: false,
    violence: false,
    "self-harm": selfHarm,
    "self-harm/intent": selfHarm,
    "self-harm/instructions": false,
  };
  return { flagged: selfHarm || harassment, categories, category_scores: {} };
}

/** A CRC-32 (for PNG chunks). */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A real PNG: `size`×`size` pixels of one colour with a lighter diagonal band. */
export function tinyPng(rgb: [number, number, number], size = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const band = Math.abs(x - y) < 6 ? 60 : 0;
      row[1 + x * 3] = Math.min(255, rgb[0] + band);
      row[2 + x * 3] = Math.min(255, rgb[1] + band);
      row[3 + x * 3] = Math.min(255, rgb[2] + band);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function isStoryRequest(body: ChatBody): boolean {
  return systemOf(body).includes("picture-book story");
}

/** A three-scene story about the idea, in the JSON the story prompt asks for. */
export function storyReplyFor(question: string): string {
  // The tag stays in the picture descriptions, so `[fake:image-refuse]` reaches the image endpoint.
  const asked = question.replace(/^Story idea:\s*/, "").trim();
  const idea = asked.replace(TAG, "").trim();
  return JSON.stringify({
    title: `The Story of ${idea}`,
    scenes: [
      {
        text: `Once upon a time there was ${idea}. Every morning it looked at the river.`,
        picture: `${asked} by a river at sunrise`,
      },
      {
        text: "One day a kind friend came by and said: let us try together.",
        picture: `${asked} meeting a friendly parrot`,
      },
      {
        text: "They tried together, and by evening they were laughing and happy.",
        picture: `${asked} and the parrot laughing at sunset`,
      },
    ],
  });
}

/** Whether a request is the flashcard generator's rather than the tutor's. */
function isQuestionBankRequest(body: ChatBody): boolean {
  const system = body.messages.find((m) => m.role === "system")?.content;
  return typeof system === "string" && system.includes("question bank");
}

/**
 * Items a competent model would write for the question bank: one per "X is Y" sentence of the text,
 * quoting it word for word with its page, the other sentences' Ys as distractors. `prose` answers
 * with no JSON at all (the generator must fall back to its offline items).
 */
function questionsReplyFor(scenario: string, prompt: string): string {
  if (scenario === "prose") return "Here are some great questions about plants! Plants are green. Good luck!";
  const text = prompt.slice(prompt.indexOf("\n\n") + 2);
  const found: { x: string; y: string; quote: string; page: number }[] = [];
  for (const block of text.split(/(?=\[Page \d+\])/)) {
    const page = Number(/\[Page (\d+)\]/.exec(block)?.[1] ?? "1");
    const flat = block.replace(/\[Page \d+\]/, "").replace(/\s+/g, " ");
    for (const sentence of flat.split(/(?<=[.!?])\s+/)) {
      const match = /^(.{3,60}?)\s+(?:is|are)\s+(.{5,120}?)[.!?]?$/i.exec(sentence.trim());
      if (match?.[1] && match[2]) found.push({ x: match[1], y: match[2], quote: sentence.trim(), page });
    }
  }
  const fillers = ["a kind of rock", "a unit of length", "a musical instrument", "a type of cloud"];
  const items = found.map((f, i) => {
    const others = [...found.filter((o) => o.y !== f.y).map((o) => o.y), ...fillers].slice(
      i % 2,
      (i % 2) + 3,
    );
    return {
      stem: `What is ${f.x.toLowerCase()}?`,
      options: [f.y, ...others],
      answerIndex: 0,
      explanation: `The text says: ${f.quote}`,
      quote: f.quote,
      page: f.page,
    };
  });
  return JSON.stringify({ items });
}

function isFlashcardRequest(body: ChatBody): boolean {
  const system = body.messages.find((m) => m.role === "system")?.content;
  return typeof system === "string" && system.includes("flashcards");
}

/** The cards a competent model would write from the notes in `prompt` (see the header). */
export function fakeCards(prompt: string): { front: string; back: string }[] {
  const limit = Number(/at most (\d+)/.exec(prompt)?.[1] ?? "30");
  const notes = prompt.slice(prompt.indexOf("\n\n") + 2).replace(TAG, "");
  const cards: { front: string; back: string }[] = [];
  for (const sentence of notes.split(/(?<=[.!?])\s+|\n+/)) {
    const match = /^(.+?)\s+(?:is|are|means)\s+(.+?)[.!?]?$/i.exec(sentence.trim());
    if (match?.[1] && match[2] && cards.length < limit) {
      cards.push({
        front: `What is ${match[1].toLowerCase()}?`,
        back: `${match[2][0]?.toUpperCase()}${match[2].slice(1)}.`,
      });
    }
  }
  return cards;
}

function cardsReplyFor(scenario: string, prompt: string): string {
  const cards = fakeCards(prompt);
  switch (scenario) {
    case "malformed": {
      const items = cards.map((c) => `    {"front": "${c.front}", "back": "${c.back} $\\frac{1}{2}$",},`);
      return `Here are your flashcards:\n\`\`\`json\n{\n  "cards": [\n${items.join("\n")}\n  ],\n}\n\`\`\`\nGood luck!`;
    }
    case "prose":
      return "Osmosis is about water moving. Levers turn about a point. I hope this helps!";
    case "empty":
      return "";
    default:
      return JSON.stringify({ cards });
  }
}

function chunk(
  id: string,
  model: string,
  delta: Record<string, unknown>,
  finish: string | null = null,
): string {
  const payload = {
    id,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the fake on 127.0.0.1 (or `options.host`) and a free port (or `options.port`). */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const moderations: string[] = [];
  const imagePrompts: string[] = [];
  const open = new Set<ServerResponse>();
  let closing = false;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === "POST" && req.url?.endsWith("/moderations")) {
      const raw: Buffer[] = [];
      for await (const part of req) raw.push(part as Buffer);
      const { input } = JSON.parse(Buffer.concat(raw).toString("utf8")) as {
        input: string | (string | { type: string; text?: string })[];
      };
      // Pictures are sent as [{type: "image_url"}]: they are recorded as "[image]" and pass.
      const inputs = (Array.isArray(input) ? input : [input]).map((i) =>
        typeof i === "string" ? i : i.type === "text" ? (i.text ?? "") : "[image]",
      );
      moderations.push(...inputs);
      const body = {
        id: "modr-fake",
        model: "omni-moderation-latest",
        results: inputs.map(moderationResult),
      };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      return;
    }
    if (req.method === "POST" && req.url?.endsWith("/images/generations")) {
      const raw: Buffer[] = [];
      for await (const part of req) raw.push(part as Buffer);
      const { prompt } = JSON.parse(Buffer.concat(raw).toString("utf8")) as { prompt: string };
      imagePrompts.push(prompt);
      if (prompt.includes("[fake:image-refuse]")) {
        res.writeHead(400, { "content-type": "application/json" }).end(
          JSON.stringify({
            error: { message: "Your request was rejected by the safety system.", type: "fake" },
          }),
        );
        return;
      }
      const n = imagePrompts.length;
      const png = tinyPng([(n * 70) % 200, (n * 110) % 200, (n * 150) % 200]);
      const body = { created: Math.floor(Date.now() / 1000), data: [{ b64_json: png.toString("base64") }] };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      return;
    }
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
      return;
    }
    const raw: Buffer[] = [];
    for await (const part of req) raw.push(part as Buffer);
    const body = JSON.parse(Buffer.concat(raw).toString("utf8")) as ChatBody;
    const question = questionOf(body);
    const scenario = TAG.exec(question)?.[1] ?? "normal";
    requests.push({ body, scenario, at: Date.now() });
    const seen = requests.filter((r) => questionOf(r.body) === question).length;

    const fail = (status: number, message: string, headers: Record<string, string> = {}): void => {
      res
        .writeHead(status, { "content-type": "application/json", ...headers })
        .end(JSON.stringify({ error: { message, type: "fake" } }));
    };
    if (scenario === "429" && seen <= 2) return fail(429, "Rate limit reached", { "retry-after-ms": "100" });
    if (scenario === "500") return fail(500, "The server had an error");
    if (scenario === "400") return fail(400, "Invalid request: model does not exist");
    if (scenario === "hang") return; // never answers; the client's timeout must give up
    if (scenario === "garbage") {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end("data: {this is not json\n\n");
      return;
    }

    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    const id = `chatcmpl-fake-${requests.length}`;
    const text = isStoryRequest(body)
      ? storyReplyFor(question)
      : isQuestionBankRequest(body)
        ? questionsReplyFor(scenario, question)
        : isFlashcardRequest(body)
          ? cardsReplyFor(scenario, question)
          : isSocraticRequest(body)
            ? socraticReplyFor(scenario, body)
            : scenario === "normal" && options.reply
              ? options.reply(question)
              : isChatRequest(body) && !["wrong", "malformed", "prose", "empty"].includes(scenario)
                ? chatReplyFor(scenario, body, question)
                : replyFor(scenario, question, topicOf(body));
    const tps = scenario === "slow" ? 15 : (options.tokensPerSecond ?? 0);
    await sleep(options.firstTokenMs ?? 0);
    res.write(chunk(id, body.model, { role: "assistant", content: "" }));
    const pieces = text.match(/[\s\S]{1,4}/g) ?? [];
    for (const [i, piece] of pieces.entries()) {
      if (closing || res.destroyed) return;
      res.write(chunk(id, body.model, { content: piece }));
      if (scenario === "stall" && i === 8) return; // stops mid-answer and never finishes
      if (scenario === "cut" && i === 8) return void res.end(); // closes mid-answer, no finish_reason
      if (tps > 0) await sleep(1000 / tps);
      else if (i % 32 === 31) await sleep(0);
    }
    res.write(chunk(id, body.model, {}, "stop"));
    if (body.stream_options?.include_usage) {
      const prompt = Math.ceil(JSON.stringify(body.messages).length / 4);
      const usage = {
        prompt_tokens: prompt,
        completion_tokens: pieces.length,
        total_tokens: prompt + pieces.length,
      };
      const payload = {
        id,
        object: "chat.completion.chunk",
        created: 0,
        model: body.model,
        choices: [],
        usage,
      };
      res.write(`data: ${JSON.stringify(payload)}\n\n`);
    }
    res.end("data: [DONE]\n\n");
  }

  const server: Server = createServer((req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
      else res.destroy();
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/v1`,
    requests,
    moderations,
    imagePrompts,
    countFor: (tag) => requests.filter((r) => questionOf(r.body).includes(tag)).length,
    async close() {
      closing = true;
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
