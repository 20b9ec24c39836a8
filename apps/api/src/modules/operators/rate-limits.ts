import type { RateLimit } from "@kidsafe/server-kit";

const MINUTE = 60_000;

/**
 * Operator sign-in. Every attempt is counted (one atomic INCR) before any hash is checked, so concurrent guesses
 * cannot slip past a "peek"; a right password clears the name's count. Per name: 5 tries in 15 minutes from
 * anywhere; per address: a small office's worth.
 */
export const OPERATOR_RATE_LIMITS = {
  signInPerName: { name: "operator-sign-in-name", limit: 5, windowMs: 15 * MINUTE },
  signInPerIp: { name: "operator-sign-in-ip", limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimit>;
