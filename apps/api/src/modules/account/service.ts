import { PARENTAL_TEXTS } from "@kidsafe/contracts";
import type { UsersRepository } from "@kidsafe/db";
import { forbidden, HttpError, tooManyRequests, unauthorized } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import { verifyPassword } from "../../passwords.ts";
import type { StudentDataEraser } from "./student-data.ts";

export interface AccountDependencies {
  users: UsersRepository;
  eraser: Pick<StudentDataEraser, "deleteAccount">;
  studyMode: { state(userId: number): Promise<{ enabled: boolean }> };
  deletionFailures: RateLimiter;
}

export const ACCOUNT_TEXTS = {
  wrongPassword: "Incorrect password. Your account was not deleted.",
  tooManyAttempts: "Too many wrong passwords. Please wait a few minutes and try again.",
  accountGone: "This account no longer exists. Please sign in again.",
} as const;

const LOCKED = 423;

/** While study mode is on the parent's lock holds: deleting the account would be a way around it. */
export function createAccountService(deps: AccountDependencies) {
  const keyOf = (userId: number) => String(userId);

  return {
    async deleteAccount(userId: number, password: string): Promise<void> {
      // A try is taken before the hash is checked: parallel guesses get no more tries than sequential ones.
      const allowance = await deps.deletionFailures.hit(keyOf(userId));
      if (!allowance.allowed) throw tooManyRequests(ACCOUNT_TEXTS.tooManyAttempts, allowance.retryAfterMs);

      const user = await deps.users.findById(userId);
      if (!user) {
        await deps.eraser.deleteAccount(userId);
        throw unauthorized(ACCOUNT_TEXTS.accountGone);
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw forbidden(ACCOUNT_TEXTS.wrongPassword);
      await deps.deletionFailures.refund(keyOf(userId));
      if ((await deps.studyMode.state(userId)).enabled) {
        throw new HttpError(LOCKED, PARENTAL_TEXTS.deletionLockedByStudyMode);
      }

      await deps.eraser.deleteAccount(userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
