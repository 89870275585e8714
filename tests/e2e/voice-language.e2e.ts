import type { Page } from "@playwright/test";
import type { FakeOpenAi } from "../helpers/fake-openai";
import { createAccount, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { type ModelStack, startModelStack } from "./support/model-stack";

/**
 * Headless Chromium can neither hear nor speak, so these tests put STUBBED SpeechRecognition and
 * speechSynthesis objects into the page. They check our side of the Web Speech API (the language
 * asked for, what is shown and sent, when speech starts, is cancelled and ends), not the browser's
 * recogniser or voices. `__hear(text, final)` makes the listening recogniser "hear" a phrase;
 * `__finishSpeaking()` ends the utterances queued so far, as a voice that finished reading would.
 */
async function stubSpeech(page: Page) {
  await page.addInitScript(() => {
    type Handler = ((e: unknown) => void) | null;
    const w = window as unknown as Record<string, unknown> & {
      __listening: StubRecognition | null;
      __langs: string[];
      __spoken: { text: string; lang: string }[];
      __queue: StubUtterance[];
      __cancelled: number;
    };
    w.__listening = null;
    w.__langs = [];
    w.__spoken = [];
    w.__queue = [];
    w.__cancelled = 0;
    class StubRecognition {
      lang = "";
      interimResults = false;
      continuous = true;
      maxAlternatives = 0;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: (() => void) | null = null;
      start() {
        w.__langs.push(this.lang);
        w.__listening = this;
      }
      stop() {
        if (w.__listening === this) w.__listening = null;
        this.onend?.();
      }
      abort() {
        if (w.__listening === this) w.__listening = null;
        this.onend?.();
      }
    }
    w.SpeechRecognition = StubRecognition;
    w.__hear = (text: string, final = true) => {
      const r = w.__listening;
      if (!r) throw new Error("nothing is listening");
      r.onresult?.({ results: [Object.assign([{ transcript: text }], { isFinal: final })] });
      if (final && w.__listening === r) {
        w.__listening = null;
        r.onend?.();
      }
    };
    class StubUtterance {
      lang = "";
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    const synth = {
      speaking: false,
      speak(u: StubUtterance) {
        w.__spoken.push({ text: u.text, lang: u.lang });
        w.__queue.push(u);
      },
      cancel() {
        w.__cancelled += 1;
        w.__queue = [];
      },
      pause() {},
      resume() {},
      getVoices: () => [],
    };
    w.__finishSpeaking = () => {
      const queue = w.__queue;
      w.__queue = [];
      for (const u of queue) u.onend?.();
    };
    Object.defineProperty(window, "speechSynthesis", { configurable: true, get: () => synth });
    Object.defineProperty(window, "SpeechSynthesisUtterance", { configurable: true, value: StubUtterance });
  });
}

const hear = (page: Page, text: string, final = true) =>
  page.evaluate(([t, f]) => (window as unknown as { __hear: (t: string, f: boolean) => void }).__hear(t, f), [
    text,
    final,
  ] as const);
const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken);
const listening = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __listening: unknown }).__listening !== null);

test.describe("voice tools (stubbed SpeechRecognition and speechSynthesis; the e2e stack has no model)", () => {
  test("/voice-assistant: a spoken question in Hindi is shown for editing, answered in writing and read aloud in Hindi", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await stubSpeech(page);
    await signIn(page, await createAccount({ role: "student" }));
    await page.goto("/voice-assistant");
    await expect(page.getByRole("heading", { level: 1, name: "Voice Assistant" })).toBeVisible();
    await page.getByLabel("Voice language").selectOption("hi-IN");
    await page.getByRole("button", { name: "🎤 Talk" }).click();
    await expect(page.getByText("Listening...")).toBeVisible();
    await listening(page);
    await hear(page, "हल करो: 2x + 3 = 7");
    // The transcript waits in an editable box: nothing is sent until the student presses Ask.
    const transcript = page.getByLabel("What you said (you can edit it)");
    await expect(transcript).toHaveValue("हल करो: 2x + 3 = 7");
    expect(await spoken(page)).toEqual([]);
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    const turn = page.getByTestId("voice-turn");
    await expect(turn).toHaveAttribute("data-status", "DONE", { timeout: 60_000 });
    await expect(turn).toContainText("हल करो: 2x + 3 = 7");
    await expect(turn).toContainText("x = 2");
    await expect(transcript).toHaveValue("");
    // Read aloud in Hindi, with the LaTeX read as words.
    await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(3);
    const said = await spoken(page);
    expect(new Set(said.map((u) => u.lang))).toEqual(new Set(["hi-IN"]));
    expect(said.map((u) => u.text).join(" ")).toContain("x equals 2");
    expect(said.map((u) => u.text).join(" ")).not.toContain("$");
    await expect(page.getByRole("button", { name: "Stop reading" }).first()).toBeVisible();
    const langs = await page.evaluate(() => (window as unknown as { __langs: string[] }).__langs);
    expect(langs).toEqual(["hi-IN"]);
  });

  test("/voice-bot: two hands-free turns, the second interrupting the bot's answer, then the stop word", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await stubSpeech(page);
    await signIn(page, await createAccount({ role: "student" }));
    await page.goto("/voice-bot");
    const state = page.getByRole("status", { name: "Voice bot state" });
    await expect(state).toHaveText("Not started");
    await page.getByRole("button", { name: "Start conversation" }).click();
    await expect(state).toHaveText("Listening...");
    await listening(page);

    await hear(page, "Solve 2x + 3 = 7");
    await expect(state).toHaveText("Speaking...", { timeout: 60_000 });
    await expect.poll(async () => (await spoken(page)).map((u) => u.text).join(" ")).toContain("x equals 2");
    const firstAnswer = (await spoken(page)).length;

    // Barge-in: the student talks over the answer; the bot stops speaking at once and listens.
    await listening(page);
    await hear(page, "Solve 3x", false);
    await expect(state).toHaveText("Listening...");
    expect(
      await page.evaluate(() => (window as unknown as { __cancelled: number }).__cancelled),
    ).toBeGreaterThan(0);
    await hear(page, "Solve 3x + 5 = 20");
    await expect(state).toHaveText("Speaking...", { timeout: 60_000 });
    await expect
      .poll(async () =>
        (await spoken(page))
          .slice(firstAnswer)
          .map((u) => u.text)
          .join(" "),
      )
      .toContain("x equals 5");

    // When the answer has been spoken, the bot listens again by itself; "stop" ends the conversation.
    await page.evaluate(() => (window as unknown as { __finishSpeaking: () => void }).__finishSpeaking());
    await expect(state).toHaveText("Listening...");
    await listening(page);
    await hear(page, "stop");
    await expect(state).toHaveText("Not started");
    await expect(page.getByText("Conversation ended.")).toBeVisible();
    await expect(page.getByTestId("voice-turn")).toHaveCount(2);
    await expect(page.getByTestId("voice-turn").last()).toContainText("x = 5");
  });

  test("/voice-bot without speech recognition falls back to typing", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.SpeechRecognition = undefined;
      w.webkitSpeechRecognition = undefined;
    });
    await signIn(page, await createAccount({ role: "student" }));
    await page.goto("/voice-bot");
    await expect(page.getByText("Voice input is not available in this browser.")).toBeVisible();
    await page.getByLabel("Type your message").fill("Solve 4x = 12");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("voice-turn")).toContainText("x = 3", { timeout: 60_000 });
  });
});

test.describe("grammar assistants (on the device)", () => {
  test("/grammar underlines three mistakes and fixes them with no network", async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(page, await createAccount({ role: "student" }));
    await page.goto("/grammar");
    await expect(page.getByRole("heading", { level: 1, name: "Grammar Assistant" })).toBeVisible();
    // The checker (harper.js WebAssembly and the word list) loads once; from then on no network is used.
    await expect(page.getByText("Loading the grammar checker")).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByRole("alert")).toHaveCount(0);
    await context.setOffline(true);
    const box = page.getByRole("textbox", { name: "Your text" });
    await box.fill("My freind go to school. I has a apple.");
    const marks = page.getByTestId("grammar-mark");
    await expect(marks).toHaveCount(3, { timeout: 30_000 });
    await expect(marks).toHaveText(["freind", "has", "a"]);
    await expect(page.getByTestId("grammar-issue").first()).toContainText("freind");
    const score = await page.getByTestId("grammar-score").textContent();

    // One-click fix: the first suggestion of the first problem.
    await page.getByRole("button", { name: "Change to “friend”" }).click();
    await expect(box).toHaveValue("My friend go to school. I has a apple.");
    await expect(marks).toHaveCount(2, { timeout: 30_000 });
    // Accept all fixes the rest.
    await page.getByRole("button", { name: "Accept all" }).click();
    await expect(box).toHaveValue("My friend go to school. I have an apple.");
    await expect(page.getByText("No problems found. Well written!")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("grammar-score")).toHaveText("Score: 100/100");
    expect(score).not.toBe("Score: 100/100");
    await context.setOffline(false);
  });

  test("/hindi/grammar flags a misspelt Devanagari word and a matra mistake, and fixes the matra", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, await createAccount({ role: "student" }));
    await page.goto("/hindi/grammar");
    await expect(page.getByRole("heading", { level: 1, name: "Hindi Grammar" })).toBeVisible();
    await expect(page.getByText("Loading the Hindi dictionary...")).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole("alert")).toHaveCount(0);
    const box = page.getByRole("textbox", { name: "आपका पाठ (Your text)" });
    // "विदयालय" is misspelt (विद्यालय); "लाेग" has ा + े typed instead of ो.
    await box.fill("भारत के लाेग विदयालय जाते हैं।");
    const issues = page.getByTestId("grammar-issue");
    await expect(issues).toHaveCount(2);
    await expect(issues.filter({ hasText: "विदयालय" })).toContainText("is not in the Hindi dictionary");
    await expect(issues.filter({ hasText: "लाेग" })).toContainText("ो");
    await issues.filter({ hasText: "लाेग" }).getByRole("button", { name: "Change to “ो”" }).click();
    await expect(box).toHaveValue("भारत के लोग विदयालय जाते हैं।");
    await expect(issues).toHaveCount(1);
  });
});

test.describe("story images with a model and an image provider (a fake OpenAI-compatible server)", () => {
  let fake: FakeOpenAi;
  let stack: ModelStack | undefined;
  let base = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stack = await startModelStack({});
    ({ fake, base } = stack);
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  test("a story of three illustrated scenes: pages turn, each is read aloud, and it is saved and listed", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await stubSpeech(page);
    await signIn(page, await createAccount({ role: "student", preferredClass: 4 }), `${base}/auth`);
    await page.goto(`${base}/story-images`);
    await expect(page.getByRole("heading", { level: 1, name: "Story Images" })).toBeVisible();
    await expect(page.getByText("No stories yet.")).toBeVisible();
    await page.getByLabel("Your story idea").fill("a little elephant who is afraid of water");
    await page.getByRole("button", { name: "Create story" }).click();

    const book = page.getByTestId("storybook");
    await expect(book.getByRole("heading", { level: 2 })).toHaveText(
      "The Story of a little elephant who is afraid of water",
      { timeout: 60_000 },
    );
    await expect(book.getByText("Scene 1 of 3")).toBeVisible();
    // Each picture comes from our own origin (fetched with the token, shown from a blob: URL).
    const picture = book.locator("img.story-image");
    await expect(picture).toBeVisible({ timeout: 60_000 });
    expect(await picture.getAttribute("src")).toMatch(/^blob:/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    expect(fake.imagePrompts.length).toBeGreaterThanOrEqual(1);

    await book.getByRole("button", { name: "Read aloud" }).click();
    await expect
      .poll(async () => (await spoken(page)).map((u) => u.text).join(" "))
      .toContain("Once upon a time there was a little elephant who is afraid of water.");
    expect((await spoken(page)).every((u) => u.lang === "en-IN")).toBe(true);
    await book.getByRole("button", { name: "Stop reading" }).click();

    await book.getByRole("button", { name: "Next page" }).click();
    await expect(book.getByText("Scene 2 of 3")).toBeVisible();
    await book.getByRole("button", { name: "Next page" }).click();
    await expect(book.getByText("Scene 3 of 3")).toBeVisible();
    await expect(book.getByText("They tried together")).toBeVisible();
    await expect(book.locator("img.story-image")).toBeVisible({ timeout: 60_000 });
    await expect(book.getByRole("button", { name: "Next page" })).toBeDisabled();

    // Saved: listed after a reload, and opens again.
    await page.reload();
    const saved = page.getByTestId("saved-story");
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText("The Story of a little elephant who is afraid of water");
    await saved.getByRole("button", { name: "Open" }).click();
    await expect(page.getByTestId("storybook").getByText("Scene 1 of 3")).toBeVisible();
    await saved.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No stories yet.")).toBeVisible();
  });
});
