import type { Context } from "../../context";
import { AppError } from "../../errors";

/** The signed-in user's id (fields using it are signedIn-scoped, so this only guards the types). */
export function viewerId(ctx: Pick<Context, "viewer">): string {
  if (!ctx.viewer) throw new AppError("UNAUTHENTICATED", "Please sign in to access this page");
  return ctx.viewer.id;
}

/**
 * A Pothos prisma query, safe to spread into findUnique: a selection of only __typename gives
 * `select: {}`, which Prisma refuses.
 */
export function usable<Q extends { select?: object }>(query: Q): Q {
  if (!query.select || Object.keys(query.select).length > 0) return query;
  const { select: _empty, ...rest } = query;
  return rest as Q;
}
