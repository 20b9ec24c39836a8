import type { RateLimit } from "@kidsafe/server-kit";

/**
 * Searches per student: a child typing and retyping makes a few a minute; 30 is far above that, and stops a
 * script (or a stuck key) from running the model and the ads queries in a loop.
 */
export const SEARCHES_PER_STUDENT: RateLimit = { name: "search-student", limit: 30, windowMs: 60_000 };

export const SEARCH_RATE_LIMIT_MESSAGE = "Too many searches. Please wait a minute and try again.";
