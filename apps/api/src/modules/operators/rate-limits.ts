import type { RateLimit } from "@kidsafe/server-kit";

const MINUTE = 60_000;

/**
 * Operator passwords (the sign-in, and the password asked again to change it or the authenticator app). Every try
 * is taken before any hash is checked (`takePasswordTry`): per address and account, what stops guessing from one
 * place; per account from everywhere, a bound that still lets the first try from a new address reach the check, so
 * a stranger cannot lock the right password out. Per address: a small office's worth of tries for any names.
 */
export const OPERATOR_RATE_LIMITS = {
  signInPerIp: { name: "operator-sign-in-ip", limit: 30, windowMs: 15 * MINUTE },
  passwordFailuresPerIpAndName: { name: "operator-password-fail-ip", limit: 5, windowMs: 15 * MINUTE },
  passwordFailuresPerName: { name: "operator-password-fail", limit: 50, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimit>;
