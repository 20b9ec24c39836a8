// Test helpers are in "@kidsafe/mail/testing".
export { DEFAULT_MAIL_FROM, LOCAL_SMTP_URL, describeSmtpUrl, readMailConfig } from "./config.ts";
export type { MailConfig } from "./config.ts";
export { MailNotSentError, createMailer } from "./mailer.ts";
export type { Mailer } from "./mailer.ts";
export { createMailOutbox } from "./outbox.ts";
export type { MailOutbox } from "./outbox.ts";
export { runMailSend } from "./run-mail-send.ts";
