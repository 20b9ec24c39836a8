import { FAMILY_TEXTS, PARENT_PASSWORD_RESET_COOLING_OFF_MS, PARENTAL_TEXTS, parentPasswordWeakness } from "@kidsafe/contracts";
import type { ParentalSettingsRepository, UsersRepository } from "@kidsafe/db";
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import { hashPassword, verifyPassword } from "../../passwords.ts";

export interface ParentPasswordDependencies {
  settings: ParentalSettingsRepository;
  users: UsersRepository;
  failures: RateLimiter;
  /** Then that parent sets the parent password, not the device. */
  hasLinkedParent: (userId: number) => Promise<boolean>;
  clock: Clock;
}

/** The child is the one guessing, from their own session, so the tries are counted per student. */
export function createParentPassword({ settings, users, failures, hasLinkedParent, clock }: ParentPasswordDependencies) {
  const keyOf = (userId: number) => String(userId);

  /** Taken before any hash is checked: parallel guesses get no more tries than sequential ones. */
  async function takeTry(userId: number): Promise<void> {
    const state = await failures.hit(keyOf(userId));
    if (!state.allowed) throw tooManyRequests(PARENTAL_TEXTS.tooManyWrongPasswords, state.retryAfterMs);
  }

  const giveBack = (userId: number) => failures.refund(keyOf(userId));

  async function check(userId: number, storedHash: string, password: string): Promise<void> {
    if (!(await verifyPassword(storedHash, password))) throw forbidden(PARENTAL_TEXTS.wrongParentPassword);
    await failures.reset(keyOf(userId));
  }

  async function storedHashOf(userId: number): Promise<string | null> {
    const row = await settings.find(userId);
    const requestedAt = row?.parentPasswordResetRequestedAt ?? null;
    if (requestedAt !== null && clock().getTime() - requestedAt.getTime() >= PARENT_PASSWORD_RESET_COOLING_OFF_MS) {
      await settings.completeParentPasswordReset(userId, new Date(clock().getTime() - PARENT_PASSWORD_RESET_COOLING_OFF_MS));
      return null;
    }
    return row?.parentPasswordHash ?? null;
  }

  async function verify(userId: number, password: string): Promise<void> {
    await takeTry(userId);
    const stored = await storedHashOf(userId);
    if (stored === null) {
      await giveBack(userId);
      throw forbidden(PARENTAL_TEXTS.noParentPassword);
    }
    await check(userId, stored, password);
  }

  async function refuseUnfit(userId: number, password: string): Promise<void> {
    const weakness = parentPasswordWeakness(password);
    if (weakness !== null) throw badRequest(weakness, { password: weakness });
    const child = await users.findById(userId);
    if (!child) throw unauthorized();
    if (await verifyPassword(child.passwordHash, password)) {
      throw badRequest(PARENTAL_TEXTS.sameAsChildPassword, { password: PARENTAL_TEXTS.sameAsChildPassword });
    }
  }

  return {
    verify,

    /** A lock whose key the child already has locks nothing, so it may not be the child's own sign-in password. */
    async verifyOrEstablish(userId: number, password: string): Promise<void> {
      await takeTry(userId);
      const stored = await storedHashOf(userId);
      if (stored !== null) return check(userId, stored, password);
      // Choosing the first parent password guesses nothing.
      await giveBack(userId);
      // Whoever holds the device cannot choose it for a linked child.
      if (await hasLinkedParent(userId)) throw forbidden(FAMILY_TEXTS.parentPasswordRemote);
      await refuseUnfit(userId, password);
      const ours = await hashPassword(password);
      const winner = await settings.establishParentPassword(userId, ours);
      // Another request chose the parent password a moment earlier: ours must match that one.
      if (winner !== ours) await check(userId, winner, password);
    },

    /** Wrong account passwords count as wrong guesses. */
    async requestReset(userId: number, accountPassword: string): Promise<void> {
      await takeTry(userId);
      if ((await storedHashOf(userId)) === null) {
        await giveBack(userId);
        throw conflict(PARENTAL_TEXTS.noParentPasswordToReset);
      }
      const child = await users.findById(userId);
      if (!child) throw unauthorized();
      if (!(await verifyPassword(child.passwordHash, accountPassword))) throw forbidden(PARENTAL_TEXTS.wrongAccountPassword);
      await giveBack(userId);
      await settings.requestParentPasswordReset(userId, clock());
    },

    async cancelReset(userId: number, password: string): Promise<void> {
      await verify(userId, password);
      await settings.cancelParentPasswordReset(userId);
    },

    resetTakesEffectAt(requestedAt: Date | null): Date | null {
      return requestedAt === null ? null : new Date(requestedAt.getTime() + PARENT_PASSWORD_RESET_COOLING_OFF_MS);
    },

    /** No old password is asked: the parent account is the proof. */
    async setByParent(userId: number, password: string): Promise<void> {
      await refuseUnfit(userId, password);
      await settings.setParentPassword(userId, await hashPassword(password));
      await failures.reset(keyOf(userId));
    },

    forgetFailures(userId: number): Promise<void> {
      return failures.reset(keyOf(userId));
    },
  };
}

export type ParentPassword = ReturnType<typeof createParentPassword>;
