import { FAMILY_TEXTS } from "@kidsafe/contracts";
import type { ParentProfile } from "@kidsafe/contracts";
import type { ParentRecord, ParentsRepository } from "@kidsafe/db";
import type { MailOutbox } from "@kidsafe/mail/outbox";
import { HttpError, conflict, refuseWhenLimited, unauthorized } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import { checkPasswordTry } from "../../http/password-tries.ts";
import { hashPassword } from "../../passwords.ts";
import { mailTokenHash, newMailToken } from "@kidsafe/mail/tokens";
import { LINK_MAILS, linkMail } from "./mails.ts";

export interface ParentAccountLimits {
  signUpPerIp: RateLimiter;
  signInPerIp: RateLimiter;
  signInFailuresPerIpAndEmail: RateLimiter;
  signInFailuresPerEmail: RateLimiter;
  verificationMailsPerParent: RateLimiter;
  resetsPerIp: RateLimiter;
  resetMailsPerEmail: RateLimiter;
}

export interface ParentAccountsDependencies {
  parents: ParentsRepository;
  outbox: MailOutbox;
  clock: Clock;
  publicUrl: string;
  limits: ParentAccountLimits;
}

export const profileOf = (parent: ParentRecord): ParentProfile => ({
  id: parent.id,
  email: parent.email,
  emailVerified: parent.emailVerifiedAt !== null,
});

/** Mails are only queued (the worker sends them), so a mail server that is down never makes a parent wait or fail. */
export function createParentAccounts({ parents, outbox, clock, publicUrl, limits }: ParentAccountsDependencies) {
  async function mailLink(parent: ParentRecord, purpose: keyof typeof LINK_MAILS): Promise<void> {
    const mail = LINK_MAILS[purpose];
    const { token, hash } = newMailToken();
    await parents.insertToken({ tokenHash: hash, parentId: parent.id, purpose, expiresAt: new Date(clock().getTime() + mail.ttlMs) });
    await outbox.send(linkMail(mail, parent.email, `${publicUrl}/parent/${mail.page}?token=${token}`, hash));
  }

  async function parentOf(parentId: number): Promise<ParentRecord> {
    const parent = await parents.findParent(parentId);
    if (!parent) throw unauthorized();
    return parent;
  }

  return {
    parentOf,

    async signUp(email: string, password: string, ip: string, timeZone?: string): Promise<ParentProfile> {
      await refuseWhenLimited(limits.signUpPerIp, ip, FAMILY_TEXTS.tooManyAttempts);
      const taken = () => conflict(FAMILY_TEXTS.emailTaken, { email: FAMILY_TEXTS.emailTaken });
      // Cheap check first so a taken email does not cost a hash; the unique index still decides races.
      if (await parents.findParentByEmail(email)) throw taken();
      const parent = await parents.insertParent(email, await hashPassword(password), timeZone);
      if (!parent) throw taken();
      await mailLink(parent, "verify_email");
      return profileOf(parent);
    },

    async verifyEmail(token: string): Promise<ParentProfile> {
      const parentId = await parents.useToken(mailTokenHash(token), "verify_email", clock());
      if (parentId === undefined) throw new HttpError(410, FAMILY_TEXTS.linkExpired);
      await parents.markEmailVerified(parentId, clock());
      return profileOf(await parentOf(parentId));
    },

    /** The old link still works until it expires. */
    async resendVerification(parentId: number): Promise<void> {
      const parent = await parentOf(parentId);
      if (parent.emailVerifiedAt !== null) return;
      await refuseWhenLimited(limits.verificationMailsPerParent, String(parentId), FAMILY_TEXTS.tooManyAttempts);
      await mailLink(parent, "verify_email");
    },

    async signIn(email: string, password: string, ip: string): Promise<ParentProfile> {
      await refuseWhenLimited(limits.signInPerIp, ip, FAMILY_TEXTS.tooManyAttempts);
      const parent = await checkPasswordTry(
        { perAddress: limits.signInFailuresPerIpAndEmail, perAccount: limits.signInFailuresPerEmail },
        { ip, account: email, password },
        () => parents.findParentByEmail(email),
        { tooManyAttempts: FAMILY_TEXTS.tooManyAttempts, invalidCredentials: FAMILY_TEXTS.wrongCredentials },
      );
      return profileOf(parent);
    },

    /** Answers the same either way, so the answer tells nobody which emails have accounts. */
    async requestReset(email: string, ip: string): Promise<void> {
      await refuseWhenLimited(limits.resetsPerIp, ip, FAMILY_TEXTS.tooManyAttempts);
      if (!(await limits.resetMailsPerEmail.hit(email)).allowed) return;
      const parent = await parents.findParentByEmail(email);
      if (!parent) return;
      await mailLink(parent, "reset_password");
    },

    /** The mailed link also proves the email is theirs; the new session may not start before the older ones ended. */
    async completeReset(token: string, password: string): Promise<{ profile: ParentProfile; at: Date }> {
      const parentId = await parents.useToken(mailTokenHash(token), "reset_password", clock());
      if (parentId === undefined) throw new HttpError(410, FAMILY_TEXTS.linkExpired);
      // Sessions are timed by the real clock, never a test's simulated one.
      const at = new Date();
      await parents.setPassword(parentId, await hashPassword(password), at);
      await parents.markEmailVerified(parentId, clock());
      const parent = await parentOf(parentId);
      // The owner is back in: strangers' wrong guesses no longer count against the account.
      await limits.signInFailuresPerEmail.reset(parent.email);
      return { profile: profileOf(parent), at };
    },
  };
}

export type ParentAccounts = ReturnType<typeof createParentAccounts>;
