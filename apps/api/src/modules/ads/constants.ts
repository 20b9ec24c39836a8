/** Rules of sponsored results and recommendations that the seeds leave to us (docs/decisions.md). */

/** Sponsored results blended into one page of search results, at most. */
export const MAX_SPONSORED_RESULTS_PER_PAGE = 2;

/**
 * How long after a search answered (or a recommendation was offered) a view, click or recommendation of
 * that ad can still be counted. A results page left open longer has to be searched again.
 */
export const SERVE_RECORD_TTL_MS = 60 * 60 * 1000;

/** Seed 000 §4: the client re-tracks an ad after 10 minutes; the server counts at most once per 10 minutes. */
export { COUNT_WINDOW_MS } from "@kidsafe/db";
