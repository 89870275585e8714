import type { Services, Viewer } from "./context";
import { verifyAccessToken } from "./modules/auth/tokens";

/** Resolves the signed-in user from a bearer token; an invalid or expired token means anonymous. */
export type ViewerResolver = (services: Services, token: string | null) => Promise<Viewer | null>;

/**
 * The token's viewer while the account still exists: an access token stays valid for its hour, but
 * a deleted account's must not reach any handler (issue 24), so every request looks the account up.
 */
export const jwtViewer: ViewerResolver = async (services, token) => {
  if (!token) return null;
  const result = await verifyAccessToken(services.env.JWT_SECRET, token);
  if (!result.ok || !result.viewer) return null;
  return (await accountExists(services, result.viewer.id)) ? result.viewer : null;
};

/** Whether the account with this id exists (a primary-key lookup). */
export async function accountExists(services: Pick<Services, "db">, id: string): Promise<boolean> {
  return (await services.db.user.findUnique({ where: { id }, select: { id: true } })) !== null;
}

/** True for a well-signed, unexpired token whose account has been deleted. */
export async function isDeletedAccountToken(services: Services, token: string): Promise<boolean> {
  const result = await verifyAccessToken(services.env.JWT_SECRET, token);
  return result.ok && result.viewer !== null && !(await accountExists(services, result.viewer.id));
}

/** Reads "Bearer <token>" from an Authorization header or a graphql-ws connection param. */
export function bearerToken(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}
