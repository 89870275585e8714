import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail by SMTP; with no SMTP_URL (development) the mail, link included, is logged instead. */
export function createMailer(smtpUrl: string | undefined, from: string, log: Logger) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail: Mail): Promise<void> {
      if (!transport) {
        log.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          "mail not sent (no SMTP_URL); its text is here",
        );
        return;
      }
      await transport.sendMail({ from, ...mail });
    },
    close() {
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
