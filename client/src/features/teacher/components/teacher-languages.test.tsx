import { InMemoryCache } from "@apollo/client";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { AI_PROVIDER_NEEDED } from "@vidya/core/jobs/chapter-question";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../app/i18n/i18n";
import type { ChapterQuestionFieldsFragment } from "../../../gql/graphql";
import { possibleTypes } from "../../../gql/possible-types";
import { ready } from "../../../test/i18n";
import type { Dashboard } from "../../classrooms/utils/live-dashboard";
import { ChapterHistoryDocument } from "../graphql/chapters";
import { localizeChapterMessage } from "../utils/messages";
import { ChapterQa } from "./ChapterQa";
import { splitWorksheet } from "./PracticeWorksheet";
import { SubjectTeacherPage } from "./SubjectTeacherPage";

// The data hooks stand in for the server; the components and their translations are real.
const state = vi.hoisted(() => ({
  dashboard: null as unknown,
  current: null as unknown,
  practice: null as unknown as (input: unknown) => Promise<void>,
}));
vi.mock("../../classrooms/hooks/use-classrooms", () => ({
  useClassrooms: () => ({
    classrooms: [{ id: "c1", name: "8B", grade: 8, subjects: ["mathematics", "science"] }],
  }),
}));
vi.mock("../../classrooms/hooks/use-class-dashboard", () => ({
  useClassDashboard: () => ({ dashboard: state.dashboard, problem: null }),
}));
vi.mock("../hooks/use-curriculum", () => ({
  useCurriculum: (grade: number, subject: string) => ({
    curriculum: {
      grade,
      subject,
      note: null,
      editions: ["Mathematics: NCERT rationalised edition, reprint 2023-24"],
      chapters: [
        {
          id: "ncert:8:mathematics:2",
          number: 2,
          title: "Linear Equations in One Variable",
          book: "Mathematics",
          edition: "NCERT rationalised edition, reprint 2023-24",
          source: "NCERT",
        },
        {
          id: "custom:00000000-0000-0000-0000-000000000001",
          number: 1,
          title: "Mental maths",
          book: "Your chapters",
          edition: "Added by you",
          source: "CUSTOM",
        },
      ],
    },
    loading: false,
    addChapter: vi.fn(),
    adding: false,
  }),
}));
vi.mock("../hooks/use-chapter-question", () => ({
  useChapterQuestion: () => ({
    ask: vi.fn(),
    practice: state.practice,
    busy: false,
    current: state.current,
    problem: null,
    clear: vi.fn(),
  }),
}));

const dashboard = (totalQuestions: number, activeStudents: number) =>
  ({
    totalQuestions,
    activeStudents,
    questionsPerTopic: [],
    strugglingTopics: [],
    topQuestions: [],
  }) as unknown as Dashboard;

type Row = ChapterQuestionFieldsFragment & { __typename: "ChapterQuestion" };
const row = (over: Partial<ChapterQuestionFieldsFragment>): Row => ({
  __typename: "ChapterQuestion",
  id: "q1",
  kind: "ANSWER",
  classroomId: null,
  grade: 10,
  subject: "mathematics",
  chapterId: "ncert:10:mathematics:4",
  chapterTitle: "Quadratic Equations",
  question: "Find the roots of x^2 - 5x + 6 = 0",
  language: "gu",
  count: null,
  status: "DONE",
  answer: "Answer: x = 2, x = 3",
  provider: "local-math",
  error: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  completedAt: "2026-11-23T10:00:02.000Z",
  ...over,
});

function withApollo(ui: ReactNode, history: Row[] = []) {
  const mocks = [
    {
      request: { query: ChapterHistoryDocument, variables: { kind: "ANSWER", subject: null } },
      result: { data: { chapterQuestions: history } },
    },
  ];
  return (
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ possibleTypes })}>
      {ui}
    </MockedProvider>
  );
}

describe("the teacher pages in the UI language", () => {
  beforeAll(async () => {
    await ready;
  });
  beforeEach(() => {
    state.dashboard = null;
    state.current = null;
    state.practice = vi.fn(async () => {});
  });
  afterEach(cleanup);
  afterAll(() => changeLanguage("en"));

  it("keeps the English words, with singular and plural counts", async () => {
    await changeLanguage("en");
    state.dashboard = dashboard(1, 1);
    render(<SubjectTeacherPage subject="science" />);
    expect(screen.getByRole("heading", { level: 1, name: "Science for teachers" })).toBeTruthy();
    expect(screen.getByTestId("subject-totals").textContent).toBe("1 question · 1 active student");
    cleanup();
    state.dashboard = dashboard(4, 2);
    render(<SubjectTeacherPage subject="mathematics" />);
    expect(screen.getByTestId("subject-totals").textContent).toBe("4 questions · 2 active students");
    expect(screen.getByRole("region", { name: "Practice questions for a chapter" })).toBeTruthy();
  });

  it("shows a subject's teacher page and its worksheet in Hindi, and asks for the worksheet in Hindi", async () => {
    await changeLanguage("hi");
    state.dashboard = dashboard(4, 2);
    state.current = row({
      kind: "PRACTICE",
      grade: 8,
      chapterTitle: "Linear Equations in One Variable",
      question: "2 practice questions",
      count: 2,
      answer: "1. 2x = 10 हल कीजिए।\n2. x + 3 = 7 हल कीजिए।\nउत्तर कुंजी\n1. x = 5\n2. x = 4",
    });
    render(<SubjectTeacherPage subject="mathematics" />);

    expect(screen.getByRole("heading", { level: 1, name: "शिक्षकों के लिए गणित" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "गणित गतिविधि (पिछले 30 दिन)" })).toBeTruthy();
    expect(screen.getByTestId("subject-totals").textContent).toBe("4 प्रश्न · 2 सक्रिय विद्यार्थी");

    const practice = screen.getByRole("region", { name: "किसी अध्याय के अभ्यास प्रश्न" });
    const standard = within(practice).getByRole("combobox", { name: "कक्षा स्तर" });
    expect(within(standard).getByRole("option", { name: "कक्षा 8" })).toBeTruthy();
    const chapter = within(practice).getByRole("combobox", { name: "अध्याय" });
    expect(within(chapter).getByRole("option", { name: "अध्याय चुनिए" })).toBeTruthy();
    expect(chapter.querySelector('optgroup[label="आपके अध्याय"]')?.textContent).toBe("Mental maths");

    fireEvent.change(chapter, { target: { value: "ncert:8:mathematics:2" } });
    fireEvent.click(within(practice).getByRole("button", { name: "बनाएँ" }));
    expect(state.practice).toHaveBeenCalledWith({
      grade: 8,
      subject: "mathematics",
      chapterId: "ncert:8:mathematics:2",
      count: 10,
      language: "hi",
    });

    // The worksheet, split at the Hindi "answer key" line, and its printable page.
    expect(within(screen.getByTestId("worksheet")).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "वर्कशीट छापें" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "उत्तर कुंजी भी छापें" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "गणित · कक्षा 8" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Linear Equations in One Variable: अभ्यास" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "उत्तर कुंजी" })).toBeTruthy();
    expect(screen.getByText("नाम: ____________________ दिनांक: ____________")).toBeTruthy();
  });

  it("shows Chapter Q&A in Gujarati, listening in Gujarati, with the saved questions", async () => {
    await changeLanguage("gu");
    state.current = row({ provider: "none", answer: AI_PROVIDER_NEEDED });
    render(
      withApollo(<ChapterQa />, [
        row({}),
        row({ id: "q2", kind: "PRACTICE", question: "5 practice questions", count: 5, answer: null }),
      ]),
    );

    expect(screen.getByRole("heading", { level: 1, name: "પ્રકરણ પ્રશ્નોત્તરી" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "વર્ગ (વૈકલ્પિક)" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "તમારો પ્રશ્ન" })).toBeTruthy();
    const voice = screen.getByRole("combobox", { name: "બોલવાની ભાષા" }) as HTMLSelectElement;
    expect(voice.value).toBe("gu-IN");
    expect(screen.getByRole("button", { name: "🎤 બોલો" })).toBeTruthy();
    const ask = screen.getByRole("button", { name: "પૂછો" });
    expect(ask.getAttribute("title")).toBe("એક પ્રકરણ પસંદ કરો.");
    expect(within(ask.closest("form") as HTMLElement).queryByText(/Ask|Speak/)).toBeNull();

    // The worker's "AI provider needed" answer, and the saved note.
    expect(screen.getByRole("heading", { name: "જવાબ" })).toBeTruthy();
    expect(screen.getByTestId("chapter-answer").textContent).toBe(
      "આ વિષયના પ્રશ્નોના જવાબ માટે AI પ્રદાતા જોઈએ. તમારા વ્યવસ્થાપકને OPENAI_API_KEY સેટ કરવાનું કહો (કોઈ પણ OpenAI-સુસંગત સર્વર ચાલશે) અને ફરી પ્રયાસ કરો.",
    );
    expect(screen.getByTestId("answer-saved").textContent).toBe("તમારા ઇતિહાસમાં સાચવી લીધું.");

    expect(screen.getByRole("heading", { name: "તમારા પ્રશ્નો" })).toBeTruthy();
    const history = screen.getByTestId("chapter-history");
    expect(
      await within(history).findByText("ધોરણ 10 · Quadratic Equations: Find the roots of x^2 - 5x + 6 = 0"),
    ).toBeTruthy();
    expect(within(history).getByText("ધોરણ 10 · Quadratic Equations: મહાવરાના 5 પ્રશ્નો")).toBeTruthy();
    expect(within(history).getByText("હજી તૈયાર થઈ રહ્યું છે...")).toBeTruthy();
  });

  it("lets the voice language follow the UI language until the teacher picks one", async () => {
    await changeLanguage("hi");
    render(withApollo(<ChapterQa />));
    const voice = screen.getByRole("combobox", { name: "बोलने की भाषा" }) as HTMLSelectElement;
    expect(voice.value).toBe("hi-IN");
    expect(screen.getByRole("button", { name: "🎤 बोलिए" })).toBeTruthy();
    await act(() => changeLanguage("gu"));
    expect((screen.getByRole("combobox", { name: "બોલવાની ભાષા" }) as HTMLSelectElement).value).toBe("gu-IN");
    fireEvent.change(screen.getByRole("combobox", { name: "બોલવાની ભાષા" }), { target: { value: "en-IN" } });
    await act(() => changeLanguage("hi"));
    expect((screen.getByRole("combobox", { name: "बोलने की भाषा" }) as HTMLSelectElement).value).toBe("en-IN");
  });

  it("puts the server's Chapter Q&A messages in the UI language, subjects too", async () => {
    await changeLanguage("hi");
    expect(
      localizeChapterMessage(
        "That chapter is not in the Class 6 Social Science list. Choose one from the list.",
      ),
    ).toBe("वह अध्याय कक्षा 6 सामाजिक विज्ञान की सूची में नहीं है। सूची में से एक अध्याय चुनिए।");
    expect(localizeChapterMessage('You already have a chapter called "Fractions".')).toBe(
      "“Fractions” नाम का अध्याय आपके पास पहले से है।",
    );
    expect(
      localizeChapterMessage(
        'NCERT publishes no Sanskrit textbook for Class 3. Add the chapters you teach with "Add a chapter".',
      ),
    ).toBe(
      "NCERT कक्षा 3 के लिए संस्कृत की कोई पाठ्यपुस्तक प्रकाशित नहीं करता। आप जो अध्याय पढ़ाते हैं, उन्हें “अध्याय जोड़ें” से जोड़िए।",
    );
    await changeLanguage("gu");
    expect(
      localizeChapterMessage(
        'Class 8 Gujarati uses the Gujarat board (GSEB) textbook; its chapter titles are not included yet. Add the chapters you teach with "Add a chapter".',
      ),
    ).toBe(
      "ધોરણ 8 ગુજરાતીમાં ગુજરાત બોર્ડ (GSEB)નું પાઠ્યપુસ્તક ચાલે છે; તેનાં પ્રકરણોનાં શીર્ષકો હજી સમાવાયાં નથી. તમે ભણાવો છો તે પ્રકરણો “પ્રકરણ ઉમેરો”થી ઉમેરો.",
    );
    expect(localizeChapterMessage("Ask for at most 20 questions.")).toBe("વધુમાં વધુ 20 પ્રશ્નો માગો.");
    expect(localizeChapterMessage("Something else")).toBe("Something else");
    await changeLanguage("en");
    expect(localizeChapterMessage(AI_PROVIDER_NEEDED)).toBe(AI_PROVIDER_NEEDED);
  });

  it("splits a worksheet written in Gujarati, with Gujarati digits", () => {
    expect(splitWorksheet("૧. 2x = 10 ઉકેલો.\n૨. x + 3 = 7 ઉકેલો.\nજવાબો\n૧. x = 5\n૨. x = 4")).toEqual({
      questions: ["2x = 10 ઉકેલો.", "x + 3 = 7 ઉકેલો."],
      answers: ["x = 5", "x = 4"],
    });
  });
});
