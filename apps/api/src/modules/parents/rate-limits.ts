import type { RateLimit } from "@kidsafe/server-kit";
import { HOUR, MINUTE } from "../../http/rate-limit-windows.ts";

/**
 * Mails cost a stranger's inbox, so a parent account gets a handful an hour. Link codes have 31^8 values: a few tries per parent and address
 * guess none of them.
 */
export const PARENT_RATE_LIMITS = {
  signUpPerIp: { name: "parent-sign-up-ip", limit: 50, windowMs: HOUR },
  signInPerIp: { name: "parent-sign-in-ip", limit: 100, windowMs: 15 * MINUTE },
  signInFailuresPerIpAndEmail: { name: "parent-sign-in-fail-ip", limit: 10, windowMs: 15 * MINUTE },
  signInFailuresPerEmail: { name: "parent-sign-in-fail", limit: 100, windowMs: HOUR },
  verificationMailsPerParent: { name: "parent-verify-mail", limit: 5, windowMs: HOUR },
  resetsPerIp: { name: "parent-reset-ip", limit: 20, windowMs: HOUR },
  /** Past this, a reset answers as always but sends nothing, so no inbox is flooded. */
  resetMailsPerEmail: { name: "parent-reset-mail", limit: 5, windowMs: HOUR },
  linkTriesPerParent: { name: "parent-link-try", limit: 10, windowMs: 15 * MINUTE },
  linkTriesPerIp: { name: "parent-link-try-ip", limit: 30, windowMs: 15 * MINUTE },
  childAccountsPerParent: { name: "parent-create-child", limit: 10, windowMs: HOUR },
  /** A parent opens it a few times, a token guesser many. */
  unsubscribesPerIp: { name: "parent-unsubscribe-ip", limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimit>;
