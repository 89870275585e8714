import { createHash } from "node:crypto";
import { difficultyPrior } from "@vidya/core/assessment/calibration";
import { ncertChapters } from "@vidya/core/curriculum/catalogue";
import { boundedMath } from "@vidya/db/bounded-math";
import type { Prisma } from "@vidya/db/prisma";
import type { Context } from "../../context";

/** Engine items stored per mathematics chapter: enough for a few quick tests and a BlackBox run. */
export const ENGINE_ITEMS_PER_CHAPTER = 12;
/** The seed of the stored items: the same items on every server, so inserting them twice is harmless. */
const SEED = "vidya-ncert-v1";

/** A stable id for an engine item (its chapter and stem), so every replica inserts the same row. */
function itemId(chapterId: string, stem: string): string {
  const h = createHash("sha256").update(`${SEED}\n${chapterId}\n${stem}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Chapters this process has already filled (the rows stay; a restart only checks again). */
const filled = new Set<string>();

/**
 * Practice without a teacher (issue 25): before a student's own mathematics quick test or BlackBox run
 * draws from the bank, every chapter asked for that the engine can make items for holds its engine
 * items, the app's own (no owner), already CHECKED by the engine (keys computed, distractors checked).
 * The usual bank scope (issue 24) then applies to them like to any app item. Other subjects get none.
 */
export async function ensureEngineItems(
  ctx: Pick<Context, "db">,
  subject: string,
  grade: number,
  chapterIds?: readonly string[],
): Promise<void> {
  if (subject !== "mathematics") return;
  // Only the class's own chapters (a chapter id of another class never lands in this class's bank).
  const ofClass = ncertChapters(grade, "mathematics").map((c) => c.id);
  const asked = chapterIds ? ofClass.filter((id) => chapterIds.includes(id)) : ofClass;
  const wanted = asked.filter((id) => !filled.has(id));
  if (wanted.length === 0) return;
  const stored = await ctx.db.question.groupBy({
    by: ["chapterId"],
    where: { ownerId: null, subject, grade, source: "math", chapterId: { in: wanted } },
    _count: { _all: true },
  });
  const have = new Map(stored.map((s) => [s.chapterId, s._count._all]));
  const rows: Prisma.QuestionCreateManyInput[] = [];
  const made: string[] = [];
  for (const chapterId of wanted) {
    if ((have.get(chapterId) ?? 0) >= ENGINE_ITEMS_PER_CHAPTER) {
      filled.add(chapterId);
      continue;
    }
    // Made on the engine thread (the server itself never loads the engine); a chapter the engine has
    // no items for gets an empty list, and one past the time limit is tried again next time.
    const items = await boundedMath().ncertMathItems(chapterId, ENGINE_ITEMS_PER_CHAPTER, SEED);
    if (items === null) continue;
    made.push(chapterId);
    for (const item of items) {
      rows.push({
        id: itemId(chapterId, item.stem),
        ownerId: null,
        subject,
        grade,
        chapterId,
        kind: item.kind,
        stem: item.stem,
        options: item.options as unknown as Prisma.InputJsonValue,
        key: item.key,
        explanation: item.explanation,
        source: item.source,
        difficulty: difficultyPrior(grade, item.kind),
        status: "CHECKED",
      });
    }
  }
  if (rows.length > 0) await ctx.db.question.createMany({ data: rows, skipDuplicates: true });
  for (const id of made) filled.add(id);
}
