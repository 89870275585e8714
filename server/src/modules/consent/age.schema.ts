import { EmailSchema } from "@vidya/core/schemas/auth";
import { z } from "zod";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import { clearChildReport, reportChildAccount, setBirthDate } from "./age.service";

builder.mutationFields((t) => ({
  setBirthDate: t.boolean({
    description:
      "A student without a date of birth gives it (once; YYYY-MM-DD, only the year and month are kept).",
    authScopes: { student: true },
    errors: {},
    args: { birthDate: t.arg.string({ required: true, validate: z.string().max(20) }) },
    resolve: (_r, args, ctx) => setBirthDate(ctx, viewerId(ctx), args.birthDate),
  }),
  reportChildAccount: t.boolean({
    description:
      "A parent reports another account as their child's: it is limited until a parent consents. Same answer for any address.",
    authScopes: { parent: true },
    errors: {},
    args: { email: t.arg.string({ required: true, validate: EmailSchema }) },
    resolve: (_r, args, ctx) => reportChildAccount(ctx, viewerId(ctx), EmailSchema.parse(args.email)),
  }),
  clearChildReport: t.boolean({
    description: "An operator clears a mistaken report (OPERATOR_EMAILS).",
    authScopes: { signedIn: true },
    errors: {},
    args: { email: t.arg.string({ required: true, validate: EmailSchema }) },
    resolve: (_r, args, ctx) => clearChildReport(ctx, viewerId(ctx), EmailSchema.parse(args.email)),
  }),
}));
