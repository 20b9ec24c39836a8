import type { RateLimit } from "@kidsafe/server-kit";

/** Enough for a lost code or two, too few to hunt for a code by asking again and again. */
export const LINK_CODES_PER_CHILD: RateLimit = { name: "family-link-codes", limit: 20, windowMs: 60 * 60_000 };
