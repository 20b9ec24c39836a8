import type { RateLimit } from "@kidsafe/server-kit";

/** Far above a child's retyping; stops a script from running the model and the ads queries in a loop. */
export const SEARCHES_PER_STUDENT: RateLimit = { name: "search-student", limit: 30, windowMs: 60_000 };

export const SEARCH_RATE_LIMIT_MESSAGE = "Too many searches. Please wait a minute and try again.";
