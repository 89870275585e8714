import { GUARDED_TOOLS, type GuardedTool } from "@vidya/core/consent/tools";
import { TOPICS } from "@vidya/core/events";
import type { Context } from "../../context";
import { type ConsentBasis, closedReason, toolAccessOf } from "./tool-access";

/** What the client shows: the basis, and each closed tool with its code and kind message. */
export interface MyToolAccess {
  isChild: boolean;
  basis: ConsentBasis;
  needsBirthDate: boolean;
  closed: { tool: GuardedTool; code: string; message: string }[];
  dailyLimitMinutes: number | null;
  deleteAfter: Date | null;
  parentRequested: boolean;
}

export async function myToolAccess(ctx: Pick<Context, "db" | "env">, userId: string): Promise<MyToolAccess> {
  const access = await toolAccessOf(ctx, userId);
  const closed = GUARDED_TOOLS.flatMap((tool) => {
    const reason = closedReason(access, tool);
    return reason ? [{ tool, ...reason }] : [];
  });
  const pending = access.isChild
    ? await ctx.db.parentConsentRequest.count({ where: { childId: userId, status: "PENDING" } })
    : 0;
  return {
    isChild: access.isChild,
    basis: access.basis,
    needsBirthDate: access.needsBirthDate,
    closed,
    dailyLimitMinutes: access.dailyLimitMinutes,
    deleteAfter: access.deleteAfter,
    parentRequested: pending > 0,
  };
}

/** The access now, then again after every change announced on tool-access:<userId>. */
export async function* watchMyToolAccess(ctx: Context, userId: string): AsyncGenerator<MyToolAccess> {
  const subscription = ctx.pubsub.subscribe(TOPICS.toolAccess, userId);
  try {
    await subscription.ready;
    yield await myToolAccess(ctx, userId);
    for await (const _event of subscription) yield await myToolAccess(ctx, userId);
  } finally {
    subscription.close();
  }
}
