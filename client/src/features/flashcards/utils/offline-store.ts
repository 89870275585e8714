import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from "idb";
import type { DueCardsQuery, TestItemFieldsFragment } from "../../../gql/graphql";

/**
 * Flashcards and quick tests on the device (issue 27), in IndexedDB: the due queue the server last
 * gave (with each deck's schedule settings), and the reviews made offline, waiting to be synced;
 * quick tests downloaded to take offline (no keys: the server never sends them before submitting),
 * and their finished answers waiting to be submitted; mathematics questions answered offline, waiting
 * to be saved to history (v3). Every
 * record carries the user id, and every read asks for one user's records only, so a shared phone
 * never shows or sends one account's cards or reviews as another's. The server stays the truth:
 * a copy that cannot be read is dropped (with a message), never repaired.
 */

type DueData = Extract<DueCardsQuery["dueCards"], { __typename: "QueryDueCardsSuccess" }>["data"];
export type OfflineCard = DueData["cards"][number];
export type OfflineDeck = DueCardsQuery["decks"][number];

export interface Snapshot {
  /** `${userId}|${deckId or "all"}` */
  key: string;
  userId: string;
  deckId: string | null;
  savedAt: number;
  cards: OfflineCard[];
  decks: OfflineDeck[];
}

export interface QueuedReview {
  reviewId: string;
  userId: string;
  cardId: string;
  deckId: string;
  rating: 1 | 2 | 3 | 4;
  /** When it was rated, on the server's clock (ms). */
  reviewedAt: number;
  /** Order of rating on this device. */
  seq: number;
}

export type OfflineTestItem = TestItemFieldsFragment;

export interface OfflineAnswer {
  answer: string;
  /** When it was given, on the server's clock (ms). */
  answeredAt: number;
}

/** A quick test downloaded to take offline, and how far it has been taken on this device. */
export interface DownloadedTest {
  /** `${userId}|${testId}` */
  key: string;
  userId: string;
  testId: string;
  subject: string;
  grade: number;
  assignmentId: string | null;
  limitSeconds: number;
  /** The assignment's due time (ISO), or null. */
  dueAt: string | null;
  items: OfflineTestItem[];
  /** When it was started on this device, on the server's clock (ms); null until started. */
  startedAt: number | null;
  answers: Record<string, OfflineAnswer>;
}

/** A finished offline test waiting to be submitted; times on the server's clock (ms). */
export interface QueuedTestSubmission {
  testId: string;
  userId: string;
  startedAt: number;
  finishedAt: number;
  answers: ({ questionId: string } & OfflineAnswer)[];
}

/** A mathematics question answered on the device while offline, waiting to be saved to history. */
export interface QueuedMathQuestion {
  /** The id the server's task gets (a UUID): sending it twice saves it once. */
  clientId: string;
  userId: string;
  topic: string;
  question: string;
  /** The device's answer, for this device only: the server solves the question again. */
  finalAnswer: string | null;
  askedAt: number;
}

interface OfflineDb extends DBSchema {
  snapshots: { key: string; value: Snapshot; indexes: { userId: string } };
  queue: { key: string; value: QueuedReview; indexes: { userId: string } };
  tests: { key: string; value: DownloadedTest; indexes: { userId: string } };
  submissions: { key: string; value: QueuedTestSubmission; indexes: { userId: string } };
  math: { key: string; value: QueuedMathQuestion; indexes: { userId: string } };
}

export const DB_NAME = "vidya-offline";
const VERSION = 3;

/** The stored copy could not be read as written: it is dropped and the server copy used. */
export class CorruptStoreError extends Error {}

let opening: Promise<IDBPDatabase<OfflineDb>> | null = null;
const listeners = new Set<() => void>();
let onCorrupt: () => void = () => {};

/** Called (once per drop) when a damaged copy was dropped, to tell the student. */
export function setCorruptHandler(handler: () => void): void {
  onCorrupt = handler;
}

/** Listens for changes to the queue (a review queued or synced). */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

function open(): Promise<IDBPDatabase<OfflineDb>> {
  opening ??= openDB<OfflineDb>(DB_NAME, VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore("snapshots", { keyPath: "key" }).createIndex("userId", "userId");
        db.createObjectStore("queue", { keyPath: "reviewId" }).createIndex("userId", "userId");
      }
      if (oldVersion < 2) {
        db.createObjectStore("tests", { keyPath: "key" }).createIndex("userId", "userId");
        db.createObjectStore("submissions", { keyPath: "testId" }).createIndex("userId", "userId");
      }
      if (oldVersion < 3) {
        db.createObjectStore("math", { keyPath: "clientId" }).createIndex("userId", "userId");
      }
    },
    blocking() {
      // Another tab wants a newer version (or to drop it): let it.
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Drops the whole copy (it could not be read): the next save starts afresh from the server. */
async function drop(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  await deleteDB(DB_NAME).catch(() => {});
  onCorrupt();
  changed();
}

/** Runs a store operation; a copy that fails to open or read is dropped and `fallback` returned. */
async function guarded<T>(run: (db: IDBPDatabase<OfflineDb>) => Promise<T>, fallback: T): Promise<T> {
  if (typeof indexedDB === "undefined") return fallback;
  try {
    return await run(await open());
  } catch (error) {
    if (error instanceof DOMException && error.name === "QuotaExceededError") return fallback;
    await drop();
    return fallback;
  }
}

const isString = (v: unknown): v is string => typeof v === "string";
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

function checkCard(card: unknown): OfflineCard {
  const c = card as Partial<OfflineCard> | null;
  if (
    !c ||
    !isString(c.id) ||
    !isString(c.deckId) ||
    !isString(c.front) ||
    !isString(c.back) ||
    !isString(c.due) ||
    !isString(c.state) ||
    !isNumber(c.reps) ||
    !isNumber(c.stability) ||
    !isNumber(c.difficulty) ||
    !Array.isArray(c.previews)
  )
    throw new CorruptStoreError("card");
  return c as OfflineCard;
}

function checkSnapshot(value: unknown, userId: string): Snapshot {
  const s = value as Partial<Snapshot> | null;
  if (!s || s.userId !== userId || !Array.isArray(s.cards) || !Array.isArray(s.decks) || !isNumber(s.savedAt))
    throw new CorruptStoreError("snapshot");
  s.cards.forEach(checkCard);
  return s as Snapshot;
}

function checkReview(value: unknown, userId: string): QueuedReview {
  const r = value as Partial<QueuedReview> | null;
  if (
    !r ||
    r.userId !== userId ||
    !isString(r.reviewId) ||
    !isString(r.cardId) ||
    !isString(r.deckId) ||
    ![1, 2, 3, 4].includes(r.rating as number) ||
    !isNumber(r.reviewedAt) ||
    !isNumber(r.seq)
  )
    throw new CorruptStoreError("review");
  return r as QueuedReview;
}

const snapshotKey = (userId: string, deckId: string | null) => `${userId}|${deckId ?? "all"}`;

/** Keeps the due queue the server just gave, for studying offline. */
export function saveSnapshot(
  userId: string,
  deckId: string | null,
  cards: OfflineCard[],
  decks: OfflineDeck[],
  now = Date.now(),
): Promise<void> {
  const key = snapshotKey(userId, deckId);
  return guarded(async (db) => {
    await db.put("snapshots", { key, userId, deckId, savedAt: now, cards, decks });
  }, undefined);
}

/** The user's last due queue for this deck (or all decks), or null. */
export function loadSnapshot(userId: string, deckId: string | null): Promise<Snapshot | null> {
  return guarded(async (db) => {
    const value = await db.get("snapshots", snapshotKey(userId, deckId));
    return value ? checkSnapshot(value, userId) : null;
  }, null);
}

/**
 * Queues a review made offline and keeps the card's new state in every saved queue of the user,
 * in one transaction: both are written or neither.
 */
export function queueReview(review: QueuedReview, card: OfflineCard): Promise<boolean> {
  return guarded(async (db) => {
    const tx = db.transaction(["queue", "snapshots"], "readwrite");
    await tx.objectStore("queue").add(review);
    const snapshots = await tx.objectStore("snapshots").index("userId").getAll(review.userId);
    for (const snapshot of snapshots) {
      const cards = snapshot.cards.map((c) => (c.id === card.id ? card : c));
      await tx.objectStore("snapshots").put({ ...snapshot, cards });
    }
    await tx.done;
    changed();
    return true;
  }, false);
}

/** The user's queued reviews, in the order they were made. Never another user's. */
export function pendingReviews(userId: string): Promise<QueuedReview[]> {
  return guarded(async (db) => {
    const all = await db.getAllFromIndex("queue", "userId", userId);
    return all.map((r) => checkReview(r, userId)).sort((a, b) => a.seq - b.seq);
  }, []);
}

/** How many changes of this user wait to be synced: reviews, finished quick tests, offline answers. */
export function pendingCount(userId: string): Promise<number> {
  return guarded(
    async (db) =>
      (await db.countFromIndex("queue", "userId", userId)) +
      (await db.countFromIndex("submissions", "userId", userId)) +
      (await db.countFromIndex("math", "userId", userId)),
    0,
  );
}

/** Forgets reviews the server has answered for. */
export function removeReviews(reviewIds: string[]): Promise<void> {
  return guarded(async (db) => {
    const tx = db.transaction("queue", "readwrite");
    await Promise.all([...reviewIds.map((id) => tx.store.delete(id)), tx.done]);
    changed();
  }, undefined);
}

function checkItem(item: unknown): OfflineTestItem {
  const i = item as Partial<OfflineTestItem> | null;
  if (!i || !isString(i.id) || !isString(i.kind) || !isString(i.stem) || !Array.isArray(i.options))
    throw new CorruptStoreError("test item");
  return i as OfflineTestItem;
}

function checkAnswers(value: unknown): void {
  if (!value || typeof value !== "object") throw new CorruptStoreError("answers");
  for (const a of Object.values(value as Record<string, Partial<OfflineAnswer>>))
    if (!a || !isString(a.answer) || !isNumber(a.answeredAt)) throw new CorruptStoreError("answer");
}

function checkTest(value: unknown, userId: string): DownloadedTest {
  const t = value as Partial<DownloadedTest> | null;
  if (
    !t ||
    t.userId !== userId ||
    !isString(t.testId) ||
    !isNumber(t.limitSeconds) ||
    !Array.isArray(t.items) ||
    !(t.startedAt === null || isNumber(t.startedAt))
  )
    throw new CorruptStoreError("test");
  t.items.forEach(checkItem);
  checkAnswers(t.answers);
  return t as DownloadedTest;
}

function checkSubmission(value: unknown, userId: string): QueuedTestSubmission {
  const s = value as Partial<QueuedTestSubmission> | null;
  if (
    !s ||
    s.userId !== userId ||
    !isString(s.testId) ||
    !isNumber(s.startedAt) ||
    !isNumber(s.finishedAt) ||
    !Array.isArray(s.answers) ||
    s.answers.some((a) => !a || !isString(a.questionId) || !isString(a.answer) || !isNumber(a.answeredAt))
  )
    throw new CorruptStoreError("submission");
  return s as QueuedTestSubmission;
}

const testKey = (userId: string, testId: string) => `${userId}|${testId}`;

/** Keeps a test just downloaded (no keys in it), not started yet. Never replaces one being taken. */
export function saveDownloadedTest(
  test: Omit<DownloadedTest, "key" | "startedAt" | "answers">,
): Promise<boolean> {
  return guarded(async (db) => {
    const key = testKey(test.userId, test.testId);
    const tx = db.transaction("tests", "readwrite");
    const old = await tx.store.get(key);
    if (!old) await tx.store.put({ ...test, key, startedAt: null, answers: {} });
    await tx.done;
    return true;
  }, false);
}

/** The user's downloaded test, or null (another user's is never given). */
export function loadDownloadedTest(userId: string, testId: string): Promise<DownloadedTest | null> {
  return guarded(async (db) => {
    const value = await db.get("tests", testKey(userId, testId));
    return value ? checkTest(value, userId) : null;
  }, null);
}

/** The user's downloaded tests not yet finished. */
export function downloadedTests(userId: string): Promise<DownloadedTest[]> {
  return guarded(async (db) => {
    const all = await db.getAllFromIndex("tests", "userId", userId);
    return all.map((t) => checkTest(t, userId));
  }, []);
}

async function updateTest(
  userId: string,
  testId: string,
  change: (test: DownloadedTest) => DownloadedTest | null,
): Promise<DownloadedTest | null> {
  return guarded(async (db) => {
    const tx = db.transaction("tests", "readwrite");
    const value = await tx.store.get(testKey(userId, testId));
    const next = value ? change(checkTest(value, userId)) : null;
    if (next) await tx.store.put(next);
    await tx.done;
    return next;
  }, null);
}

/** Starts the clock of a downloaded test on this device (once; a second start keeps the first time). */
export function startDownloadedTest(
  userId: string,
  testId: string,
  at: number,
): Promise<DownloadedTest | null> {
  return updateTest(userId, testId, (t) => (t.startedAt === null ? { ...t, startedAt: at } : t));
}

/** Records one answer of a started test, with when it was given. */
export function answerDownloadedTest(
  userId: string,
  testId: string,
  questionId: string,
  answer: string,
  at: number,
): Promise<DownloadedTest | null> {
  return updateTest(userId, testId, (t) =>
    t.startedAt === null
      ? null
      : { ...t, answers: { ...t.answers, [questionId]: { answer, answeredAt: at } } },
  );
}

/**
 * Finishes a started test: its answers become one queued submission and the test leaves the
 * device's list, in one transaction (both or neither).
 */
export function finishDownloadedTest(userId: string, testId: string, at: number): Promise<boolean> {
  return guarded(async (db) => {
    const tx = db.transaction(["tests", "submissions"], "readwrite");
    const value = await tx.objectStore("tests").get(testKey(userId, testId));
    if (!value) {
      await tx.done;
      return false;
    }
    const test = checkTest(value, userId);
    if (test.startedAt === null) {
      await tx.done;
      return false;
    }
    await tx.objectStore("submissions").put({
      testId,
      userId,
      startedAt: test.startedAt,
      finishedAt: Math.max(at, test.startedAt),
      answers: Object.entries(test.answers).map(([questionId, a]) => ({ questionId, ...a })),
    });
    await tx.objectStore("tests").delete(testKey(userId, testId));
    await tx.done;
    changed();
    return true;
  }, false);
}

/** The user's finished tests waiting to be submitted. Never another user's. */
export function pendingTestSubmissions(userId: string): Promise<QueuedTestSubmission[]> {
  return guarded(async (db) => {
    const all = await db.getAllFromIndex("submissions", "userId", userId);
    return all.map((s) => checkSubmission(s, userId));
  }, []);
}

/** Forgets a submission the server has answered for. */
export function removeTestSubmission(testId: string): Promise<void> {
  return guarded(async (db) => {
    await db.delete("submissions", testId);
    changed();
  }, undefined);
}

function checkMath(value: unknown, userId: string): QueuedMathQuestion {
  const m = value as Partial<QueuedMathQuestion> | null;
  if (
    !m ||
    m.userId !== userId ||
    !isString(m.clientId) ||
    !isString(m.topic) ||
    !isString(m.question) ||
    !isNumber(m.askedAt)
  )
    throw new CorruptStoreError("math question");
  return m as QueuedMathQuestion;
}

/** Queues a mathematics question answered offline, to be saved to history when online. */
export function queueMathQuestion(question: QueuedMathQuestion): Promise<boolean> {
  return guarded(async (db) => {
    await db.put("math", question);
    changed();
    return true;
  }, false);
}

/** The user's offline mathematics questions, oldest first. Never another user's. */
export function pendingMathQuestions(userId: string): Promise<QueuedMathQuestion[]> {
  return guarded(async (db) => {
    const all = await db.getAllFromIndex("math", "userId", userId);
    return all.map((m) => checkMath(m, userId)).sort((a, b) => a.askedAt - b.askedAt);
  }, []);
}

/** Forgets an offline question the server has answered for. */
export function removeMathQuestion(clientId: string): Promise<void> {
  return guarded(async (db) => {
    await db.delete("math", clientId);
    changed();
  }, undefined);
}

/** For tests: closes the connection so the database can be replaced underneath. */
export async function closeForTests(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}
