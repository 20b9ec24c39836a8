import { FAMILY_TEXTS, PARENT_PASSWORD_RESET_COOLING_OFF_MS, PARENTAL_TEXTS, parentPasswordWeakness } from "@kidsafe/contracts";
import type { ParentalSettingsRepository, UsersRepository } from "@kidsafe/db";
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import { hashPassword, verifyPassword } from "../../passwords.ts";

export interface ParentPasswordDependencies {
  settings: ParentalSettingsRepository;
  users: UsersRepository;
  /** Counts wrong parent passwords per student. */
  failures: RateLimiter;
  /** Whether a parent account is linked to the child: then that parent sets the parent password, not the device. */
  hasLinkedParent: (userId: number) => Promise<boolean>;
  clock: Clock;
}

/**
 * The parent password: separate from the child's sign-in password, argon2id, chosen the first time a
 * parent turns study mode on or saves limits. Each check takes a try per student before any hashing (the
 * child is the one guessing, from the child's own session, so the student is the key); a right one clears them.
 */
export function createParentPassword({ settings, users, failures, hasLinkedParent, clock }: ParentPasswordDependencies) {
  const keyOf = (userId: number) => String(userId);

  /** Takes one try before any hash is checked: parallel guesses get no more tries than sequential ones. */
  async function takeTry(userId: number): Promise<void> {
    const state = await failures.hit(keyOf(userId));
    if (!state.allowed) throw tooManyRequests(PARENTAL_TEXTS.tooManyWrongPasswords, state.retryAfterMs);
  }

  /** The try was no guess (right password, or none to guess): it is given back. */
  const giveBack = (userId: number) => failures.refund(keyOf(userId));

  async function check(userId: number, storedHash: string, password: string): Promise<void> {
    if (!(await verifyPassword(storedHash, password))) throw forbidden(PARENTAL_TEXTS.wrongParentPassword);
    await failures.reset(keyOf(userId));
  }

  /** The stored hash, after completing a reset whose cooling-off has passed (then there is none). */
  async function storedHashOf(userId: number): Promise<string | null> {
    const row = await settings.find(userId);
    const requestedAt = row?.parent_password_reset_requested_at ?? null;
    if (requestedAt !== null && clock().getTime() - requestedAt.getTime() >= PARENT_PASSWORD_RESET_COOLING_OFF_MS) {
      await settings.completeParentPasswordReset(userId, new Date(clock().getTime() - PARENT_PASSWORD_RESET_COOLING_OFF_MS));
      return null;
    }
    return row?.parent_password_hash ?? null;
  }

  /** Throws unless `password` is the parent password; a student without one gets a 403 saying so. */
  async function verify(userId: number, password: string): Promise<void> {
    await takeTry(userId);
    const stored = await storedHashOf(userId);
    if (stored === null) {
      await giveBack(userId);
      throw forbidden(PARENTAL_TEXTS.noParentPassword);
    }
    await check(userId, stored, password);
  }

  /** The device's rule for a new parent password: strong enough, and not the child's own sign-in password. */
  async function refuseUnfit(userId: number, password: string): Promise<void> {
    const weakness = parentPasswordWeakness(password);
    if (weakness !== null) throw badRequest(weakness, { password: weakness });
    const child = await users.findById(userId);
    if (!child) throw unauthorized();
    if (await verifyPassword(child.password_hash, password)) {
      throw badRequest(PARENTAL_TEXTS.sameAsChildPassword, { password: PARENTAL_TEXTS.sameAsChildPassword });
    }
  }

  return {
    verify,

    /**
     * Like `verify`, but when no parent password exists yet `password` becomes it. It may not be the child's
     * own sign-in password: a lock whose key the child already has locks nothing.
     */
    async verifyOrEstablish(userId: number, password: string): Promise<void> {
      await takeTry(userId);
      const stored = await storedHashOf(userId);
      if (stored !== null) return check(userId, stored, password);
      // Choosing the first parent password guesses nothing.
      await giveBack(userId);
      // A linked child's parent chooses it from the parent area: whoever holds the device cannot.
      if (await hasLinkedParent(userId)) throw forbidden(FAMILY_TEXTS.parentPasswordRemote);
      await refuseUnfit(userId, password);
      const ours = await hashPassword(password);
      const winner = await settings.establishParentPassword(userId, ours);
      // Another request chose the parent password a moment earlier: ours must match that one.
      if (winner !== ours) await check(userId, winner, password);
    },

    /**
     * A parent forgot the parent password: with the child's account password, a reset starts; it completes
     * PARENT_PASSWORD_RESET_COOLING_OFF_MS later (on the next check). Wrong account passwords count as wrong guesses.
     */
    async requestReset(userId: number, accountPassword: string): Promise<void> {
      await takeTry(userId);
      if ((await storedHashOf(userId)) === null) {
        await giveBack(userId);
        throw conflict(PARENTAL_TEXTS.noParentPasswordToReset);
      }
      const child = await users.findById(userId);
      if (!child) throw unauthorized();
      if (!(await verifyPassword(child.password_hash, accountPassword))) throw forbidden(PARENTAL_TEXTS.wrongAccountPassword);
      await giveBack(userId);
      await settings.requestParentPasswordReset(userId, clock());
    },

    /** The parent still knows the parent password: the pending reset is dropped. */
    async cancelReset(userId: number, password: string): Promise<void> {
      await verify(userId, password);
      await settings.cancelParentPasswordReset(userId);
    },

    /** When the pending reset takes effect, or null. */
    resetTakesEffectAt(requestedAt: Date | null): Date | null {
      return requestedAt === null ? null : new Date(requestedAt.getTime() + PARENT_PASSWORD_RESET_COOLING_OFF_MS);
    },

    /**
     * A signed-in linked parent sets the parent password from the parent area: no old password is asked (the parent
     * account is the proof), under the device's rules; it replaces any earlier one and drops a pending reset.
     */
    async setByParent(userId: number, password: string): Promise<void> {
      await refuseUnfit(userId, password);
      await settings.setParentPassword(userId, await hashPassword(password));
      await failures.reset(keyOf(userId));
    },

    /** Forgets the student's wrong guesses (their account is gone). */
    forgetFailures(userId: number): Promise<void> {
      return failures.reset(keyOf(userId));
    },
  };
}

export type ParentPassword = ReturnType<typeof createParentPassword>;
