import { StandardSchema, UpdateProfileInputSchema, userLabel } from "@vidya/core/schemas/auth";
import { z } from "zod";
import { builder } from "../../builder";
import { viewerId } from "../common/viewer";
import { exportMyData } from "./export.service";
import { completeFirstTimeSetup, deleteAccount, me, updateProfile } from "./profile.service";

export const RoleEnum = builder.enumType("Role", { values: ["student", "teacher", "parent"] as const });
export const LanguageEnum = builder.enumType("Language", { values: ["en", "hi", "gu"] as const });
export const ThemeEnum = builder.enumType("Theme", { values: ["light", "dark"] as const });

/** The signed-in user's own account. Only ever returned to that user (me, session). */
builder.prismaObject("User", {
  authScopes: { public: true },
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    role: t.field({ type: RoleEnum, nullable: true, resolve: (u) => u.role }),
    emailVerified: t.exposeBoolean("emailVerified"),
    providers: t.stringList({
      description: "Sign-in methods: password and/or google.",
      resolve: (u) => [...(u.passwordHash ? ["password"] : []), ...(u.googleUid ? ["google"] : [])],
    }),
    username: t.exposeString("username", { nullable: true }),
    displayName: t.exposeString("displayName", { nullable: true }),
    label: t.string({
      description: "The header's user button label (SPEC 2).",
      resolve: (u) => userLabel(u),
    }),
    preferredClass: t.exposeInt("preferredClass", { nullable: true }),
    language: t.field({ type: LanguageEnum, resolve: (u) => u.language }),
    theme: t.field({ type: ThemeEnum, nullable: true, resolve: (u) => u.theme }),
    isFirstTimeUser: t.exposeBoolean("isFirstTimeUser"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const UpdateProfileInput = builder.inputType("UpdateProfileInput", {
  fields: (t) => ({
    username: t.string(),
    displayName: t.string(),
    preferredClass: t.int(),
    language: t.field({ type: LanguageEnum }),
    theme: t.field({ type: ThemeEnum }),
  }),
});

builder.queryField("me", (t) =>
  t.prismaField({
    type: "User",
    nullable: true,
    authScopes: { public: true },
    resolve: (_q, _r, _a, ctx) => me(ctx),
  }),
);

builder.mutationFields((t) => ({
  updateProfile: t.prismaField({
    type: "User",
    authScopes: { signedIn: true },
    errors: {},
    args: { input: t.arg({ type: UpdateProfileInput, required: true, validate: UpdateProfileInputSchema }) },
    resolve: (_q, _r, args, ctx) =>
      updateProfile(ctx, viewerId(ctx), UpdateProfileInputSchema.parse(args.input)),
  }),
  completeFirstTimeSetup: t.prismaField({
    type: "User",
    description: "Saves the standard ('1' to '12'), or Class 7 when skipped, and ends first-time setup.",
    authScopes: { signedIn: true },
    errors: {},
    args: { standard: t.arg.string({ required: false, validate: StandardSchema.nullish() }) },
    resolve: (_q, _r, args, ctx) => completeFirstTimeSetup(ctx, viewerId(ctx), args.standard ?? null),
  }),
  deleteAccount: t.boolean({
    authScopes: { signedIn: true },
    errors: {},
    args: { confirmEmail: t.arg.string({ required: true, validate: z.string().max(254) }) },
    resolve: (_r, args, ctx) => deleteAccount(ctx, viewerId(ctx), args.confirmEmail),
  }),
}));

builder.queryField("exportMyData", (t) =>
  t.string({
    description: "Everything Vidya holds about you, as JSON.",
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => exportMyData(ctx, viewerId(ctx)),
  }),
);
