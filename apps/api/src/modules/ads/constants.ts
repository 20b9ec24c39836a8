/** Rules of sponsored results that the seeds leave to us (docs/decisions.md). */

/** Sponsored results blended into one page of search results, at most. */
export const MAX_SPONSORED_RESULTS_PER_PAGE = 2;
