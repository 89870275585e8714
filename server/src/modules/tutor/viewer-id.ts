import type { Context } from "../../context";
import { ForbiddenError } from "../../errors";

/** The signed-in user's id; fields using it also declare a signed-in scope, so this only guards types. */
export function signedInUserId(ctx: Pick<Context, "viewer">): string {
  if (!ctx.viewer) throw new ForbiddenError();
  return ctx.viewer.id;
}
