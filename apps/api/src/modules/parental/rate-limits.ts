import type { RateLimit } from "@kidsafe/server-kit";

/** A child may guess, so only a handful of failures per window are allowed. */
export const PARENT_PASSWORD_FAILURES: RateLimit = { name: "parent-password-fail", limit: 5, windowMs: 15 * 60_000 };
