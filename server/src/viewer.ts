import type { Services, Viewer } from "./context";
import { verifyAccessToken } from "./modules/auth/tokens";

/** Resolves the signed-in user from a bearer token; an invalid or expired token means anonymous. */
export type ViewerResolver = (services: Services, token: string | null) => Promise<Viewer | null>;

export const jwtViewer: ViewerResolver = async (services, token) => {
  if (!token) return null;
  const result = await verifyAccessToken(services.env.JWT_SECRET, token);
  return result.ok ? result.viewer : null;
};

/** Reads "Bearer <token>" from an Authorization header or a graphql-ws connection param. */
export function bearerToken(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}
