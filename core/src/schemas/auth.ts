import { z } from "zod";
import { BirthDateSchema } from "../consent/consent";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const ROLES = ["student", "teacher"] as const;
export type RoleName = (typeof ROLES)[number];
export const LANGUAGES = ["en", "hi", "gu"] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

export const EmailSchema = z
  .string({ error: "Please enter your e-mail address." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your e-mail address.")
  .max(254, "That e-mail address is too long.")
  .pipe(z.email({ error: "Please enter a valid e-mail address." }));

export const PasswordSchema = z
  .string({ error: "Please enter your password." })
  .min(PASSWORD_MIN, `Your password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Your password must be at most ${PASSWORD_MAX} characters.`);

export const RoleSchema = z.enum(ROLES, { error: "Please choose Student or Teacher." });

/**
 * A student gives their date of birth (issue 18: a child needs a parent's or their school's consent);
 * a teacher does not, and one they send anyway is not kept.
 */
export const SignUpInputSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    role: RoleSchema,
    birthDate: z.string().max(20, "Please enter your date of birth as YYYY-MM-DD.").nullish(),
  })
  .transform((input, ctx) => {
    if (input.role !== "student") return { ...input, birth: null };
    const parsed = BirthDateSchema.safeParse(input.birthDate ?? undefined);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", path: ["birthDate"], message: issue.message });
      return z.NEVER;
    }
    return { ...input, birth: parsed.data };
  });
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

export const SignInInputSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, "Please enter your password.").max(PASSWORD_MAX, "That password is too long."),
});
export type SignInInput = z.infer<typeof SignInInputSchema>;

export const ResetPasswordInputSchema = z.object({
  token: z.string().min(10, "This reset link is not valid.").max(200, "This reset link is not valid."),
  password: PasswordSchema,
});

export const UsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{3,30}$/, "A username has 3 to 30 characters: letters a–z, digits 0–9 and _.");

export const StandardSchema = z
  .string({ error: "Please select your current standard/grade" })
  .regex(/^(?:[1-9]|1[0-2])$/, "Please select your current standard/grade");

export const UpdateProfileInputSchema = z.object({
  username: UsernameSchema.nullish(),
  displayName: z.string().trim().max(60, "Your display name can be at most 60 characters.").nullish(),
  preferredClass: z
    .number()
    .int()
    .min(1, "Classes go from 1 to 12.")
    .max(12, "Classes go from 1 to 12.")
    .nullish(),
  language: z.enum(LANGUAGES, { error: "Choose English, Hindi or Gujarati." }).nullish(),
  theme: z.enum(["light", "dark"], { error: "Choose light or dark." }).nullish(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;

/** The label of the header's user button (SPEC 2): username, display name, e-mail local part, "User". */
export function userLabel(
  user: { username?: string | null; displayName?: string | null; email?: string | null } | null,
) {
  if (!user) return "User";
  if (user.username) return user.username;
  if (user.displayName) return user.displayName;
  const local = user.email?.split("@")[0];
  return local || "User";
}
