import { PARENTAL_TEXTS } from "@kidsafe/contracts";
import type { ParentalSettingsRepository, UsersRepository } from "@kidsafe/db";
import { badRequest, forbidden, tooManyRequests, unauthorized } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import { hashPassword, verifyPassword } from "../../passwords.ts";

export interface ParentPasswordDependencies {
  settings: ParentalSettingsRepository;
  users: UsersRepository;
  /** Counts wrong parent passwords per student. */
  failures: RateLimiter;
}

/**
 * The parent password: separate from the child's sign-in password, argon2id, chosen the first time a
 * parent turns study mode on or saves limits. Wrong guesses are counted per student and, past the limit,
 * refused before any hashing.
 */
export function createParentPassword({ settings, users, failures }: ParentPasswordDependencies) {
  const keyOf = (userId: number) => String(userId);

  async function refuseWhileBlocked(userId: number): Promise<void> {
    const state = await failures.peek(keyOf(userId));
    if (!state.allowed) throw tooManyRequests(PARENTAL_TEXTS.tooManyWrongPasswords, state.retryAfterMs);
  }

  async function check(userId: number, storedHash: string, password: string): Promise<void> {
    if (await verifyPassword(storedHash, password)) {
      await failures.reset(keyOf(userId));
      return;
    }
    await failures.hit(keyOf(userId));
    throw forbidden(PARENTAL_TEXTS.wrongParentPassword);
  }

  async function storedHashOf(userId: number): Promise<string | null> {
    return (await settings.find(userId))?.parent_password_hash ?? null;
  }

  return {
    /** Throws unless `password` is the parent password; a student without one gets a 403 saying so. */
    async verify(userId: number, password: string): Promise<void> {
      await refuseWhileBlocked(userId);
      const stored = await storedHashOf(userId);
      if (stored === null) throw forbidden(PARENTAL_TEXTS.noParentPassword);
      await check(userId, stored, password);
    },

    /**
     * Like `verify`, but when no parent password exists yet `password` becomes it. It may not be the child's
     * own sign-in password: a lock whose key the child already has locks nothing.
     */
    async verifyOrEstablish(userId: number, password: string): Promise<void> {
      await refuseWhileBlocked(userId);
      const stored = await storedHashOf(userId);
      if (stored !== null) return check(userId, stored, password);

      const child = await users.findById(userId);
      if (!child) throw unauthorized();
      if (await verifyPassword(child.password_hash, password)) {
        throw badRequest(PARENTAL_TEXTS.sameAsChildPassword, { password: PARENTAL_TEXTS.sameAsChildPassword });
      }
      const ours = await hashPassword(password);
      const winner = await settings.establishParentPassword(userId, ours);
      // Another request chose the parent password a moment earlier: ours must match that one.
      if (winner !== ours) await check(userId, winner, password);
    },

    /** Forgets the student's wrong guesses (their account is gone). */
    forgetFailures(userId: number): Promise<void> {
      return failures.reset(keyOf(userId));
    },
  };
}

export type ParentPassword = ReturnType<typeof createParentPassword>;
