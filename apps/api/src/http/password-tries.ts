import { HttpError, tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import { verifyAgainstDecoy, verifyPassword } from "../passwords.ts";

/** docs/decisions.md, "Guessing passwords". */
export interface PasswordTryLimits {
  perAddress: RateLimiter;
  perAccount: RateLimiter;
}

/**
 * Taken before any hash is checked, so a parallel burst gets no more tries than a sequence. The first try from a clean address always reaches
 * the hash, so strangers guessing elsewhere cannot lock the owner out.
 */
export async function takePasswordTry(limits: PasswordTryLimits, ip: string, account: string, message: string): Promise<() => Promise<void>> {
  const addressKey = `${ip}|${account}`;
  const fromAddress = await limits.perAddress.hit(addressKey);
  if (!fromAddress.allowed) throw tooManyRequests(message, fromAddress.retryAfterMs);
  const firstFromAddress = fromAddress.remaining === limits.perAddress.rule.limit - 1;
  const everywhere = await limits.perAccount.hit(account);
  if (!everywhere.allowed && !firstFromAddress) throw tooManyRequests(message, everywhere.retryAfterMs);
  return async () => {
    await Promise.all([limits.perAddress.reset(addressKey), limits.perAccount.refund(account)]);
  };
}

export interface PasswordAttempt {
  ip: string;
  /** The name the tries are counted under, as typed (lower-cased where names are). */
  account: string;
  password: string;
}

/**
 * A try is taken before the account is looked up, and an unknown account still costs a hash, so neither the answer nor its time tells which
 * accounts exist. A right password gives the try back.
 */
export async function checkPasswordTry<Account extends { passwordHash: string }>(
  limits: PasswordTryLimits,
  attempt: PasswordAttempt,
  find: () => Promise<Account | undefined>,
  texts: { tooManyAttempts: string; invalidCredentials: string },
): Promise<Account> {
  const passwordWasRight = await takePasswordTry(limits, attempt.ip, attempt.account, texts.tooManyAttempts);
  const account = await find();
  const valid = account ? await verifyPassword(account.passwordHash, attempt.password) : await verifyAgainstDecoy(attempt.password);
  if (!account || !valid) throw new HttpError(401, texts.invalidCredentials);
  await passwordWasRight();
  return account;
}
