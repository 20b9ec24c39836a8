import { tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";

/** The two counters of wrong passwords for one account name (docs/decisions.md, "Guessing passwords"). */
export interface PasswordTryLimits {
  /** Per address and account: what stops guessing from one place. */
  perAddress: RateLimiter;
  /** Per account from everywhere: bounds guessing from many addresses. */
  perAccount: RateLimiter;
}

/**
 * Takes one try for `account` from `ip` before any hash is checked, so a parallel burst gets no more tries than a
 * sequence. The per-account bound refuses only an address that has already failed for this account in the window:
 * the first try from a clean address always reaches the hash, so strangers guessing elsewhere cannot lock the owner
 * out, and guessing from many addresses gets one try per new address once the bound is used up. Answers what to
 * call when the password was right (its tries come back, and the address starts afresh).
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
