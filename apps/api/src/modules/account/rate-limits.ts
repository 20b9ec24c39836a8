import type { RateLimit } from "@kidsafe/server-kit";

/** Wrong sign-in passwords when deleting an account, per student (the same bound as sign-in failures). */
export const ACCOUNT_DELETION_FAILURES: RateLimit = { name: "delete-account-fail", limit: 10, windowMs: 15 * 60_000 };
