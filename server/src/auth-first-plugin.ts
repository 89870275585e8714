import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import type { GraphQLFieldResolver } from "graphql";
import type { AuthScopes } from "./builder";
import type { Context } from "./context";
import { AppError, ForbiddenError } from "./errors";

/** The scopes a caller has; the same rule the scope-auth plugin is configured with. */
export function scopesOf(ctx: Pick<Context, "viewer">): AuthScopes {
  // An unverified account may do nothing but ask for its verification mail again: the server keeps
  // it out just as the client's gate does, so a token minted before verification (or held by someone
  // who registered another person's address) cannot act on the account.
  const verified = ctx.viewer?.emailVerified === true;
  return {
    public: true,
    account: ctx.viewer !== null,
    signedIn: verified,
    verified,
    student: verified && ctx.viewer?.role === "student",
    teacher: verified && ctx.viewer?.role === "teacher",
    parent: verified && ctx.viewer?.role === "parent",
  };
}

/** The error a caller gets when a field's scopes exclude them. */
export function unauthorized(ctx: Pick<Context, "viewer">): AppError {
  return ctx.viewer
    ? new ForbiddenError("You are not allowed to do that.")
    : new AppError("UNAUTHENTICATED", "Please sign in to access this page");
}

function simpleScopes(value: unknown): Partial<Record<keyof AuthScopes, boolean>> | null {
  if (!value || typeof value !== "object") return null;
  const keys = Object.keys(value);
  if (keys.some((k) => k.startsWith("$"))) return null;
  return value as Partial<Record<keyof AuthScopes, boolean>>;
}

/**
 * Checks a root field's plain authScopes map BEFORE its arguments are mapped and validated, so a
 * caller who may not use a field learns nothing from its validation messages. Pothos runs argument
 * validation ahead of scope-auth's resolver wrapper; scope-auth still runs afterwards as well.
 */
export class AuthFirstPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types["Context"], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types["Context"], object> {
    if (!["Query", "Mutation", "Subscription"].includes(fieldConfig.kind)) return resolver;
    const scopes = simpleScopes((fieldConfig.pothosOptions as { authScopes?: unknown }).authScopes);
    if (!scopes || scopes.public) return resolver;
    return (parent, args, context, info) => {
      const have = scopesOf(context as Context);
      const allowed = (Object.keys(scopes) as (keyof AuthScopes)[]).some((k) => scopes[k] && have[k]);
      if (!allowed) throw unauthorized(context as Context);
      return resolver(parent, args, context, info);
    };
  }
}

SchemaBuilder.registerPlugin("authFirst", AuthFirstPlugin);

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      authFirst: AuthFirstPlugin<Types>;
    }
  }
}
