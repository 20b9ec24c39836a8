// The e2e stack's inbox: the MailDev the dev stack starts (tooling/dev-stack/src/mail.ts) on the public port plus
// MAILDEV_WEB_PORT_OFFSET, read through its REST API. A spec reads the mail a parent would get and follows its link.
import { MAILDEV_WEB_PORT_OFFSET } from "@kidsafe/dev-stack";
import { mailDevInbox } from "@kidsafe/mail/testing/inbox";
import type { ReceivedMail } from "@kidsafe/mail/testing/inbox";
import { e2ePort } from "./stack.ts";

export type { ReceivedMail };

export const mailboxOrigin = `http://127.0.0.1:${(e2ePort + MAILDEV_WEB_PORT_OFFSET).toString()}`;

const inbox = mailDevInbox(mailboxOrigin);

/** Every mail the stack has sent so far. */
export const mails = (): Promise<ReceivedMail[]> => inbox.mails();

/** The newest mail to `to` (any case) whose subject matches, once the worker has sent it: its text and first link. */
export function waitForMail(to: string, subject: RegExp | string, options?: { timeoutMs?: number }): Promise<ReceivedMail> {
  return inbox.waitForMail(to, subject, options);
}

/** The link in the newest matching mail (a verification or reset link), or an error saying the mail had none. */
export async function waitForMailLink(to: string, subject: RegExp | string): Promise<string> {
  const mail = await waitForMail(to, subject);
  if (mail.link === undefined) throw new Error(`The mail "${mail.subject}" to ${to} has no link:\n${mail.text}`);
  return mail.link;
}
