import { type CapturedMail, fetchMails, linkIn } from "../../helpers/smtp";

/** Waits for the newest mail to `to` whose subject matches, and returns the link in it. */
export async function mailedLink(to: string, subject: RegExp, ms = 20_000): Promise<string> {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error("E2E_MAIL_URL is not set");
  const deadline = Date.now() + ms;
  let seen: CapturedMail[] = [];
  while (Date.now() < deadline) {
    seen = await fetchMails(url, to);
    const hit = [...seen].reverse().find((m) => subject.test(m.subject));
    if (hit) return linkIn(hit);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}; got: ${seen.map((m) => m.subject).join(", ")}`);
}

/** The path and query of a link, to open it on the test's own base URL. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
