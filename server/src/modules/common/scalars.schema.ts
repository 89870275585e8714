import { GraphQLError, Kind } from "graphql";
import { builder } from "../../builder";

/** A request error (not an internal one), so the caller reads why their value was refused. */
const notADate = () => new GraphQLError("DateTime must be an ISO-8601 string.");

function toDate(value: unknown): Date {
  if (typeof value !== "string") throw notADate();
  const date = new Date(value);
  // A parseable string can still be out of range (e.g. year +258140), which would fail later.
  if (Number.isNaN(date.getTime()) || Math.abs(date.getUTCFullYear()) > 9999) throw notADate();
  return date;
}

builder.scalarType("DateTime", {
  description: "An instant, as an ISO-8601 string in UTC.",
  serialize: (value) => value.toISOString(),
  parseValue: toDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw notADate();
    return toDate(ast.value);
  },
});
