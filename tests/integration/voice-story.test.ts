import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { STORY_DAILY_LIMIT, STORY_MESSAGES } from "../../core/src/story/story";
import { fileDatabaseUrl, sql } from "../helpers/database";
import { type FakeOpenAi, startFakeOpenAi } from "../helpers/fake-openai";
import { gql } from "../helpers/graphql";
import { type Proc, type ServerProc, startServer, uniquePrefix } from "../helpers/processes";
import { startStack } from "../helpers/tutor";
import { createUser, type TestUser } from "../helpers/users";

/** The RIFF/WAVE header's facts: format, channels, sample rate, and the bytes of sound after it. */
function wavInfo(bytes: Buffer) {
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("latin1")).toBe("WAVE");
  const sampleRate = bytes.readUInt32LE(24);
  const dataAt = bytes.indexOf("data", 12, "latin1");
  return {
    format: bytes.readUInt16LE(20),
    channels: bytes.readUInt16LE(22),
    sampleRate,
    data: bytes.length - dataAt - 8,
  };
}

/** Non-silent samples: espeak-ng spoke something, not a header over silence. */
function loudSamples(bytes: Buffer): number {
  const start = bytes.indexOf("data", 12, "latin1") + 8;
  let loud = 0;
  for (let i = start; i + 1 < bytes.length; i += 2) if (Math.abs(bytes.readInt16LE(i)) > 1000) loud += 1;
  return loud;
}

describe("/tts: the server's voice (espeak-ng)", () => {
  const databaseUrl = fileDatabaseUrl();
  let server: ServerProc;
  let student: TestUser;
  const tts = (body: unknown, user: TestUser | null = student) =>
    fetch(`${server.url}/tts`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(user ? user.headers : {}) },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
    });
    student = await createUser(databaseUrl, { role: "student" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("speaks English, Hindi and Gujarati as WAV audio, and serves a repeat the same", async () => {
    const texts = {
      en: "Plants make their food from sunlight, water and air.",
      hi: "पौधे सूर्य के प्रकाश, पानी और हवा से अपना भोजन बनाते हैं।",
      gu: "વનસ્પતિ સૂર્યપ્રકાશ, પાણી અને હવાથી પોતાનો ખોરાક બનાવે છે.",
    };
    const clips: Buffer[] = [];
    for (const [lang, text] of Object.entries(texts)) {
      const res = await tts({ text, lang });
      expect(res.status, lang).toBe(200);
      expect(res.headers.get("content-type")).toBe("audio/wav");
      // Nothing tells whether a clip came from the cache (issue 24).
      expect(res.headers.get("x-tts-cache")).toBeNull();
      const wav = Buffer.from(await res.arrayBuffer());
      const info = wavInfo(wav);
      expect(info.format).toBe(1); // PCM
      expect(info.channels).toBe(1);
      expect(info.sampleRate).toBeGreaterThanOrEqual(16000);
      // About a second of speech at least (two bytes a sample), with real sound in it.
      expect(info.data, lang).toBeGreaterThan(info.sampleRate * 2);
      expect(loudSamples(wav), lang).toBeGreaterThan(1000);
      clips.push(wav);
    }
    expect(new Set(clips.map((c) => c.toString("base64"))).size).toBe(3);

    const again = await tts({ text: texts.hi, lang: "hi" });
    expect(again.headers.get("x-tts-cache")).toBeNull();
    expect(Buffer.from(await again.arrayBuffer()).equals(clips[1] as Buffer)).toBe(true);
  });

  it("refuses a caller who is not signed in, and bad input with a clear error", async () => {
    expect((await tts({ text: "Hello", lang: "en" }, null)).status).toBe(401);
    const long = await tts({ text: "a".repeat(401), lang: "en" });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      code: "TEXT_TOO_LONG",
      message: "Text to speak must be at most 400 characters.",
    });
    const lang = await tts({ text: "Hello", lang: "fr" });
    expect(await lang.json()).toEqual({
      code: "BAD_LANGUAGE",
      message: "The language must be en, hi or gu.",
    });
    const empty = await tts({ text: "   ", lang: "en" });
    expect(await empty.json()).toEqual({ code: "EMPTY_TEXT", message: "There is no text to speak." });
    const garbage = await fetch(`${server.url}/tts`, {
      method: "POST",
      headers: student.headers,
      body: "{nope",
    });
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as { code: string }).code).toBe("BAD_REQUEST");
  });

  it("serves Debian's Hindi dictionary for the on-device spelling check", async () => {
    const res = await fetch(`${server.url}/dictionaries/hi_IN.dic`);
    expect(res.status).toBe(200);
    const words = (await res.text()).split("\n");
    expect(words.length).toBeGreaterThan(10000);
    expect(words).toContain("भारत");
    expect((await fetch(`${server.url}/dictionaries/../../etc/passwd`)).status).toBe(404);
  });
});

const STORY_FIELDS = `id title idea language task { id status failureCode partial }
  scenes { id position text imageStatus imageNote imageUrl }`;
const START = `mutation($input: StartStoryInput!) { startStory(input: $input) {
  __typename ... on MutationStartStorySuccess { data { ${STORY_FIELDS} } } ... on Error { code message } } }`;
const STORY = `query($id: ID!) { story(id: $id) {
  __typename ... on QueryStorySuccess { data { ${STORY_FIELDS} } } ... on Error { code message } } }`;
const STORIES = `{ stories { id title } }`;
const DELETE = `mutation($id: ID!) { deleteStory(id: $id) { __typename ... on Error { code message } } }`;

interface StoryView {
  id: string;
  title: string;
  task: { id: string; status: string; failureCode: string | null; partial: string };
  scenes: {
    id: string;
    position: number;
    text: string;
    imageStatus: string;
    imageNote: string | null;
    imageUrl: string | null;
  }[];
}
type Result = { __typename: string; data?: StoryView; code?: string; message?: string };

describe("story images with a model and an image provider (fake OpenAI-compatible server)", () => {
  const databaseUrl = fileDatabaseUrl();
  let fake: FakeOpenAi;
  let server: ServerProc;
  let worker: Proc;
  let student: TestUser;
  let other: TestUser;

  const start = async (user: TestUser, idea: string, language = "EN") =>
    (await gql<{ startStory: Result }>(server.url, START, { input: { idea, language } }, user.headers)).data
      ?.startStory as Result;
  const read = async (user: TestUser, id: string) =>
    (await gql<{ story: Result }>(server.url, STORY, { id }, user.headers)).data?.story as Result;
  const finished = async (user: TestUser, id: string): Promise<StoryView> => {
    let story: StoryView | undefined;
    await vi.waitFor(
      async () => {
        story = (await read(user, id)).data;
        expect(["DONE", "FAILED"]).toContain(story?.task.status);
      },
      { timeout: 30_000, interval: 200 },
    );
    return story as StoryView;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi({});
    ({ server, worker } = await startStack({
      DATABASE_URL: databaseUrl,
      REDIS_URL: inject("redisUrl"),
      REDIS_PREFIX: uniquePrefix(),
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "fake-main-1",
      OPENAI_IMAGE_MODEL: "gpt-image-1-mini",
      AI_MODERATION: "openai",
      AI_TIMEOUT_MS: "5000",
      AI_MAX_RETRIES: "0",
    }));
    student = await createUser(databaseUrl, { role: "student", preferredClass: 4 });
    other = await createUser(databaseUrl, { role: "student" });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
    await fake?.close();
  });

  it("writes three scenes, illustrates each through the child-safe template, and serves the pictures from our origin", async () => {
    const started = await start(student, "a little elephant who is afraid of water");
    expect(started.__typename).toBe("MutationStartStorySuccess");
    const story = await finished(student, started.data?.id as string);
    expect(story.task.status, JSON.stringify(story.task)).toBe("DONE");
    expect(story.title).toBe("The Story of a little elephant who is afraid of water");
    expect(story.scenes.map((s) => [s.position, s.imageStatus])).toEqual([
      [1, "READY"],
      [2, "READY"],
      [3, "READY"],
    ]);
    // Every picture prompt is the fixed template around the scene, never the model's text alone.
    const prompts = fake.imagePrompts.slice(-3);
    for (const prompt of prompts) {
      expect(prompt).toMatch(/^A gentle, colourful picture-book illustration for young children/);
      expect(prompt).toContain("Suitable for all ages");
    }
    // The idea, the story and each picture went through moderation.
    expect(fake.moderations).toContain("a little elephant who is afraid of water");
    expect(fake.moderations.filter((m) => m === "[image]")).toHaveLength(3);
    const story2 = await fake.requests.find((r) =>
      JSON.stringify(r.body.messages).includes("little elephant"),
    );
    expect(JSON.stringify(story2?.body.messages[0])).toContain("class 4");

    const url = story.scenes[0]?.imageUrl as string;
    expect(url).toMatch(/^\/story-image\/[0-9a-f-]{36}$/);
    const picture = await fetch(`${server.url}${url}`, { headers: student.headers });
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await picture.arrayBuffer());
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    // Another student can neither read the story nor fetch its pictures.
    expect((await fetch(`${server.url}${url}`, { headers: other.headers })).status).toBe(404);
    expect(await read(other, story.id)).toMatchObject({
      code: "NOT_FOUND",
      message: STORY_MESSAGES.notFound,
    });

    const listed = await gql<{ stories: { id: string }[] }>(server.url, STORIES, {}, student.headers);
    expect(listed.data?.stories.map((s) => s.id)).toContain(story.id);
    const removed = await gql<{ deleteStory: { __typename: string } }>(
      server.url,
      DELETE,
      { id: story.id },
      student.headers,
    );
    expect(removed.data?.deleteStory.__typename).toBe("MutationDeleteStorySuccess");
    expect((await fetch(`${server.url}${url}`, { headers: student.headers })).status).toBe(404);
    const [images] = await sql<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM "StoredImage" WHERE "ownerId" = $1`,
      [student.id],
    );
    expect(images?.n).toBe(0);
  });

  it("blocks an unkind idea before any model sees it, and keeps a story whose picture was refused", async () => {
    const before = fake.requests.length;
    const blocked = await start(student, "a story where the hero is a [fake:flag] bully");
    const failed = await finished(student, blocked.data?.id as string);
    expect(failed.task).toMatchObject({ status: "FAILED", failureCode: "BLOCKED" });
    expect(failed.scenes).toEqual([]);
    expect(fake.requests.length).toBe(before);
    const [flag] = await sql<{ kind: string }>(
      databaseUrl,
      `SELECT kind FROM "ActivityEvent" WHERE "userId" = $1 AND kind = 'ai_flagged'`,
      [student.id],
    );
    expect(flag?.kind).toBe("ai_flagged");

    const refused = await start(student, "a kite [fake:image-refuse]");
    const story = await finished(student, refused.data?.id as string);
    expect(story.task.status).toBe("DONE");
    expect(story.scenes).toHaveLength(3);
    expect(
      story.scenes.every(
        (s) => s.imageStatus === "FAILED" && s.imageNote === "The image provider refused this picture.",
      ),
    ).toBe(true);
    expect(story.scenes[0]?.text).toContain("a kite");
  });

  it("answers bad input, another student's story and the daily limit with clear errors", async () => {
    const empty = await start(student, "   ");
    expect(empty).toMatchObject({
      __typename: "ValidationError",
      message: expect.stringContaining(STORY_MESSAGES.emptyIdea),
    });
    const long = await start(student, "x".repeat(501));
    expect(long.message).toContain(STORY_MESSAGES.ideaTooLong);
    expect((await read(student, "not-a-uuid")).code).toBe("NOT_FOUND");
    const theirs = await start(other, "a clever crow");
    const del = await gql<{ deleteStory: Result }>(
      server.url,
      DELETE,
      { id: theirs.data?.id },
      student.headers,
    );
    expect(del.data?.deleteStory).toMatchObject({ code: "NOT_FOUND" });
    await finished(other, theirs.data?.id as string);

    const limited = await createUser(databaseUrl, { role: "student" });
    for (let i = 0; i < STORY_DAILY_LIMIT; i++)
      expect((await start(limited, `story number ${i}`)).__typename).toBe("MutationStartStorySuccess");
    const over = await start(limited, "one more");
    expect(over).toMatchObject({
      code: "STORY_LIMIT",
      message: STORY_MESSAGES.dailyLimit(STORY_DAILY_LIMIT),
    });
  });
});

// Two stacks of their own (one with a text model only, one with no model): slow to start on a busy machine.
describe("story images without an image provider, and without a model", () => {
  const databaseUrl = fileDatabaseUrl();
  let fake: FakeOpenAi;
  const stacks: { server: ServerProc; worker: Proc }[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAi({});
  });
  afterAll(async () => {
    await Promise.all(stacks.flatMap((s) => [s.server.stop(), s.worker.stop()]));
    await fake?.close();
  });

  it("writes the story with a card per scene when there is no image provider; says so when there is no model", async () => {
    const base = { DATABASE_URL: databaseUrl, REDIS_URL: inject("redisUrl") };
    const textOnly = await startStack({
      ...base,
      REDIS_PREFIX: uniquePrefix(),
      OPENAI_API_KEY: "sk-test",
      OPENAI_BASE_URL: fake.url,
      OPENAI_IMAGE_MODEL: "none",
    });
    const offline = await startStack({ ...base, REDIS_PREFIX: uniquePrefix() });
    stacks.push(textOnly, offline);
    const student = await createUser(databaseUrl, { role: "student" });
    const run = async (server: ServerProc, idea: string) => {
      const res = await gql<{ startStory: Result }>(
        server.url,
        START,
        { input: { idea, language: "HI" } },
        student.headers,
      );
      const id = res.data?.startStory.data?.id as string;
      let story: StoryView | undefined;
      await vi.waitFor(
        async () => {
          const res = await gql<{ story: Result }>(server.url, STORY, { id }, student.headers);
          story = res.data?.story?.data;
          expect(["DONE", "FAILED"]).toContain(story?.task.status);
        },
        { timeout: 30_000, interval: 200 },
      );
      return story as StoryView;
    };
    const noPictures = await run(textOnly.server, "a peacock who lost a feather");
    expect(noPictures.task.status).toBe("DONE");
    expect(noPictures.scenes.map((s) => s.imageStatus)).toEqual(["NONE", "NONE", "NONE"]);
    expect(fake.imagePrompts).toEqual([]);

    const noModel = await run(offline.server, "a peacock who lost a feather");
    expect(noModel.task).toMatchObject({ status: "FAILED", failureCode: "NO_MODEL" });
  }, 180_000);
});
