import type { MailSendPayload } from "@kidsafe/contracts";
import nodemailer from "nodemailer";
import { describeSmtpUrl } from "./config.ts";
import type { MailConfig } from "./config.ts";

/**
 * Bounds on one delivery: a mail server that hangs fails the attempt in seconds, and the job's retries take over
 * (nodemailer's own defaults wait minutes).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export class MailNotSentError extends Error {
  constructor(key: string, server: string, cause: unknown) {
    super(`The mail server at ${server} did not take mail "${key}": ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "MailNotSentError";
  }
}

export interface Mailer {
  /** Hands one plain-text mail to the SMTP server; throws MailNotSentError when the server does not take it. */
  send(mail: MailSendPayload): Promise<{ messageId: string }>;
  close(): void;
}

export function createMailer({ smtpUrl, from }: MailConfig): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const server = describeSmtpUrl(smtpUrl);
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        return { messageId: info.messageId };
      } catch (error) {
        throw new MailNotSentError(mail.key, server, error);
      }
    },
    close: () => transport.close(),
  };
}
