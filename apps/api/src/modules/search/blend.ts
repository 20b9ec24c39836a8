import type { WebsiteResult } from "@kidsafe/contracts";

/** So the 'All' tab's first 5 shows them and the organic results there always outnumber them. */
export const SPONSORED_POSITIONS = [1, 3] as const;

export function pageKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname.toLowerCase().replace(/^www\./, "")}${parsed.pathname.replace(/\/$/, "")}`;
}

/** A sponsored link to a page the organic results already show is left out: the child sees it anyway, and the advertiser does not pay for it. */
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
