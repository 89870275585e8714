import type { Page } from "@playwright/test";
import type { FakeOpenAi } from "../helpers/fake-openai";
import { createAccount, query, signIn } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { type ModelStack, startModelStack } from "./support/model-stack";

/** The end of the fake model's Hindi lesson (tests/helpers/fake-openai.ts): the reply is complete. */
const HINDI_END = "क्या आप एक उदाहरण सुनना चाहेंगे?";

/** Records every text the newest reply shows, so a streamed reply can be told from one that just appears. */
async function recordReplyTexts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { replyTexts: string[] };
    w.replyTexts = [];
    const thread = document.querySelector(".chat-thread");
    if (!thread) throw new Error("no chat thread");
    new MutationObserver(() => {
      const replies = thread.querySelectorAll('[data-testid="chat-reply"]');
      const last = replies[replies.length - 1];
      if (last) w.replyTexts.push(last.textContent ?? "");
    }).observe(thread, { childList: true, subtree: true, characterData: true });
  });
}

async function send(page: Page, message: string) {
  await page.getByLabel("Your message").fill(message);
  await page.getByRole("button", { name: "Send", exact: true }).click();
}

test.describe("subject chatbots without an AI model (the e2e stack runs offline)", () => {
  test("/hindi/chatbot says clearly that no AI model is set up", async ({ page }) => {
    const account = await createAccount({ role: "student", preferredClass: 8 });
    await signIn(page, account);
    await page.goto("/hindi/chatbot");
    await expect(page.getByRole("heading", { level: 1, name: "Hindi Chatbot" })).toBeVisible();
    const notice = page.getByTestId("no-model");
    await expect(notice).toContainText("This needs the school's AI model, and none is set up yet", {
      timeout: 30_000,
    });
    // A child never reads an operator's instructions (issue 25).
    await expect(notice).not.toContainText("OPENAI_API_KEY");
    await expect(notice).not.toContainText("docker compose");
  });
});

test.describe("subject chatbots with a model (a fake OpenAI-compatible server)", () => {
  let fake: FakeOpenAi;
  let stack: ModelStack | undefined;
  let base = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stack = await startModelStack({ firstTokenMs: 300, tokensPerSecond: 40 });
    ({ fake, base } = stack);
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  test("a student chats on /hindi/chatbot: the Devanagari reply streams in, and a reload resumes the chat", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const account = await createAccount({ role: "student", preferredClass: 8 });
    await signIn(page, account, `${base}/auth`);
    await page.goto(`${base}/hindi/chatbot`);
    await expect(page.getByRole("heading", { level: 1, name: "Hindi Chatbot" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Your chats" })).toContainText("No chats yet.");
    await expect(page.getByTestId("no-model")).toHaveCount(0);

    const question = "प्रकाश संश्लेषण क्या है?";
    await recordReplyTexts(page);
    await send(page, question);
    const reply = page.getByTestId("chat-reply").last();
    await expect(reply).toContainText(HINDI_END, { timeout: 60_000 });
    await expect(reply).toHaveAttribute("data-status", "DONE");
    await expect(reply).toContainText(`आपने पूछा: «${question}»`);
    await expect(reply.getByRole("button", { name: "Regenerate" })).toBeVisible();
    // Streamed: the reply showed its beginning before its end was written.
    const texts = await page.evaluate(() => (window as unknown as { replyTexts: string[] }).replyTexts);
    expect(texts.some((t) => t.includes("नमस्ते") && !t.includes(HINDI_END))).toBe(true);
    // Asked in the chatbot's language: the model was told to answer in Devanagari.
    const system = fake.requests.at(-1)?.body.messages[0]?.content;
    expect(String(system)).toContain("Devanagari");

    // The chat's id is in the URL: a reload opens the same chat, listed among the student's chats.
    await expect(page).toHaveURL(/[?&]chat=/);
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    const chats = page.getByRole("navigation", { name: "Your chats" });
    await expect(chats.locator('li[aria-current="true"]')).toHaveCount(1, { timeout: 30_000 });
    await expect(chats.getByRole("listitem")).toHaveCount(1);
    const thread = page.locator(".chat-thread");
    await expect(thread.locator(".chat-turn")).toHaveCount(1, { timeout: 30_000 });
    await expect(thread.locator(".chat-message")).toContainText(question);
    await expect(thread.getByTestId("chat-reply")).toContainText(HINDI_END);

    // The chat carries on where it left off: the model sees the earlier turn.
    const next = "पत्तियाँ हरी क्यों होती हैं?";
    await send(page, next);
    await expect(thread.locator(".chat-turn")).toHaveCount(2, { timeout: 30_000 });
    await expect(thread.getByTestId("chat-reply").last()).toContainText(`आपने पूछा: «${next}»`, {
      timeout: 60_000,
    });
    await expect(thread.getByTestId("chat-reply").last()).toHaveAttribute("data-status", "DONE");
    const last = fake.requests.filter((r) => JSON.stringify(r.body).includes(next)).at(-1);
    expect(JSON.stringify(last?.body.messages)).toContain(question);
    await expect(chats.getByRole("listitem")).toHaveCount(1);
  });

  test("on a slow 3G phone the reply streams in as deltas: the bytes received are about the reply's size", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const account = await createAccount({ role: "student", preferredClass: 8 });
    await signIn(page, account, `${base}/auth`);
    await page.goto(`${base}/hindi/chatbot`);
    await expect(page.getByRole("heading", { level: 1, name: "Hindi Chatbot" })).toBeVisible();

    // Chrome's "Slow 3G" profile, and every WebSocket frame the page receives from here on.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: (400 * 1024) / 8,
      uploadThroughput: (400 * 1024) / 8,
    });
    const frames: string[] = [];
    cdp.on("Network.webSocketFrameReceived", (event) => {
      frames.push(event.response.payloadData);
    });

    // The fake model repeats the question in its reply: a long question makes a long reply.
    const question = `पौधे भोजन कैसे बनाते हैं? ${"पत्तियाँ, जड़ें और धूप मिलकर क्या करती हैं? ".repeat(20)}`.trim();
    await recordReplyTexts(page);
    await send(page, question);
    const reply = page.getByTestId("chat-reply").last();
    await expect(reply).toContainText(HINDI_END, { timeout: 120_000 });
    await expect(reply).toHaveAttribute("data-status", "DONE");
    const texts = await page.evaluate(() => (window as unknown as { replyTexts: string[] }).replyTexts);
    expect(texts.some((t) => t.includes("नमस्ते") && !t.includes(HINDI_END))).toBe(true);

    const [task] = await query<{ partial: string }>(`SELECT partial FROM "AiTask" WHERE "userId" = $1`, [
      account.id,
    ]);
    const final = task?.partial ?? "";
    expect(final.length).toBeGreaterThan(900);
    await expect(reply).toContainText(final.slice(-40));

    // The reply's frames on the aiTask subscription: many small pieces, not the whole text each time.
    const replyFrames = frames.filter((f) => f.includes('"partialDelta"'));
    const pieces = replyFrames.filter((f) => /"partialDelta":\{"offset":[1-9]/.test(f));
    expect(pieces.length).toBeGreaterThan(5);
    const received = replyFrames.reduce((sum, f) => sum + Buffer.byteLength(f, "utf8"), 0);
    const size = Buffer.byteLength(final, "utf8");
    /**
     * A frame's own bytes: graphql-ws's envelope, the subscription's and the task's ids, status, flags
     * and __typename (a frame with no text measured 311 bytes).
     */
    const FRAMING = 400;
    expect(received).toBeLessThanOrEqual(1.2 * size + FRAMING * replyFrames.length);
    // Snapshots would have sent the growing text again with every piece.
    expect(received).toBeLessThan((size * replyFrames.length) / 4);
    await cdp.detach();
  });

  test("Stop halts a slow reply midway: what was written stays, marked stopped", async ({ page }) => {
    test.setTimeout(180_000);
    const account = await createAccount({ role: "student", preferredClass: 8 });
    await signIn(page, account, `${base}/auth`);
    await page.goto(`${base}/hindi/chatbot`);
    await expect(page.getByRole("heading", { level: 1, name: "Hindi Chatbot" })).toBeVisible();
    await send(page, "[fake:slow] पौधे भोजन कैसे बनाते हैं?");

    const reply = page.getByTestId("chat-reply").last();
    // The slow model writes about 60 characters a second: stop once the first words are in.
    await expect(reply).toContainText("नमस्ते", { timeout: 60_000 });
    await reply.getByRole("button", { name: "Stop", exact: true }).click();
    await expect(reply).toHaveAttribute("data-status", "DONE", { timeout: 30_000 });
    await expect(reply).toContainText("Stopped");
    await expect(reply).toContainText("नमस्ते");
    await expect(reply).not.toContainText(HINDI_END);

    // Stored as stopped with the text written so far: a reload shows the same.
    const [task] = await query<{ partial: string; stopped: boolean }>(
      `SELECT partial, "stoppedAt" IS NOT NULL AS stopped FROM "AiTask" WHERE "userId" = $1`,
      [account.id],
    );
    expect(task?.stopped).toBe(true);
    expect(task?.partial).toContain("नमस्ते");
    expect(task?.partial).not.toContain(HINDI_END);
    await page.reload();
    const again = page.getByTestId("chat-reply").last();
    await expect(again).toContainText("Stopped", { timeout: 30_000 });
    await expect(again).toContainText("नमस्ते");
    await expect(again).not.toContainText(HINDI_END);
    // The student can ask again once the reply has stopped.
    await expect(page.getByLabel("Your message")).toBeEditable();
  });

  test("a message about self-harm gets the caring reply with the Tele-MANAS helpline", async ({ page }) => {
    test.setTimeout(120_000);
    const account = await createAccount({ role: "student", preferredClass: 8 });
    await signIn(page, account, `${base}/auth`);
    await page.goto(`${base}/science/chatbot`);
    await expect(page.getByRole("heading", { level: 1, name: "Science Chatbot" })).toBeVisible();
    const asked = fake.requests.length;
    await send(page, "I want to kill myself");

    const reply = page.getByTestId("chat-reply").last();
    await expect(reply).toContainText("Tele-MANAS on 14416", { timeout: 60_000 });
    await expect(reply).toContainText("I'm really sorry you're feeling this way.");
    await expect(reply).toHaveAttribute("data-status", "DONE");
    // Answered with care, not by the model.
    expect(fake.requests.slice(asked).some((r) => JSON.stringify(r.body).includes("kill myself"))).toBe(
      false,
    );
  });
});
