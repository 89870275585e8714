import {
  EmailSchema,
  ResetPasswordInputSchema,
  RoleSchema,
  SignInInputSchema,
  SignUpInputSchema,
} from "@vidya/core/schemas/auth";
import { z } from "zod";
import { builder } from "../../builder";
import { AppError, ForbiddenError } from "../../errors";
import { RoleEnum } from "../profile/profile.schema";
import {
  chooseRole,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  signInWithLink,
  signOut,
  signUp,
  verifyEmail,
} from "./auth.service";
import { signInWithGoogle } from "./google.service";
import { refreshSession, type Session } from "./session.service";

/** SPEC 3's session, less the refresh token (which never leaves its httpOnly cookie). */
export const SessionRef = builder.objectRef<Session>("Session").implement({
  authScopes: { public: true },
  fields: (t) => ({
    access_token: t.exposeString("access_token"),
    expires_in: t.exposeInt("expires_in", { description: "Seconds until the access token expires." }),
    expires_at: t.exposeInt("expires_at", {
      description: "Unix time (seconds) when the access token expires.",
    }),
    token_type: t.exposeString("token_type"),
    user: t.prismaField({ type: "User", resolve: (_q, s) => s.user }),
  }),
});

const SignUpInput = builder.inputType("SignUpInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    role: t.field({ type: RoleEnum, required: true }),
    birthDate: t.string({
      required: false,
      description: "A student's date of birth, YYYY-MM-DD (only the year and month are kept).",
    }),
  }),
});

const SignInInput = builder.inputType("SignInInput", {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});

const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({ token: t.string({ required: true }), password: t.string({ required: true }) }),
});

builder.mutationFields((t) => ({
  signUp: t.boolean({
    description:
      "Always true: a new address gets its verification mail (whose link signs in), a taken one a notice to its owner.",
    authScopes: { public: true },
    errors: {},
    args: { input: t.arg({ type: SignUpInput, required: true, validate: SignUpInputSchema }) },
    resolve: (_r, args, ctx) => signUp(ctx, SignUpInputSchema.parse(args.input)),
  }),
  signIn: t.field({
    type: SessionRef,
    authScopes: { public: true },
    errors: {},
    args: { input: t.arg({ type: SignInInput, required: true, validate: SignInInputSchema }) },
    resolve: (_r, args, ctx) => signIn(ctx, SignInInputSchema.parse(args.input)),
  }),
  signOut: t.boolean({
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => signOut(ctx),
  }),
  refreshSession: t.field({
    type: SessionRef,
    description: "Exchanges the refresh cookie for a new session (the cookie rotates).",
    authScopes: { public: true },
    errors: {},
    resolve: (_r, _a, ctx) => refreshSession(ctx),
  }),
  verifyEmail: t.field({
    type: SessionRef,
    authScopes: { public: true },
    errors: {},
    args: {
      token: t.arg.string({
        required: true,
        validate: z.string().min(10, "This verification link is not valid.").max(200),
      }),
    },
    resolve: (_r, args, ctx) => verifyEmail(ctx, args.token),
  }),
  signInWithLink: t.field({
    type: SessionRef,
    description: "Signs in with the one-time link mailed while failed sign-ins lock the password out.",
    authScopes: { public: true },
    errors: {},
    args: {
      token: t.arg.string({
        required: true,
        validate: z.string().min(10, "This sign-in link is not valid.").max(200),
      }),
    },
    resolve: (_r, args, ctx) => signInWithLink(ctx, args.token),
  }),
  resendVerification: t.boolean({
    authScopes: { account: true },
    errors: {},
    resolve: (_r, _a, ctx) => {
      if (!ctx.viewer) throw new ForbiddenError();
      return resendVerification(ctx, ctx.viewer.id);
    },
  }),
  requestPasswordReset: t.boolean({
    description: "Always true, whether or not the account exists.",
    authScopes: { public: true },
    errors: {},
    args: { email: t.arg.string({ required: true, validate: EmailSchema }) },
    resolve: (_r, args, ctx) => requestPasswordReset(ctx, EmailSchema.parse(args.email)),
  }),
  resetPassword: t.field({
    type: SessionRef,
    authScopes: { public: true },
    errors: {},
    args: { input: t.arg({ type: ResetPasswordInput, required: true, validate: ResetPasswordInputSchema }) },
    resolve: (_r, args, ctx) => resetPassword(ctx, ResetPasswordInputSchema.parse(args.input)),
  }),
  signInWithGoogle: t.field({
    type: SessionRef,
    authScopes: { public: true },
    errors: {},
    args: {
      idToken: t.arg.string({
        required: true,
        validate: z.string().min(20, "Google login failed.").max(8192),
      }),
      role: t.arg({ type: RoleEnum, required: false }),
    },
    resolve: (_r, args, ctx) => {
      if (args.role === "parent")
        throw new AppError("INVALID_ROLE", "A parent account is made only through a child's consent link.");
      return signInWithGoogle(ctx, args.idToken, args.role ?? null);
    },
  }),
  chooseRole: t.field({
    type: SessionRef,
    description: "A new Google user picks Student or Teacher, once.",
    authScopes: { signedIn: true },
    errors: {},
    args: { role: t.arg({ type: RoleEnum, required: true, validate: RoleSchema }) },
    resolve: (_r, args, ctx) => {
      if (!ctx.viewer) throw new ForbiddenError();
      return chooseRole(ctx, ctx.viewer.id, RoleSchema.parse(args.role));
    },
  }),
}));
