import type { RateLimit } from "@kidsafe/server-kit";

/** Wrong own passwords when a parent deletes a child, per parent (the bound of the student's own deletion). */
export const CHILD_DELETION_FAILURES: RateLimit = { name: "parent-delete-child-fail", limit: 10, windowMs: 15 * 60_000 };
