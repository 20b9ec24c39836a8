import { tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";

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
