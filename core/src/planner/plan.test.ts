import { describe, expect, it } from "vitest";
import { addDays, buildPlan, chapterWorkMinutes, type PlanExam, type PlanInput } from "./plan";

const TODAY = "2026-12-01";

function chapters(n: number, prefix: string, mastery: number | null = null) {
  return Array.from({ length: n }, (_, i) => ({
    id: `${prefix}:${i + 1}`,
    title: `${prefix} chapter ${i + 1}`,
    size: 1,
    mastery,
    doneMinutes: 0,
  }));
}

function exam(id: string, date: string, n: number, mastery: number | null = null): PlanExam {
  return { id, subject: id, title: `${id} exam`, date, chapters: chapters(n, id, mastery) };
}

function input(over: Partial<PlanInput> = {}): PlanInput {
  return {
    today: TODAY,
    usedToday: 0,
    exams: [exam("maths", addDays(TODAY, 20), 4), exam("science", addDays(TODAY, 25), 4)],
    availability: { minutesByWeekday: [60, 90, 90, 90, 90, 90, 60], daysOff: [] },
    dueCards: {},
    focusMinutes: 25,
    breakMinutes: 5,
    ...over,
  };
}

const studyMinutes = (items: { kind: string; minutes: number }[]) => items.reduce((n, i) => n + i.minutes, 0);

describe("the study planner", () => {
  it("fits: every chapter is planned before its exam and no day goes over its hours", () => {
    const plan = buildPlan(input());
    expect(plan.fits).toBe(true);
    expect(plan.dropped).toEqual([]);
    for (const day of plan.days) expect(studyMinutes(day.items)).toBeLessThanOrEqual(day.capacity);
    for (const e of input().exams) {
      for (const c of e.chapters) {
        const learned = plan.days
          .filter((d) => d.date < e.date)
          .flatMap((d) => d.items)
          .filter((i) => i.kind === "learn" && i.chapterId === c.id);
        expect(studyMinutes(learned)).toBe(chapterWorkMinutes(c, 25));
      }
      // The day before the exam is its revision window, and nothing is planned on the exam day.
      const dayBefore = plan.days.find((d) => d.date === addDays(e.date, -1));
      expect(dayBefore?.items.some((i) => i.kind === "examRevision" && i.examId === e.id)).toBe(true);
    }
    expect(plan.days.some((d) => d.items.some((i) => i.kind === "revise"))).toBe(true);
  });

  it("weights chapter work by what the student does not know", () => {
    const known = chapters(1, "a", 0.8)[0];
    const unknown = chapters(1, "b", 0.1)[0];
    if (!known || !unknown) throw new Error("fixture");
    expect(chapterWorkMinutes(unknown, 25)).toBeGreaterThan(chapterWorkMinutes(known, 25));
    expect(chapterWorkMinutes({ ...known, mastery: 0.95 }, 25)).toBe(0);
  });

  it("does not fit: says so and lists what it dropped instead of overfilling days", () => {
    const plan = buildPlan(input({ exams: [exam("maths", addDays(TODAY, 4), 10)] }));
    expect(plan.fits).toBe(false);
    expect(plan.dropped.length).toBeGreaterThan(0);
    expect(plan.neededMinutes).toBeGreaterThan(plan.availableMinutes);
    for (const day of plan.days) expect(studyMinutes(day.items)).toBeLessThanOrEqual(day.capacity);
  });

  it("zero hours: nothing is planned and it says what the exams need", () => {
    const plan = buildPlan(input({ availability: { minutesByWeekday: [0, 0, 0, 0, 0, 0, 0], daysOff: [] } }));
    expect(plan.fits).toBe(false);
    expect(plan.availableMinutes).toBe(0);
    expect(plan.neededMinutes).toBeGreaterThan(0);
    expect(plan.days.every((d) => d.items.length === 0)).toBe(true);
  });

  it("keeps flashcards to a share of the day and skips days off", () => {
    const due: Record<string, number> = {};
    for (let i = 0; i < 20; i++) due[addDays(TODAY, i)] = 200;
    const off = addDays(TODAY, 2);
    const plan = buildPlan(
      input({ dueCards: due, availability: { ...input().availability, daysOff: [off] } }),
    );
    for (const day of plan.days) {
      const cards = day.items.filter((i) => i.kind === "flashcards");
      expect(studyMinutes(cards)).toBeLessThanOrEqual(day.capacity * 0.2);
    }
    expect(plan.days.find((d) => d.date === off)?.items).toEqual([]);
  });

  it("missed day: the work not done moves to the days that are left", () => {
    const first = buildPlan(input());
    const missed = first.days[0]?.items.filter((i) => i.kind === "learn") ?? [];
    expect(missed.length).toBeGreaterThan(0);
    // Nothing was done on day 1; re-planning from day 2 still plans every chapter's full work.
    const again = buildPlan(input({ today: addDays(TODAY, 1) }));
    for (const item of missed) {
      const learned = again.days
        .flatMap((d) => d.items)
        .filter((i) => i.kind === "learn" && i.chapterId === item.chapterId);
      expect(studyMinutes(learned)).toBeGreaterThanOrEqual(item.minutes);
    }
    expect(again.days[0]?.date).toBe(addDays(TODAY, 1));
  });

  it("finished early: done minutes are not planned again", () => {
    const base = input();
    const done = base.exams.map((e, k) =>
      k === 0 ? { ...e, chapters: e.chapters.map((c) => ({ ...c, doneMinutes: 500 })) } : e,
    );
    const plan = buildPlan({ ...base, exams: done });
    const mathsLearn = plan.days
      .flatMap((d) => d.items)
      .filter((i) => i.kind === "learn" && i.examId === "maths");
    expect(mathsLearn).toEqual([]);
  });

  it("exam moved earlier: the plan ends by the new date with its revision window before it", () => {
    const moved = exam("maths", addDays(TODAY, 8), 4);
    const plan = buildPlan(input({ exams: [moved] }));
    expect(plan.days.at(-1)?.date).toBe(addDays(TODAY, 7));
    expect(plan.days.at(-1)?.items.some((i) => i.kind === "examRevision")).toBe(true);
    const learnDates = plan.days.filter((d) => d.items.some((i) => i.kind === "learn")).map((d) => d.date);
    expect(learnDates.every((d) => d < addDays(TODAY, 7))).toBe(true);
  });

  it("an exam in the past is not planned", () => {
    const plan = buildPlan(input({ exams: [exam("maths", TODAY, 3)] }));
    expect(plan.days).toEqual([]);
  });
});
