import { z } from "zod";

/** Under this age a user is a child in law (DPDP Act 2023, s. 2(f)). */
export const ADULT_AGE = 18;
/** Ages a birth date may give at sign-up. */
export const MIN_AGE = 3;
export const MAX_AGE = 100;
/** After a parent withdraws consent, what consent covered is deleted this many days later (undo until then). */
export const WITHDRAWAL_GRACE_DAYS = 7;
/** A parent's consent link is valid this long. */
export const PARENT_CONSENT_TTL_MS = 7 * 24 * 3600 * 1000;

/** Retention periods (README "Children's data"); the nightly job enforces them. */
export const RETENTION = {
  /** A child's AI task texts and chat messages (tutor, chatbots, Socratic, study groups). */
  childTextsDays: 365,
  /** An account nobody signed in to for this long is warned by mail… */
  inactiveWarnDays: 3 * 365,
  /** …and deleted this many days after the warning unless someone signs in. */
  inactiveDeleteAfterWarnDays: 30,
  /** Audit entries of reads of a child's data. */
  auditDays: 365,
  /** Used or expired e-mail links (verification, reset, consent). */
  emailLinkDays: 7,
} as const;

/** Age in whole years on `now` for a birth year and month (the day is not stored: the 1st is assumed). */
export function ageOn(birthYear: number, birthMonth: number, now = new Date()): number {
  const months = (now.getUTCFullYear() - birthYear) * 12 + (now.getUTCMonth() + 1 - birthMonth);
  return Math.floor(months / 12);
}

/**
 * A student's date of birth as the sign-up form sends it (YYYY-MM-DD or YYYY-MM); only the year and
 * month are kept. It may not lie in the future, and the age must be 3 to 100.
 */
export const BirthDateSchema = z
  .string({ error: "Please enter your date of birth." })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, "Please enter your date of birth as YYYY-MM-DD.")
  .transform((value) => ({ year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)), value }))
  .refine(
    ({ value }) => {
      const date = new Date(value.length === 7 ? `${value}-01T00:00:00Z` : `${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.getTime() <= Date.now();
    },
    { message: "Your date of birth cannot be in the future.", abort: true },
  )
  .refine(({ year, month }) => {
    const age = ageOn(year, month);
    return age >= MIN_AGE && age <= MAX_AGE;
  }, `Please check your date of birth: Vidya is for ages ${MIN_AGE} to ${MAX_AGE}.`)
  .transform(({ year, month }) => ({ year, month }));

/** Domains whose mailboxes ignore dots in the local part (googlemail.com is gmail.com). */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches: lower case, without a "+tag" (kid+parent@… is kid@…), and for
 * Gmail without dots (k.i.d@gmail.com is kid@gmail.com). Two addresses with the same key reach the
 * same person, so a child cannot give a variant of their own address as a parent's (issue 24).
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return email.trim().toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase();
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  local = local.replace(/\+.*$/, "");
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/** Whether an address is on the operator's list of verified schools (a domain or an exact address). */
export function isVerifiedSchoolAddress(email: string, verified: readonly string[]): boolean {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf("@") + 1);
  return verified.some((entry) => (entry.includes("@") ? entry === address : entry === domain));
}
