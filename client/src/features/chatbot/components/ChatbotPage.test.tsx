// @vitest-environment jsdom
import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CHAT_MESSAGE_MAX } from "@vidya/core/chat/chatbot";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../app/i18n/i18n";
import type { ChatReplyFieldsFragment } from "../../../gql/graphql";
import { possibleTypes } from "../../../gql/possible-types";
import { ready } from "../../../test/i18n";
import { ChatbotPage } from "./ChatbotPage";

// The data hook stands in for the server; the components, their translations and Apollo are real.
const bot = vi.hoisted(() => ({
  state: {} as Record<string, unknown>,
  sent: [] as string[],
  stopped: [] as string[],
  regenerated: [] as string[],
}));
vi.mock("../hooks/use-chatbot", () => ({
  useChatbot: () => ({
    chatId: "chat-1",
    chats: [{ id: "chat-1", title: "प्रकाश संश्लेषण", updatedAt: "2026-11-24T10:00:00Z" }],
    modelConfigured: true,
    missing: false,
    loading: false,
    sending: false,
    openChat: () => undefined,
    renameChat: async () => true,
    deleteChat: async () => undefined,
    sendMessage: async (m: string) => {
      bot.sent.push(m);
      return true;
    },
    stopReply: async (id: string) => void bot.stopped.push(id),
    regenerateReply: async (id: string) => void bot.regenerated.push(id),
    ...bot.state,
  }),
}));

const reply = (over: Partial<ChatReplyFieldsFragment>): ChatReplyFieldsFragment => ({
  id: "t1",
  status: "DONE",
  partial: "नमस्ते! प्रकाश संश्लेषण **भोजन** बनाने की प्रक्रिया है।",
  stopped: false,
  checked: false,
  failureCode: null,
  failureMessage: null,
  ...over,
});

function show(replies: ChatReplyFieldsFragment[], extra: Record<string, unknown> = {}) {
  bot.state = {
    chat: {
      id: "chat-1",
      title: "प्रकाश संश्लेषण",
      grade: 8,
      turns: replies.map((r, i) => ({ id: `turn-${i}`, message: `question ${i}`, reply: r })),
    },
    ...extra,
  };
  render(
    <MockedProvider cache={new InMemoryCache({ possibleTypes })} mocks={[]}>
      <ChatbotPage subject="hindi" />
    </MockedProvider>,
  );
}

beforeAll(async () => {
  await ready;
  await changeLanguage("en");
});
afterEach(() => {
  cleanup();
  bot.sent.length = 0;
  bot.stopped.length = 0;
  bot.regenerated.length = 0;
});

describe("ChatbotPage", () => {
  it("shows the conversation with Markdown, and Regenerate only on the latest reply", async () => {
    show([reply({ id: "t1" }), reply({ id: "t2", partial: "दूसरा उत्तर" })]);
    expect(screen.getByRole("heading", { name: "Hindi Chatbot" })).toBeTruthy();
    // The Markdown renderer loads with the first reply (plain text until then).
    expect((await screen.findByText("भोजन")).tagName).toBe("STRONG");
    const replies = screen.getAllByTestId("chat-reply");
    expect(within(replies[0] as HTMLElement).queryByRole("button", { name: "Regenerate" })).toBeNull();
    await userEvent.click(within(replies[1] as HTMLElement).getByRole("button", { name: "Regenerate" }));
    expect(bot.regenerated).toEqual(["t2"]);
  });

  it("offers Stop while a reply is written, and keeps the composer busy", async () => {
    show([reply({ id: "t3", status: "RUNNING", partial: "नमस्ते" })]);
    await userEvent.click(screen.getByRole("button", { name: "Stop" }));
    expect(bot.stopped).toEqual(["t3"]);
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says why a reply failed, with Retry, but no Retry for a blocked message", async () => {
    show([
      reply({
        id: "t4",
        status: "FAILED",
        partial: "",
        failureCode: "FAILED",
        failureMessage: "Failed to get explanation.",
      }),
      reply({ id: "t5", status: "FAILED", partial: "", failureCode: "BLOCKED", failureMessage: "x" }),
    ]);
    const [failed, blocked] = screen.getAllByTestId("chat-reply") as HTMLElement[];
    expect(within(failed as HTMLElement).getByRole("alert").textContent).toBe("Failed to get explanation.");
    await userEvent.click(within(failed as HTMLElement).getByRole("button", { name: "Retry" }));
    expect(bot.regenerated).toEqual(["t4"]);
    expect(within(blocked as HTMLElement).getByRole("alert").textContent).toContain(
      "keep our conversation kind",
    );
    expect(within(blocked as HTMLElement).queryByRole("button", { name: "Retry" })).toBeNull();
  });

  it("says when no AI is set up and why, never an operator's instructions", () => {
    show([], { modelConfigured: false, chat: null });
    const notice = screen.getByTestId("no-model").textContent;
    expect(notice).toContain("This needs the school's AI model");
    expect(notice).toContain("writes its replies with it");
    expect(notice).not.toContain("OPENAI_API_KEY");
    expect(notice).not.toContain("docker");
  });

  it("sends with Enter and refuses a message over the limit, saying the limit", async () => {
    show([]);
    const box = screen.getByLabelText("Your message");
    await userEvent.type(box, "What is a noun?{Enter}");
    expect(bot.sent).toEqual(["What is a noun?"]);
    await userEvent.click(box);
    await userEvent.paste("a".repeat(CHAT_MESSAGE_MAX + 1));
    expect(screen.getByText(`A message can be at most ${CHAT_MESSAGE_MAX} characters.`)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the page in the student's UI language", async () => {
    await changeLanguage("gu");
    show([reply({ id: "t6", status: "DONE", failureCode: null })]);
    expect(screen.getByRole("button", { name: "કૉપી કરો" })).toBeTruthy();
    await changeLanguage("en");
  });
});
