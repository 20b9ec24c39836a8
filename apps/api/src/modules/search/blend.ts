import type { WebsiteResult } from "@kidsafe/contracts";

/**
 * Where sponsored results sit on the page (0-based): after the best organic result, then every second place,
 * so the 'All' tab's first 5 shows them and the organic results there always outnumber them.
 */
export const SPONSORED_POSITIONS = [1, 3] as const;

/** One page: the same link with or without "www.", a trailing slash, a query or a fragment. */
export function pageKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname.toLowerCase().replace(/^www\./, "")}${parsed.pathname.replace(/\/$/, "")}`;
}

/**
 * Organic results with the sponsored ones placed at SPONSORED_POSITIONS (after the last organic result when
 * there are fewer). A sponsored link to a page the organic results already show is left out: the child sees that
 * page anyway, and the advertiser does not pay for it. Answers the page and the sponsored results it holds.
 */
export function blendSponsored(
  organic: readonly WebsiteResult[],
  sponsored: readonly WebsiteResult[],
): { websites: WebsiteResult[]; shownSponsored: WebsiteResult[] } {
  if (sponsored.length === 0) return { websites: [...organic], shownSponsored: [] };
  const organicPages = new Set(organic.map((result) => pageKey(result.url)));
  const shownSponsored = sponsored.slice(0, SPONSORED_POSITIONS.length).filter((result) => !organicPages.has(pageKey(result.url)));
  const websites = [...organic];
  shownSponsored.forEach((result, index) => {
    websites.splice(Math.min(SPONSORED_POSITIONS[index]!, websites.length), 0, result);
  });
  return { websites, shownSponsored };
}
