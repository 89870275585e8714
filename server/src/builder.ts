import SchemaBuilder from "@pothos/core";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ValidationPlugin, { InputValidationError } from "@pothos/plugin-validation";
import { scopesOf, unauthorized } from "./auth-first-plugin";
import "./text-input-plugin";
import type { Context } from "./context";
import { AppError, RateLimitError } from "./errors";
import type PrismaTypes from "./generated/pothos-types";
import { getDatamodel } from "./generated/pothos-types";

/** Who may see a field. Every field names one (a test walks the schema to make sure). */
export interface AuthScopes {
  /** Anyone, signed in or not. */
  public: boolean;
  /**
   * Any signed-in account, its e-mail verified or not. Only for what an unverified account needs
   * before it may use the app (resending the verification mail); SPEC 6 keeps it out of every page.
   */
  account: boolean;
  /** A signed-in user who may use the app: e-mail verified (or signed in with Google). */
  signedIn: boolean;
  /** The same as signedIn; kept where a field wants to say so explicitly. */
  verified: boolean;
  /** A verified student. */
  student: boolean;
  /** A verified teacher. */
  teacher: boolean;
  /** A verified parent (an account made through a child's consent link, issue 18). */
  parent: boolean;
}

/** The Pothos builder: configuration only; types live in modules/<domain>/<domain>.schema.ts. */
export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
  };
}>({
  // Order matters: errors wraps authFirst, so an early "sign in" answer is a union result too;
  // textInput (NUL characters) runs after the scope check and before zod validation.
  plugins: [ScopeAuthPlugin, ErrorsPlugin, "authFirst", "textInput", ValidationPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // A field without authScopes is an error at schema build time, not a silent hole.
    treatErrorsAsUnauthorized: true,
    authorizeOnSubscribe: true,
    authScopes: (ctx) => scopesOf(ctx),
    unauthorizedError: (_parent, ctx) => unauthorized(ctx),
  },
  errors: {
    defaultTypes: [AppError, RateLimitError, InputValidationError],
    // Input validation failures come back as ValidationError results, not top-level errors.
    unsafelyHandleInputErrors: true,
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
});
