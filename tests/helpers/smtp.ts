import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { SMTPServer } from "smtp-server";
import { freePort } from "./processes";

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

/** Decodes quoted-printable (nodemailer's default for text parts). */
function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Enough MIME to read what our mails say: subject, and the decoded text and HTML parts. */
function parseMail(raw: string, rcptTo: string[]): CapturedMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? "";
  const body = rest.join("\n\n");
  const parts = body.split(/^--[^\r\n]+$/m);
  const pick = (type: string) => {
    const part =
      parts.find((p) => new RegExp(`Content-Type: ${type}`, "i").test(p)) ??
      (type === "text/plain" ? body : "");
    const [partHead = "", ...partBody] = part.split(/\r?\n\r?\n/);
    const content = partBody.join("\n\n");
    if (/Content-Transfer-Encoding: base64/i.test(partHead))
      return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
    if (/Content-Transfer-Encoding: quoted-printable/i.test(partHead)) return decodeQuotedPrintable(content);
    return content;
  };
  return {
    to: rcptTo.map((a) => a.toLowerCase()),
    subject,
    text: pick("text/plain"),
    html: pick("text/html"),
    receivedAt: Date.now(),
  };
}

/**
 * A real SMTP server on loopback that keeps every mail, plus a small HTTP endpoint
 * (GET /messages?to=…) so browser tests in other processes can read them.
 */
export async function startSmtpSink() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        messages.push(
          parseMail(
            Buffer.concat(chunks).toString("utf8"),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const httpPort = await freePort();
  const http: HttpServer = createHttpServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const to = url.searchParams.get("to")?.toLowerCase();
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(list));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    messages,
    /** Waits for a mail to `to` matching `subject` (newest first). */
    async waitFor(to: string, subject: RegExp = /./, ms = 60_000): Promise<CapturedMail> {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const hit = [...messages]
          .reverse()
          .find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(
        `no mail to ${to} matching ${subject}; have ${messages.map((m) => `${m.to}:${m.subject}`).join(", ")}`,
      );
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** Reads mails from a sink's HTTP endpoint (for Playwright tests). */
export async function fetchMails(httpUrl: string, to: string): Promise<CapturedMail[]> {
  return (await (await fetch(`${httpUrl}/messages?to=${encodeURIComponent(to)}`)).json()) as CapturedMail[];
}

/** Pulls the first link to PUBLIC_URL out of a mail's text. */
export function linkIn(mail: CapturedMail): string {
  const match =
    /(https?:\/\/\S+\/(?:auth\/(?:verify|reset|sign-in-link)|parent\/consent)\?token=[\w-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no link in mail: ${mail.text}`);
  return match[1];
}
