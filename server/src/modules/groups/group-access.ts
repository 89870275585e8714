import { TOPICS } from "@vidya/core/events";
import { canModerate, canRead, canSend, type GroupAccess } from "@vidya/core/groups/permissions";
import type { StudyGroup } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError, ForbiddenError, NotFoundError } from "../../errors";
import { assertToolAllowed, closedReason, toolAccessOf } from "../consent/tool-access";

/** A group with the viewer's relation to it. */
export interface LoadedGroup {
  group: StudyGroup;
  teacherId: string | null;
  access: GroupAccess;
}

export const groupNotFound = () => new NotFoundError("This group does not exist (it may have been deleted).");
const notMember = () =>
  new AppError("NOT_A_MEMBER", "Only members of this group can do that. Ask the owner for the invite code.");
const notModerator = () => new ForbiddenError("Only the group owner or the class teacher can do that.");

/** Loads a group and how the viewer relates to it; NOT_FOUND when it does not exist. */
export async function loadGroup(
  ctx: Pick<Context, "db">,
  groupId: string,
  userId: string,
): Promise<LoadedGroup> {
  const group = await ctx.db.studyGroup.findUnique({
    where: { id: groupId },
    include: {
      classroom: { select: { teacherId: true } },
      members: { where: { userId }, select: { role: true } },
    },
  });
  if (!group) throw groupNotFound();
  const { classroom, members, ...plain } = group;
  const teacherId = classroom?.teacherId ?? null;
  return {
    group: plain,
    teacherId,
    access: { role: members[0]?.role ?? null, isClassTeacher: teacherId !== null && teacherId === userId },
  };
}

/**
 * Study groups are a guarded tool, and every way a child's words or presence flow through one is
 * checked (issue 24): reading history, live messages, typing and presence, marking read, reporting,
 * moderating. A member the tool is closed to (no consent, consent withdrawn, a class left that gave
 * the school's consent, the parent's switch or daily limit) is refused; the class teacher reads as before.
 */
async function requireOpenTo(ctx: GroupCtx, loaded: LoadedGroup, userId: string): Promise<LoadedGroup> {
  if (!loaded.access.isClassTeacher || loaded.access.role)
    await assertToolAllowed(ctx, userId, "studyGroups");
  return loaded;
}

type GroupCtx = Pick<Context, "db" | "env">;

export async function requireReader(ctx: GroupCtx, groupId: string, userId: string) {
  const loaded = await loadGroup(ctx, groupId, userId);
  if (!canRead(loaded.access)) throw notMember();
  return requireOpenTo(ctx, loaded, userId);
}

export async function requireMember(ctx: GroupCtx, groupId: string, userId: string) {
  const loaded = await loadGroup(ctx, groupId, userId);
  if (!canSend(loaded.access)) throw notMember();
  return requireOpenTo(ctx, loaded, userId);
}

export async function requireModerator(ctx: GroupCtx, groupId: string, userId: string) {
  const loaded = await loadGroup(ctx, groupId, userId);
  if (!canRead(loaded.access)) throw notMember();
  if (!canModerate(loaded.access)) throw notModerator();
  return requireOpenTo(ctx, loaded, userId);
}

export async function requireOwner(ctx: GroupCtx, groupId: string, userId: string) {
  const loaded = await loadGroup(ctx, groupId, userId);
  if (!canRead(loaded.access)) throw notMember();
  if (loaded.access.role !== "owner") throw new ForbiddenError("Only the group owner can do that.");
  return requireOpenTo(ctx, loaded, userId);
}

/** Everyone who may read a group right now: its members and, for a class group, the teacher. */
async function loadReaders(ctx: Pick<Context, "db">, groupId: string): Promise<Set<string>> {
  const group = await ctx.db.studyGroup.findUnique({
    where: { id: groupId },
    select: { classroom: { select: { teacherId: true } }, members: { select: { userId: true } } },
  });
  if (!group) return new Set();
  const readers = new Set(group.members.map((m) => m.userId));
  if (group.classroom) readers.add(group.classroom.teacherId);
  return readers;
}

/** How long a process trusts its copy of a group's readers without hearing of a change. */
const READERS_TTL_MS = 10_000;
interface ReadersEntry {
  at: number;
  readers: Promise<Set<string>>;
  /** The last copy that loaded, kept while no membership change is known. */
  settled: Set<string> | null;
}
const readersCache = new Map<string, ReadersEntry>();

/**
 * Readers of a group as this process knows them, checked for every event before it is delivered.
 * One query serves every subscriber of the group in this process (a group of 1,000 costs one
 * query per change, not 1,000 per message). The copy is dropped at once when a membership event
 * (joined, removed, deleted) passes on the group's channel, whose order puts it before any later
 * message, when this process's Redis subscription comes back after a loss (events may have been
 * missed), when this process changes membership itself, and otherwise refreshed after 10 s. If a
 * refresh fails (database busy), the last copy serves until it succeeds: no membership change is
 * known, so it is still right.
 */
export function currentReaders(ctx: Pick<Context, "db">, groupId: string): Promise<Set<string>> {
  const cached = readersCache.get(groupId);
  if (cached && Date.now() - cached.at < READERS_TTL_MS) return cached.readers;
  const settled = cached?.settled ?? null;
  const entry: ReadersEntry = { at: Date.now(), readers: Promise.resolve(new Set()), settled };
  entry.readers = loadReaders(ctx, groupId).then(
    (readers) => {
      entry.settled = readers;
      return readers;
    },
    (error: unknown) => {
      if (settled) return settled;
      if (readersCache.get(groupId) === entry) readersCache.delete(groupId);
      throw error;
    },
  );
  readersCache.set(groupId, entry);
  return entry.readers;
}
/** Forgets one group's readers (or every group's, after a Redis reconnect). */
export function forgetReaders(groupId?: string): void {
  if (groupId) readersCache.delete(groupId);
  else readersCache.clear();
}

/**
 * Calls `onClosed` once the study-group tool closes for the user while a live stream of theirs is
 * open (consent withdrawn, a parent's switch, a class left that gave the school's consent): every such
 * change is announced on the user's tool-access channel, and each announcement is checked. Returns
 * the function that stops listening.
 */
export function whenGroupsClose(
  ctx: Pick<Context, "db" | "env" | "pubsub">,
  userId: string,
  onClosed: () => void,
): () => void {
  const changes = ctx.pubsub.subscribe(TOPICS.toolAccess, userId);
  changes.ready.catch(() => undefined);
  void (async () => {
    for await (const _change of changes) {
      const access = await toolAccessOf(ctx, userId).catch(() => null);
      if (access && closedReason(access, "studyGroups")) {
        onClosed();
        return;
      }
    }
  })().catch(() => undefined);
  return () => changes.close();
}
