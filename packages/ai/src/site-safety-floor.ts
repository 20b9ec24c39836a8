// Whatever the model says, a website the search's own site filter refuses is not safe.
import { judgeSite } from "./site-safety.ts";
import type { SiteRefusal } from "./site-safety.ts";
import type { SiteSafetyCategory } from "./site-safety-rubric.ts";

export interface FloorFinding {
  url: string;
  refusal: SiteRefusal;
  text: string;
  categories: SiteSafetyCategory[];
}

/** Unclear ones (a link shortener, swearing) name none. */
const CATEGORY_HINTS: ReadonlyArray<[SiteSafetyCategory, RegExp]> = [
  ["gambling", /casino|gambl|betting|\bbet|bookmaker|poker/i],
  ["adult_content", /porn|xxx|nud|naked|sex|hookup|escort|dating|hentai|nsfw|erotic|onlyfans|\badult\b(?! or gambling)/i],
  ["drugs_alcohol_tobacco_vaping", /vap|cigarette|drug/i],
  ["violence", /gore|weapon/i],
  ["hate", /^hate\b/i],
  ["self_harm", /self-harm|dangerous challenges/i],
  ["scams", /scams|phishing/i],
  ["childrens_data", /personal information/i],
];

function categoriesOf(...clues: string[]): SiteSafetyCategory[] {
  return CATEGORY_HINTS.filter(([, pattern]) => clues.some((clue) => pattern.test(clue))).map(([category]) => category);
}

const ANY_CHILD = { age: null, studyMode: false } as const;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export function siteFloorFindings(site: {
  url: string;
  pages: ReadonlyArray<{ url: string; title: string; description: string }>;
}): FloorFinding[] {
  const candidates = [{ url: site.url, title: "", description: "" }, ...site.pages];
  const findings: FloorFinding[] = [];
  const seen = new Set<string>();
  for (const page of candidates) {
    const verdict = judgeSite(page, ANY_CHILD);
    if (verdict.safe || seen.has(page.url)) continue;
    seen.add(page.url);
    const host = hostOf(page.url);
    switch (verdict.reason) {
      case "invalid-url":
        findings.push({ url: page.url, refusal: verdict.reason, text: `${page.url} is not a plain web address.`, categories: [] });
        break;
      case "blocked-host":
        findings.push({
          url: page.url,
          refusal: verdict.reason,
          text: `${host} is not allowed on KidSafe AI (${verdict.detail}).`,
          categories: categoriesOf(verdict.detail, host),
        });
        break;
      default:
        findings.push({
          url: page.url,
          refusal: verdict.reason,
          text: `The page ${page.url} has words unsuitable for children in its title or description ("${verdict.detail}").`,
          categories: categoriesOf(verdict.detail),
        });
    }
  }
  return findings;
}

export function listingFloorFindings(listing: { url: string; appName: string; appDescription: string }): FloorFinding[] {
  const verdict = judgeSite({ url: listing.url, title: listing.appName, description: listing.appDescription }, ANY_CHILD);
  if (verdict.safe || verdict.reason !== "unsafe-words") return [];
  return [
    {
      url: listing.url,
      refusal: verdict.reason,
      text: `The app's name or description has words unsuitable for children ("${verdict.detail}").`,
      categories: categoriesOf(verdict.detail),
    },
  ];
}
