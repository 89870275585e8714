import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import { InputValidationError } from "@pothos/plugin-validation";
import { cleanText } from "@vidya/core/text/clean-text";
import type { GraphQLFieldResolver } from "graphql";
import { AppError } from "./errors";

/** What a caller reads when a text argument holds a NUL character. */
export const NUL_MESSAGE = "Text cannot contain a null character (\\0). Please remove it and try again.";

/** The path of the first string holding U+0000 in a field's arguments, or null. */
export function findNulText(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNulText(value[i], [...path, i]);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const hit = findNulText(item, [...path, key]);
      if (hit) return hit;
    }
  }
  return null;
}

/** Arguments whose text must stay exactly as typed (a password with an odd character still works). */
const VERBATIM = /password/i;

/**
 * Every string in `value` without invisible control, zero-width and bidi characters (cleanText), so
 * no name, title or message can look different from what it is (issue 24). Passwords are kept as typed.
 */
export function cleanArgs(value: unknown, key = ""): unknown {
  if (typeof value === "string") return VERBATIM.test(key) ? value : cleanText(value);
  if (Array.isArray(value)) return value.map((item) => cleanArgs(item, key));
  // Input objects only (graphql-js makes them with a null prototype); a Date or other scalar stays.
  const proto = value && typeof value === "object" ? Object.getPrototypeOf(value) : undefined;
  if (proto === null || proto === Object.prototype) {
    return Object.fromEntries(Object.entries(value as object).map(([k, item]) => [k, cleanArgs(item, k)]));
  }
  return value;
}

/**
 * One validation point for every text argument of every field: PostgreSQL cannot store U+0000 in
 * text, so a NUL in a chat message, a name, a title or an id is refused here with a readable
 * validation error, before any zod schema, service or query sees it. Fields with union results
 * get a ValidationError; others a coded top-level error. Then every text is cleaned (cleanArgs), so
 * names and messages are stored without control, zero-width or bidi characters.
 */
export class TextInputPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(
    resolver: GraphQLFieldResolver<unknown, Types["Context"], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types["Context"], object> {
    if (Object.keys(fieldConfig.args).length === 0) return resolver;
    const asUnion = (fieldConfig.pothosOptions as { errors?: unknown }).errors !== undefined;
    return (parent, args, context, info) => {
      const path = findNulText(args);
      if (path) {
        throw asUnion
          ? new InputValidationError({ issues: [{ message: NUL_MESSAGE, path }] })
          : new AppError("VALIDATION_FAILED", NUL_MESSAGE);
      }
      return resolver(parent, cleanArgs(args) as object, context, info);
    };
  }
}

SchemaBuilder.registerPlugin("textInput", TextInputPlugin);

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      textInput: TextInputPlugin<Types>;
    }
  }
}
