import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../app/i18n/i18n";
import { possibleTypes } from "../../../gql/possible-types";
import { ready } from "../../../test/i18n";
import { RoundTripPanel } from "../../round-trip/components/RoundTripPanel";
import {
  GroupClassChoicesDocument,
  MarkGroupReadDocument,
  StudyGroupDocument,
  ViewerIdDocument,
} from "../graphql/groups";
import {
  GroupMessageEventsDocument,
  GroupMessagesDocument,
  GroupPresenceDocument,
  GroupTypingDocument,
} from "../graphql/messages";
import { GroupReportsDocument } from "../graphql/moderation";
import type { ChatMessage } from "../hooks/use-group-chat";
import { messageTime } from "../utils/labels";
import { Composer } from "./Composer";
import { GroupChat } from "./GroupChat";
import { TypingIndicator } from "./LiveStatus";
import { MessageList } from "./MessageList";

vi.mock("../../../app/toast", () => ({ toast: { info: vi.fn(), error: vi.fn(), success: vi.fn() } }));

const GROUP = "g1";
const CLASS = "c1";
const STUDENT = "u-asha";
const TEACHER = "u-mehta";
const OTHER = "u-ravi";
const soon = new Date(Date.now() + 10 * 60_000).toISOString();

const message = (over: Partial<ChatMessage>): ChatMessage & { __typename: "GroupMessage" } => ({
  __typename: "GroupMessage",
  id: "m1",
  groupId: GROUP,
  seq: 1,
  clientId: "c-1",
  senderId: OTHER,
  senderName: "Ravi",
  body: "What is $x^2$?",
  createdAt: new Date().toISOString(),
  editedAt: null,
  deletedAt: null,
  deletedBy: null,
  editableUntil: soon,
  ...over,
});

const MESSAGES: ChatMessage[] = [
  message({ id: "m1", seq: 1, body: "Who can help with question 4?" }),
  message({
    id: "m2",
    seq: 2,
    body: "",
    deletedAt: new Date().toISOString(),
    deletedBy: TEACHER,
    clientId: "c-2",
  }),
  message({ id: "m3", seq: 3, senderId: STUDENT, senderName: "Asha", body: "x = 4", clientId: "c-3" }),
];

/** Every request the chat page makes, answered as the server would for `viewer`. */
function chatMocks(opts: {
  viewer: string;
  role: "owner" | "member" | "class_teacher";
  teaches: boolean;
  memberCount: number;
}) {
  const teacher = { userId: TEACHER, name: "Mehta Sir", role: opts.role === "owner" ? "owner" : "member" };
  const students = [
    { userId: STUDENT, name: "Asha", role: "member" },
    { userId: OTHER, name: "Ravi", role: "member" },
    { userId: "u-meera", name: "Meera", role: "member" },
  ];
  // The first members (the class teacher first when they made the group).
  const members = (opts.role === "owner" ? [teacher, ...students] : students).slice(0, opts.memberCount);
  const never = { delay: Number.POSITIVE_INFINITY };
  return [
    {
      request: { query: ViewerIdDocument },
      result: { data: { me: { __typename: "User", id: opts.viewer } } },
    },
    {
      request: { query: StudyGroupDocument, variables: { id: GROUP } },
      result: {
        data: {
          studyGroup: {
            __typename: "StudyGroup",
            id: GROUP,
            name: "7A algebra",
            subject: "mathematics",
            classroomId: CLASS,
            className: "7A",
            inviteCode: "K7QM-4XPR",
            inviteCodeExpiresAt: "2099-11-08T08:00:00.000Z",
            viewerRole: opts.role,
            canModerate: opts.teaches,
            memberCount: opts.memberCount,
            headSeq: 3,
            lastReadSeq: 3,
            unreadCount: 0,
            openReportCount: 0,
            createdAt: "2026-11-01T08:00:00.000Z",
            lastMessage: null,
            members: members.map((m) => ({
              __typename: "GroupMember",
              ...m,
              joinedAt: "2026-11-01T08:00:00.000Z",
              rosterName: null,
            })),
          },
        },
      },
    },
    {
      request: { query: GroupClassChoicesDocument },
      result: {
        data: {
          classrooms: [{ __typename: "Classroom", id: CLASS, name: "7A", viewerIsTeacher: opts.teaches }],
        },
      },
    },
    {
      request: { query: GroupMessagesDocument, variables: { groupId: GROUP, limit: 50 } },
      result: {
        data: {
          groupMessages: {
            __typename: "QueryGroupMessagesSuccess",
            data: { __typename: "GroupMessagePage", headSeq: 3, hasMore: false, messages: MESSAGES },
          },
        },
      },
    },
    {
      request: { query: GroupReportsDocument, variables: { groupId: GROUP } },
      result: { data: { groupReports: { __typename: "QueryGroupReportsSuccess", data: [] } } },
    },
    {
      request: { query: GroupPresenceDocument, variables: { groupId: GROUP } },
      result: {
        data: {
          groupPresence: {
            __typename: "GroupPresence",
            groupId: GROUP,
            online: [
              {
                __typename: "OnlineMember",
                userId: opts.viewer,
                name: opts.viewer === STUDENT ? "Asha" : "Mehta",
              },
              { __typename: "OnlineMember", userId: OTHER, name: "Ravi" },
            ],
          },
        },
      },
    },
    { request: { query: GroupMessageEventsDocument, variables: { groupId: GROUP } }, ...never },
    { request: { query: GroupTypingDocument, variables: { groupId: GROUP } }, ...never },
    { request: { query: MarkGroupReadDocument, variables: { groupId: GROUP, seq: 3 } }, ...never },
  ];
}

function renderChat(mocks: ReturnType<typeof chatMocks>) {
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ possibleTypes })}>
      <MemoryRouter>
        <GroupChat groupId={GROUP} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe("the study-group chat in the UI language", () => {
  beforeAll(async () => {
    await ready;
  });
  afterEach(cleanup);
  afterAll(() => changeLanguage("en"));

  it("keeps the English texts, one member or many", async () => {
    await changeLanguage("en");
    renderChat(chatMocks({ viewer: STUDENT, role: "member", teaches: false, memberCount: 1 }));
    expect(
      await screen.findByText("Mathematics · Class 7A · 1 member · Your teacher can read this chat."),
    ).toBeTruthy();
    expect(await screen.findByText("This message was removed by a moderator.")).toBeTruthy();
    cleanup();
    renderChat(chatMocks({ viewer: STUDENT, role: "member", teaches: false, memberCount: 2 }));
    expect(
      await screen.findByText("Mathematics · Class 7A · 2 members · Your teacher can read this chat."),
    ).toBeTruthy();
  });

  it("shows a student the whole chat in Gujarati, with the plural of members", async () => {
    await changeLanguage("gu");
    renderChat(chatMocks({ viewer: STUDENT, role: "member", teaches: false, memberCount: 3 }));
    expect(await screen.findByRole("heading", { level: 1, name: "7A algebra" })).toBeTruthy();
    expect(screen.getByText("ગણિત · વર્ગ 7A · 3 સભ્યો · તમારા શિક્ષક આ ચેટ વાંચી શકે છે.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "← બધાં જૂથો" })).toBeTruthy();

    const log = screen.getByRole("log", { name: "સંદેશા" });
    expect(await within(log).findByText("આ સંદેશ એક સંચાલકે દૂર કર્યો છે.")).toBeTruthy();
    const [ravis, , mine] = within(log).getAllByTestId("chat-message");
    expect(mine?.textContent).toContain("તમે");
    expect(mine?.textContent).toContain("✓ મોકલ્યો");
    expect(within(log).getByText("ચેટની શરૂઆત અહીંથી થાય છે.")).toBeTruthy();

    // Reporting another's message: the form and its reasons are in Gujarati too.
    fireEvent.click(within(ravis as HTMLElement).getByRole("button", { name: "ફરિયાદ કરો" }));
    const reason = screen.getByLabelText("તમે આ સંદેશની ફરિયાદ કેમ કરો છો?");
    expect(within(reason).getByRole("option", { name: "દાદાગીરી કે ખરાબ વર્તન" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "ફરિયાદ મોકલો" })).toBeTruthy();

    expect(await screen.findByText("હમણાં ઑનલાઇન (2):")).toBeTruthy();
    expect(screen.getByTestId("presence").textContent).toContain("Asha (તમે)");
    expect(screen.getByRole("textbox", { name: "સંદેશ" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "મોકલો" })).toBeTruthy();

    const tools = screen.getByRole("complementary", { name: "જૂથની વિગતો" });
    expect(within(tools).getByRole("heading", { name: "સભ્યો (3)" })).toBeTruthy();
    expect(within(tools).getByRole("button", { name: "જૂથ છોડો" })).toBeTruthy();
  });

  it("tells the class's teacher, in Hindi, that the students know the teacher reads along", async () => {
    await changeLanguage("hi");
    renderChat(chatMocks({ viewer: TEACHER, role: "owner", teaches: true, memberCount: 1 }));
    expect(
      await screen.findByText(
        "गणित · कक्षा 7A · 1 सदस्य · इस कक्षा के विद्यार्थी जानते हैं कि आप, उनके शिक्षक, यह चैट पढ़ सकते हैं।",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/आपके शिक्षक यह चैट पढ़ सकते हैं/)).toBeNull();
    const tools = screen.getByRole("complementary", { name: "समूह का विवरण" });
    expect(await within(tools).findByText("कोई खुली शिकायत नहीं।")).toBeTruthy();
    expect(within(tools).getByRole("heading", { name: "समूह मिटाएँ" })).toBeTruthy();
    const members = within(tools).getByRole("region", { name: "सदस्य (1)" });
    expect(within(members).getByRole("listitem").textContent).toBe("Mehta Sir (संचालक) (आप)");
  });

  it("shows a Gujarati teacher who only reads the group the teacher text and no message box", async () => {
    await changeLanguage("gu");
    renderChat(chatMocks({ viewer: TEACHER, role: "class_teacher", teaches: true, memberCount: 2 }));
    expect(
      await screen.findByText(
        "ગણિત · વર્ગ 7A · 2 સભ્યો · આ વર્ગના વિદ્યાર્થીઓ જાણે છે કે તમે, તેમના શિક્ષક, આ ચેટ વાંચી શકો છો.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("તમે આ વર્ગ જૂથ તેના શિક્ષક તરીકે વાંચી રહ્યાં છો. લખવા માટે કોડથી જોડાઓ.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "સંદેશ" })).toBeNull();
  });

  it("shows sending trouble, typing and the message box limits in Hindi and Gujarati", async () => {
    await changeLanguage("hi");
    render(
      <>
        <MessageList
          messages={[]}
          outbox={[{ clientId: "o1", body: "नमस्ते", status: "failed", error: null }]}
          viewerId={STUDENT}
          canModerate={false}
          hasOlder={false}
          loadingOlder={false}
          onLoadOlder={async () => {}}
          onRetry={() => {}}
          onDiscard={() => {}}
          onEdit={async () => true}
          onDelete={async () => true}
          onReport={async () => true}
        />
        <TypingIndicator names={["Asha", "Ravi"]} />
      </>,
    );
    const failed = screen.getByTestId("outbox-message");
    expect(within(failed).getByText("नहीं भेजा गया")).toBeTruthy();
    expect(within(failed).getByRole("alert").textContent).toContain(
      "नहीं भेजा गया: कनेक्शन नहीं है। ‘फिर से भेजें’ दबाएँ।",
    );
    expect(within(failed).getByRole("button", { name: "फिर से भेजें" })).toBeTruthy();
    expect(within(failed).getByRole("button", { name: "छोड़ दें" })).toBeTruthy();
    expect(screen.getByTestId("typing-indicator").textContent).toBe("Asha और Ravi लिख रहे हैं…");
    expect(messageTime("2026-03-12T06:00:00Z", new Date("2026-11-23T10:00:00Z"))).toContain("12 मार्च");
    cleanup();

    await changeLanguage("gu");
    render(<Composer disabled={false} onSend={() => {}} onTyping={() => {}} />);
    const box = screen.getByRole("textbox", { name: "સંદેશ" });
    expect(box.getAttribute("placeholder")).toBe("સંદેશ લખો… **ઘાટા**, *ત્રાંસા*, `કોડ`, $x^2$");
    fireEvent.change(box, { target: { value: "ક".repeat(2001) } });
    expect(screen.getByText("ખૂબ લાંબો: 2,000માંથી 2,001 અક્ષર.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "મોકલો" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows the pipeline check in Hindi", async () => {
    await changeLanguage("hi");
    render(
      <MockedProvider mocks={[]}>
        <RoundTripPanel />
      </MockedProvider>,
    );
    expect(screen.getByRole("heading", { name: "पाइपलाइन जाँच" })).toBeTruthy();
    expect(screen.getByLabelText("वर्कर की देरी (ms)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "भेजें" })).toBeTruthy();
  });
});
