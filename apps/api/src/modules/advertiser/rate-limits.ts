import type { RateLimit } from "@kidsafe/server-kit";
import { MINUTE } from "../../http/rate-limit-windows.ts";

/**
 * Taken before any hash is checked, so guessing is slow from anywhere and a stranger needs many addresses to keep a company out, for the hour at
 * most.
 */
export const ADVERTISER_RATE_LIMITS = {
  signInPerIp: { name: "advertiser-sign-in-ip", limit: 60, windowMs: 15 * MINUTE },
  signInFailuresPerIpAndApp: { name: "advertiser-sign-in-fail-ip", limit: 10, windowMs: 15 * MINUTE },
  signInFailuresPerApp: { name: "advertiser-sign-in-fail", limit: 100, windowMs: 60 * MINUTE },
  /** Each check fetches a stranger's pages and asks the model. */
  safetyChecksPerIp: { name: "advertiser-safety-check-ip", limit: 20, windowMs: 60 * MINUTE },
  registrationsPerIp: { name: "advertiser-register-ip", limit: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimit>;
