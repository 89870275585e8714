import { InputValidationError } from "@pothos/plugin-validation";
import { builder } from "../../builder";
import { AppError, RateLimitError } from "../../errors";

/** Every expected failure: a stable code and a message a student can read. */
export const ErrorInterface = builder.interfaceRef<{ message: string; code?: string }>("Error").implement({
  fields: (t) => ({
    message: t.exposeString("message", { authScopes: { public: true } }),
    code: t.string({ authScopes: { public: true }, resolve: (e) => e.code ?? "ERROR" }),
  }),
});

builder.objectType(AppError, {
  name: "AppError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AppError && !(value instanceof RateLimitError),
});

builder.objectType(RateLimitError, {
  name: "RateLimitError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitError,
  fields: (t) => ({
    retryAfterSeconds: t.exposeInt("retryAfterSeconds", { authScopes: { public: true } }),
  }),
});

const FieldIssue = builder.objectRef<{ path: string; message: string }>("FieldIssue").implement({
  description: "One problem with one input field.",
  fields: (t) => ({
    path: t.exposeString("path", { authScopes: { public: true } }),
    message: t.exposeString("message", { authScopes: { public: true } }),
  }),
});

builder.objectType(InputValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InputValidationError,
  fields: (t) => ({
    code: t.string({ authScopes: { public: true }, resolve: () => "VALIDATION_FAILED" }),
    message: t.string({
      authScopes: { public: true },
      resolve: (e) => e.issues[0]?.message ?? "Invalid input.",
    }),
    issues: t.field({
      type: [FieldIssue],
      authScopes: { public: true },
      resolve: (e) =>
        e.issues.map((issue) => ({
          path: (issue.path ?? [])
            .map((p) => (typeof p === "object" && p !== null ? String(p.key) : String(p)))
            .join("."),
          message: issue.message,
        })),
    }),
  }),
});
