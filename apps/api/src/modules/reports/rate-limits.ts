import type { RateLimit } from "@kidsafe/server-kit";

/** A child may report many apps, but not flood the review queue. */
export const REPORTS_PER_STUDENT: RateLimit = { name: "report-student", limit: 10, windowMs: 60 * 60 * 1000 };

/** A flood of reports about one app gets one fresh verdict, not a check per report. */
export const RECHECKS_PER_APP: RateLimit = { name: "report-recheck", limit: 1, windowMs: 60 * 60 * 1000 };
