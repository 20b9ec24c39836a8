import { PARENT_RESET_TTL_MS, PARENT_VERIFY_TTL_MS } from "@kidsafe/contracts";
import type { MailSendPayload } from "@kidsafe/contracts";

const hours = (ms: number) => Math.round(ms / (60 * 60_000));
const validFor = (ms: number) => (hours(ms) === 1 ? "1 hour" : `${hours(ms)} hours`);

export interface LinkMail {
  /** The parent page the link opens, which also names the mail's key. */
  page: string;
  ttlMs: number;
  subject: string;
  why: string;
  afterUse: string;
  notYou: string;
}

/** By the purpose of the token each link carries. */
export const LINK_MAILS = {
  verify_email: {
    page: "verify",
    ttlMs: PARENT_VERIFY_TTL_MS,
    subject: "Confirm your email for KidSafe",
    why: "Thank you for creating a parent account on KidSafe. Please confirm that this is your email address by opening this link:",
    afterUse: "Once your email is confirmed, you can link your child's account and give your consent.",
    notYou: "If you did not create this account, you can ignore this email: nothing happens without the link.",
  },
  reset_password: {
    page: "reset",
    ttlMs: PARENT_RESET_TTL_MS,
    subject: "Reset your KidSafe password",
    why: "Someone asked to reset the password of the KidSafe parent account for this email address. To choose a new password, open this link:",
    afterUse: "Choosing a new password signs you out everywhere else.",
    notYou: "If you did not ask for this, you can ignore this email: your password stays as it is.",
  },
} satisfies Record<string, LinkMail>;

/** One link mail; `key` is the token's hash, so a retried request queues the mail once. */
export function linkMail(mail: LinkMail, to: string, link: string, key: string): MailSendPayload {
  return {
    key: `parent-${mail.page}-${key}`,
    to,
    subject: mail.subject,
    text: [
      "Hello,",
      "",
      mail.why,
      "",
      link,
      "",
      `The link works once and for ${validFor(mail.ttlMs)}. ${mail.afterUse}`,
      "",
      mail.notYou,
      "",
      "KidSafe",
    ].join("\n"),
  };
}
