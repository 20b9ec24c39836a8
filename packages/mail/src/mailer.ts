import type { MailSendPayload } from "@kidsafe/contracts";
import nodemailer from "nodemailer";
import { describeSmtpUrl } from "./config.ts";
import type { MailConfig } from "./config.ts";

/** Nodemailer's own defaults wait minutes; the job's retries take over sooner. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export class MailNotSentError extends Error {
  constructor(key: string, server: string, cause: unknown) {
    super(`The mail server at ${server} did not take mail "${key}": ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "MailNotSentError";
  }
}

export interface Mailer {
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
