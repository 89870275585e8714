import { createHash, randomBytes } from "node:crypto";
import { ACCESS_TOKEN_SECONDS } from "@vidya/core/constants";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Viewer } from "../../context";

const ISSUER = "vidya";
const AUDIENCE = "vidya-api";

/** Claims we put in an access token: who, which role, whether the e-mail is verified. */
export interface AccessClaims {
  sub: string;
  role: "student" | "teacher" | "parent" | null;
  ev: boolean;
}

/** Signs a 1-hour HS256 access token. */
export async function signAccessToken(secret: string, claims: AccessClaims, now = Date.now()) {
  const iat = Math.floor(now / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({ role: claims.role, ev: claims.ev })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt: exp, expiresIn: ACCESS_TOKEN_SECONDS };
}

export type VerifyResult =
  | { ok: true; viewer: Viewer | null; exp: number }
  | { ok: false; reason: "expired" | "invalid" };

/** Verifies signature, issuer, audience and expiry. A user without a role yet is signed in but has no viewer role. */
export async function verifyAccessToken(secret: string, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
    });
    const role = payload.role;
    if (typeof payload.sub !== "string" || typeof payload.exp !== "number")
      return { ok: false, reason: "invalid" };
    const viewer: Viewer = {
      id: payload.sub,
      role: role === "teacher" || role === "student" || role === "parent" ? role : null,
      emailVerified: payload.ev === true,
    };
    return { ok: true, viewer, exp: payload.exp };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    return { ok: false, reason: "invalid" };
  }
}

/** A random opaque token (refresh tokens, e-mail links) and the hash we store. */
export function opaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** SHA-256 of an opaque token; tokens are long and random, so no salt is needed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
