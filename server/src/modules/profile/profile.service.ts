import { DEFAULT_CLASS } from "@vidya/core/constants";
import { hasProfanity } from "@vidya/core/moderation/profanity";
import type { UpdateProfileInput } from "@vidya/core/schemas/auth";
import { Prisma, type User } from "@vidya/db/prisma";
import type { Context } from "../../context";
import { AppError } from "../../errors";
import { endSession } from "../auth/session.service";
import { purgeAccount } from "../consent/account-deletion";
import { announceRename } from "../groups/groups.service";

/** The signed-in user, or null. */
export function me(ctx: Context): Promise<User | null> {
  if (!ctx.viewer) return Promise.resolve(null);
  return ctx.db.user.findUnique({ where: { id: ctx.viewer.id } });
}

/**
 * Names other people see (username, display name) pass the same moderation as chat messages; a
 * refused name changes nothing.
 */
function refuseAbusiveNames(input: UpdateProfileInput): void {
  for (const [field, label] of [
    ["displayName", "display name"],
    ["username", "username"],
  ] as const) {
    const value = input[field];
    if (value && hasProfanity(value)) {
      throw new AppError(
        "NAME_NOT_ALLOWED",
        `That ${label} is not allowed: classmates see it. Please choose another.`,
      );
    }
  }
}

/** Updates the fields given; a taken username or a refused name is a readable error. */
export async function updateProfile(ctx: Context, userId: string, input: UpdateProfileInput): Promise<User> {
  refuseAbusiveNames(input);
  const data: Prisma.UserUpdateInput = {};
  if (input.username !== undefined) data.username = input.username;
  if (input.displayName !== undefined) data.displayName = input.displayName || null;
  if (input.preferredClass !== undefined) data.preferredClass = input.preferredClass;
  if (input.language) data.language = input.language;
  if (input.theme !== undefined) data.theme = input.theme;
  try {
    const before = await ctx.db.user.findUnique({
      where: { id: userId },
      select: { username: true, displayName: true },
    });
    const user = await ctx.db.user.update({ where: { id: userId }, data });
    if (before && (before.username !== user.username || before.displayName !== user.displayName))
      await announceRename(ctx, userId);
    return user;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("USERNAME_TAKEN", "That username is taken. Please choose another.");
    }
    throw error;
  }
}

/** SPEC 4: the first-time dialog saves the class (Class 7 when skipped) and is never shown again. */
export function completeFirstTimeSetup(ctx: Context, userId: string, standard: string | null): Promise<User> {
  return ctx.db.user.update({
    where: { id: userId },
    data: { preferredClass: standard ? Number(standard) : DEFAULT_CLASS, isFirstTimeUser: false },
  });
}

/** Deletes the account and everything that belongs to it (rows, jobs, Redis keys), and ends the session. */
export async function deleteAccount(ctx: Context, userId: string, confirmEmail: string): Promise<boolean> {
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.email !== confirmEmail.trim().toLowerCase()) {
    throw new AppError("CONFIRMATION_MISMATCH", "Type your e-mail address exactly to confirm.");
  }
  await endSession(ctx);
  await purgeAccount(ctx, userId);
  return true;
}
