import { ADULT_AGE } from "@vidya/core/consent/consent";
import type { Context } from "../../context";

/**
 * Records reads of children's data by someone other than the child (who, what, when); only rows of
 * users under 18 are kept. Never fails the read it records.
 */
export async function recordChildReads(
  ctx: Pick<Context, "db" | "log">,
  actor: { id: string; role: string | null },
  userIds: string[],
  action: string,
): Promise<void> {
  if (userIds.length === 0) return;
  try {
    const children = await ctx.db.user.findMany({
      where: { id: { in: userIds }, birthYear: { gt: new Date().getUTCFullYear() - ADULT_AGE - 1 } },
      select: { id: true },
    });
    if (children.length === 0) return;
    await ctx.db.childAuditEntry.createMany({
      data: children.map((c) => ({
        childId: c.id,
        actorId: actor.id,
        actorRole: actor.role ?? "unknown",
        action,
      })),
    });
  } catch (error) {
    ctx.log.error({ err: error, action }, "audit entry not recorded");
  }
}
