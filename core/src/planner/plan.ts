/**
 * The study planner (issue 17): a pure function from exams, availability, mastery and due flashcards
 * to a day-by-day plan in the student's local days. No I/O; the server and the night job call it with
 * what they read, and store what it returns from `today` on (the past is kept as it happened).
 */

/** What one plan item asks the student to do; each kind opens its own tool. */
export type PlanItemKind = "learn" | "revise" | "flashcards" | "examRevision" | "break";

/** One chapter an exam covers, with what the app knows of the student on it. */
export interface PlanChapter {
  id: string;
  title: string;
  /** Relative size (1 = an average chapter); the catalogue has no page counts, so 1 unless known. */
  size: number;
  /** 0..1 from quick tests and BlackBox (ChapterMastery), or null when nothing is known. */
  mastery: number | null;
  /** Minutes of chapter work already done (ticked-off learn items). */
  doneMinutes: number;
}

export interface PlanExam {
  id: string;
  subject: string;
  title: string;
  /** YYYY-MM-DD, local. No study is planned on the exam day itself. */
  date: string;
  chapters: readonly PlanChapter[];
}

export interface PlanAvailability {
  /** Minutes the student can study on each weekday, Sunday first (7 entries). */
  minutesByWeekday: readonly number[];
  /** YYYY-MM-DD days with no study at all. */
  daysOff: readonly string[];
}

export interface PlanInput {
  /** The first day to plan (local). */
  today: string;
  /** Minutes of today already used by finished items (today's plan keeps them). */
  usedToday: number;
  exams: readonly PlanExam[];
  availability: PlanAvailability;
  /** Flashcards due on each day (local date → count); a missing day counts 0. */
  dueCards: Readonly<Record<string, number>>;
  /** Focus session and short break lengths (the student's focus-timer settings). */
  focusMinutes: number;
  breakMinutes: number;
}

export interface PlannedItem {
  kind: PlanItemKind;
  minutes: number;
  subject: string | null;
  chapterId: string | null;
  examId: string | null;
  title: string;
  /** For flashcards: how many cards. */
  cards: number | null;
}

export interface PlannedDay {
  date: string;
  capacity: number;
  items: PlannedItem[];
}

export interface DroppedWork {
  examId: string;
  /** The exam's subject, so a subject's planner shows only its own chapters. */
  subject: string;
  chapterId: string;
  title: string;
  minutes: number;
}

export interface Plan {
  days: PlannedDay[];
  /** Chapter work that did not fit before its exam: shown, never squeezed into full days. */
  dropped: DroppedWork[];
  /** Study minutes the exams need (chapter work and exam revision) and minutes available for them. */
  neededMinutes: number;
  availableMinutes: number;
  fits: boolean;
}

/** Minutes of chapter work for a chapter nobody has assessed (an even prior of 50 % known). */
export const PRIOR_MASTERY = 0.5;
/** Chapter work for an average chapter known not at all. */
export const FULL_CHAPTER_MINUTES = 150;
/** At most this share of a day goes to due flashcards. */
export const FLASHCARD_SHARE = 0.2;
/** Seconds per due card. */
export const SECONDS_PER_CARD = 20;
/** Minutes of one spaced revision of a finished chapter. */
export const REVISE_MINUTES = 15;
/** A chapter at or above this mastery needs only revision. */
export const MASTERED = 0.9;

const DAY_MS = 86_400_000;

/** Adds `n` days to a YYYY-MM-DD date. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Minutes of chapter work a chapter still needs: its size times what is not yet known, in focus blocks. */
export function chapterWorkMinutes(chapter: PlanChapter, focusMinutes: number): number {
  const known = chapter.mastery ?? PRIOR_MASTERY;
  if (known >= MASTERED) return 0;
  const raw = FULL_CHAPTER_MINUTES * chapter.size * (1 - known);
  const blocks = Math.max(1, Math.ceil(raw / focusMinutes));
  return Math.max(0, blocks * focusMinutes - chapter.doneMinutes);
}

/** Days before the exam kept for revising it as a whole: 1, or 2 when the exam is over two weeks away. */
export function revisionWindow(today: string, examDate: string): number {
  return daysBetween(today, examDate) > 14 ? 2 : 1;
}

interface Work {
  exam: PlanExam;
  chapter: PlanChapter;
  left: number;
}

interface DayState {
  day: PlannedDay;
  free: number;
}

/** Builds the plan from `today` to the last exam. */
export function buildPlan(input: PlanInput): Plan {
  const exams = input.exams.filter((e) => daysBetween(input.today, e.date) >= 1);
  const last =
    exams
      .map((e) => e.date)
      .sort()
      .at(-1) ?? input.today;
  const off = new Set(input.availability.daysOff);
  const days: DayState[] = [];
  for (let d = input.today; d < last; d = addDays(d, 1)) {
    const capacity = off.has(d) ? 0 : Math.max(0, input.availability.minutesByWeekday[weekday(d)] ?? 0);
    const free = d === input.today ? Math.max(0, capacity - input.usedToday) : capacity;
    days.push({ day: { date: d, capacity, items: [] }, free });
  }
  // Flashcards first: capped at a share of the day so chapter work always has room.
  for (const s of days) {
    const due = input.dueCards[s.day.date] ?? 0;
    if (due <= 0 || s.free <= 0) continue;
    const minutes = Math.min(
      Math.ceil((due * SECONDS_PER_CARD) / 60),
      Math.floor(s.day.capacity * FLASHCARD_SHARE),
    );
    if (minutes <= 0) continue;
    const cards = Math.min(due, Math.floor((minutes * 60) / SECONDS_PER_CARD));
    push(s, {
      kind: "flashcards",
      minutes,
      subject: null,
      chapterId: null,
      examId: null,
      title: "Due flashcards",
      cards,
    });
  }
  const availableMinutes = days.reduce((n, s) => n + s.free, 0);
  // Each exam's revision window is reserved before chapter work is placed.
  let neededMinutes = 0;
  const sorted = [...exams].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.id.localeCompare(b.id),
  );
  for (const exam of sorted) {
    const window = revisionWindow(input.today, exam.date);
    for (let k = 1; k <= window; k++) {
      const s = days.find((x) => x.day.date === addDays(exam.date, -k));
      const minutes = s ? fitBlocks(s.free, input) : 0;
      neededMinutes += input.focusMinutes;
      if (!s || minutes <= 0) continue;
      placeSessions(s, minutes, input, {
        kind: "examRevision",
        subject: exam.subject,
        chapterId: null,
        examId: exam.id,
        title: `Revise for ${exam.title}`,
        cards: null,
      });
    }
  }
  const work: Work[] = sorted.flatMap((exam) =>
    [...exam.chapters]
      // What the student knows least comes first, so what is dropped is what they know best.
      .sort((a, b) => (a.mastery ?? PRIOR_MASTERY) - (b.mastery ?? PRIOR_MASTERY))
      .map((chapter) => ({ exam, chapter, left: chapterWorkMinutes(chapter, input.focusMinutes) })),
  );
  neededMinutes += work.reduce((n, w) => n + w.left, 0);
  const finished = new Map<Work, number>();
  // Chapters already done (or known) are revised from the start.
  for (const w of work) if (w.left <= 0 && days.length > 0) finished.set(w, 0);
  const pools = sorted.map((exam) => ({
    exam,
    windowStart: addDays(exam.date, -revisionWindow(input.today, exam.date)),
    queue: work.filter((w) => w.exam === exam),
    left: work.reduce((n, w) => (w.exam === exam ? n + w.left : n), 0),
    daysLeft: 0,
  }));
  for (let i = 0; i < days.length; i++) {
    const s = days[i] as DayState;
    // Study days left before each exam's window, from today on (later days' room is not used yet).
    for (const p of pools) {
      p.daysLeft = 0;
      for (let j = i; j < days.length && (days[j] as DayState).day.date < p.windowStart; j++) {
        if ((days[j] as DayState).free > 0) p.daysLeft++;
      }
    }
    while (s.free >= input.focusMinutes) {
      const pool = mostUrgent(pools, s.day.date);
      const next = pool?.queue.find((w) => w.left > 0);
      if (!pool || !next) break;
      const minutes = Math.min(next.left, input.focusMinutes);
      placeSessions(s, minutes, input, {
        kind: "learn",
        subject: next.exam.subject,
        chapterId: next.chapter.id,
        examId: next.exam.id,
        title: next.chapter.title,
        cards: null,
      });
      next.left -= minutes;
      pool.left -= minutes;
      if (next.left <= 0) finished.set(next, i);
    }
  }
  placeRevisions(days, finished, input);
  const dropped = work
    .filter((w) => w.left > 0)
    .map((w) => ({
      examId: w.exam.id,
      subject: w.exam.subject,
      chapterId: w.chapter.id,
      title: w.chapter.title,
      minutes: w.left,
    }));
  for (const s of days) trimTrailingBreak(s);
  return {
    days: days.map((s) => s.day),
    dropped,
    neededMinutes,
    availableMinutes,
    fits: dropped.length === 0 && availableMinutes > 0,
  };
}

/** Whole focus blocks (with their breaks) that fit in `free`, as focus minutes. */
function fitBlocks(free: number, input: PlanInput): number {
  const block = input.focusMinutes + input.breakMinutes;
  const n = Math.floor((free + input.breakMinutes) / block);
  return Math.min(n, 2) * input.focusMinutes;
}

/**
 * The exam most pressed for time: chapter work left over the study days left before its revision
 * window. Exams whose window has begun take no more chapter work.
 */
function mostUrgent<P extends { windowStart: string; left: number; daysLeft: number }>(
  pools: P[],
  date: string,
): P | null {
  let best: P | null = null;
  let bestScore = -1;
  for (const p of pools) {
    if (p.left <= 0 || date >= p.windowStart) continue;
    const score = p.left / Math.max(1, p.daysLeft);
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}

/** Adds a study item followed by a break (trimmed at the day's end). */
function placeSessions(s: DayState, minutes: number, input: PlanInput, item: Omit<PlannedItem, "minutes">) {
  let left = minutes;
  while (left > 0 && s.free >= Math.min(left, input.focusMinutes)) {
    const m = Math.min(left, input.focusMinutes);
    push(s, { ...item, minutes: m });
    left -= m;
    if (s.free >= input.breakMinutes) {
      push(s, {
        kind: "break",
        minutes: input.breakMinutes,
        subject: null,
        chapterId: null,
        examId: null,
        title: "Break",
        cards: null,
      });
    }
  }
}

function push(s: DayState, item: PlannedItem) {
  s.day.items.push(item);
  s.free -= item.minutes;
}

function trimTrailingBreak(s: DayState) {
  const last = s.day.items.at(-1);
  if (last?.kind === "break") {
    s.day.items.pop();
    s.free += last.minutes;
  }
}

/**
 * Spaced revision of each finished chapter: the first after a gap of a third of the days to the
 * exam, then shrinking gaps, until the exam's revision window. Only where a day has room.
 */
function placeRevisions(days: DayState[], finished: Map<Work, number>, input: PlanInput) {
  for (const [w, doneAt] of finished) {
    const windowStart = addDays(w.exam.date, -revisionWindow(input.today, w.exam.date));
    let at = doneAt;
    for (;;) {
      const date = (days[at] as DayState).day.date;
      const gap = Math.max(1, Math.floor(daysBetween(date, windowStart) / 3));
      at += gap;
      const s = days[at];
      if (!s || s.day.date >= windowStart) break;
      if (s.free < REVISE_MINUTES) continue;
      push(s, {
        kind: "revise",
        minutes: REVISE_MINUTES,
        subject: w.exam.subject,
        chapterId: w.chapter.id,
        examId: w.exam.id,
        title: w.chapter.title,
        cards: null,
      });
    }
  }
}
