import { unauthorized } from "../../auth-first-plugin";
import type { Context, Viewer } from "../../context";

/**
 * The signed-in viewer. Every field that calls this is guarded by its authScopes, so a signed-out
 * caller only gets here through a mistake; they are then answered like any guarded field
 * (UNAUTHENTICATED, "Please sign in to access this page").
 */
export function viewerOf(ctx: Pick<Context, "viewer">): Viewer {
  if (!ctx.viewer) throw unauthorized(ctx);
  return ctx.viewer;
}

/** The signed-in user's id (see viewerOf). */
export function viewerId(ctx: Pick<Context, "viewer">): string {
  return viewerOf(ctx).id;
}
