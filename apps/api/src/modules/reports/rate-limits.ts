import type { RateLimit } from "@kidsafe/server-kit";

/**
 * A child may report many apps, but not flood the review queue: 10 reports per student per hour is far
 * above what one search session needs (a dialog per app, the 'All' tab shows at most 2 sponsored results).
 */
export const REPORTS_PER_STUDENT: RateLimit = { name: "report-student", limit: 10, windowMs: 60 * 60 * 1000 };

/**
 * A child's report asks for a safety re-check of the app at once, but one per app per hour: a flood of reports about
 * one app gets one fresh verdict, not a check per report (the safety queue's own rate bounds checks across apps).
 */
export const RECHECKS_PER_APP: RateLimit = { name: "report-recheck", limit: 1, windowMs: 60 * 60 * 1000 };
