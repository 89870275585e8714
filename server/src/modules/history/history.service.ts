import type { HistoryInput } from "@vidya/core/schemas/tutor";
import type { HistoryRecord, Prisma } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { NotFoundError } from "../../errors";

/** One page of a user's history, newest first. */
export interface HistoryPage {
  records: HistoryRecord[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
  /** How many records match the search and filter in all. */
  total: number;
}

/**
 * The user's answered questions across topics (SPEC 3 history records), searched in the question and
 * the answer, filtered by math topic or tool type (a subject page, socratic), a page at a time (keyset on createdAt, id).
 */
export async function listHistory(
  ctx: Pick<Context, "db">,
  userId: string,
  input: HistoryInput,
): Promise<HistoryPage> {
  const where: Prisma.HistoryRecordWhereInput = {
    userId,
    ...(input.topic || input.toolType ? { toolType: input.topic ?? input.toolType ?? undefined } : {}),
    ...(input.search
      ? {
          OR: [
            { text: { contains: input.search, mode: "insensitive" } },
            { aiResponse: { contains: input.search, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const cursor = input.after
    ? await ctx.db.historyRecord.findFirst({ where: { id: input.after, userId }, select: { id: true } })
    : null;
  const [rows, total] = await Promise.all([
    ctx.db.historyRecord.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: input.first + 1,
      ...(cursor ? { cursor: { id: cursor.id }, skip: 1 } : {}),
    }),
    ctx.db.historyRecord.count({ where }),
  ]);
  const records = rows.slice(0, input.first);
  const last = records.at(-1);
  return { records, nextCursor: rows.length > input.first && last ? last.id : null, total };
}

/** Deletes one of the user's records; its question also leaves Recent Questions. */
export async function deleteHistoryRecord(
  ctx: Pick<Context, "db">,
  userId: string,
  id: string,
): Promise<string> {
  const record = await ctx.db.historyRecord.findFirst({ where: { id, userId } });
  if (!record) throw new NotFoundError("That history record does not exist.");
  await ctx.db.$transaction([
    ctx.db.historyRecord.delete({ where: { id } }),
    ...(record.taskId
      ? [
          ctx.db.aiTask.updateMany({
            where: { id: record.taskId, clearedAt: null },
            data: { clearedAt: new Date() },
          }),
        ]
      : []),
  ]);
  return id;
}
