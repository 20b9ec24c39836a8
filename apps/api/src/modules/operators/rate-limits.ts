import type { RateLimit } from "@kidsafe/server-kit";
import { MINUTE } from "../../http/rate-limit-windows.ts";

/**
 * Every try is taken before any hash is checked; the per-account bound still lets the first try from a new address reach the check, so a
 * stranger cannot lock the right password out.
 */
export const OPERATOR_RATE_LIMITS = {
  signInPerIp: { name: "operator-sign-in-ip", limit: 30, windowMs: 15 * MINUTE },
  passwordFailuresPerIpAndName: { name: "operator-password-fail-ip", limit: 5, windowMs: 15 * MINUTE },
  passwordFailuresPerName: { name: "operator-password-fail", limit: 50, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimit>;
