import { builder } from "../../builder";

builder.scalarType("DateTime", {
  description: "An instant, as an ISO-8601 string in UTC.",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    if (typeof value !== "string" || Number.isNaN(Date.parse(value))) {
      throw new TypeError("DateTime must be an ISO-8601 string.");
    }
    return new Date(value);
  },
});
