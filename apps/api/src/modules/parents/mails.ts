import { PARENT_RESET_TTL_MS, PARENT_VERIFY_TTL_MS } from "@kidsafe/contracts";
import type { MailSendPayload } from "@kidsafe/contracts";

const hours = (ms: number) => Math.round(ms / (60 * 60_000));
const validFor = (ms: number) => (hours(ms) === 1 ? "1 hour" : `${hours(ms)} hours`);

export const PARENT_MAILS = {
  verifySubject: "Confirm your email for KidSafe",
  resetSubject: "Reset your KidSafe password",
};

/** The token's hash, so a retried request queues the mail once. */
export function verificationMail(to: string, link: string, key: string): MailSendPayload {
  return {
    key: `parent-verify-${key}`,
    to,
    subject: PARENT_MAILS.verifySubject,
    text: [
      "Hello,",
      "",
      "Thank you for creating a parent account on KidSafe. Please confirm that this is your email address by opening this link:",
      "",
      link,
      "",
      `The link works once and for ${validFor(PARENT_VERIFY_TTL_MS)}. Once your email is confirmed, you can link your child's account and give your consent.`,
      "",
      "If you did not create this account, you can ignore this email: nothing happens without the link.",
      "",
      "KidSafe",
    ].join("\n"),
  };
}

export function resetMail(to: string, link: string, key: string): MailSendPayload {
  return {
    key: `parent-reset-${key}`,
    to,
    subject: PARENT_MAILS.resetSubject,
    text: [
      "Hello,",
      "",
      "Someone asked to reset the password of the KidSafe parent account for this email address. To choose a new password, open this link:",
      "",
      link,
      "",
      `The link works once and for ${validFor(PARENT_RESET_TTL_MS)}. Choosing a new password signs you out everywhere else.`,
      "",
      "If you did not ask for this, you can ignore this email: your password stays as it is.",
      "",
      "KidSafe",
    ].join("\n"),
  };
}
