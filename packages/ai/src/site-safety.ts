// The one safety filter every website result passes before a child sees it, whichever provider found it.
import { LRUCache } from "lru-cache";
import { checkReplySafety, unsafeHostReason } from "./reply-safety.ts";

export interface CandidateSite {
  title: string;
  description: string;
  url: string;
  /** Unknown means "any age". */
  minAge?: number;
  maxAge?: number;
  /** Unknown counts as not educational in study mode. */
  educational?: boolean;
}

export interface SafetyContext {
  age: number | null;
  studyMode: boolean;
}

export type SiteRefusal = "invalid-url" | "blocked-host" | "unsafe-words" | "outside-age" | "not-educational";

export type SiteVerdict = { safe: true } | { safe: false; reason: SiteRefusal; detail: string };

/** Whole words only, so 'Essex' or 'carbon dating' pass. */
const SEARCH_UNSAFE_WORDS =
  /\b(?:casinos?|gambling|betting|bookmakers?|nude|nudes|nudity|naked pics|sexy|hookups?|escorts?|dating (?:site|app)s?|online dating|gore|vapes?|vaping|e-?cigarettes?)\b/i;

/** The same few thousand sites come again and again, and the word checks are the filter's only real cost. */
const contentVerdicts = new LRUCache<string, { title: string; description: string; verdict: SiteVerdict }>({ max: 10_000 });

function contentVerdictOf(site: CandidateSite): SiteVerdict {
  const known = contentVerdicts.get(site.url);
  if (known?.title === site.title && known.description === site.description) return known.verdict;
  const verdict = judgeContent(site);
  contentVerdicts.set(site.url, { title: site.title, description: site.description, verdict });
  return verdict;
}

export function judgeSite(site: CandidateSite, context: SafetyContext): SiteVerdict {
  const content = contentVerdictOf(site);
  if (!content.safe) return content;

  if (context.age !== null) {
    if (site.minAge !== undefined && context.age < site.minAge) return { safe: false, reason: "outside-age", detail: `from ${site.minAge}` };
    if (site.maxAge !== undefined && context.age > site.maxAge) return { safe: false, reason: "outside-age", detail: `up to ${site.maxAge}` };
  }
  if (context.studyMode && site.educational !== true) {
    return { safe: false, reason: "not-educational", detail: "study mode shows educational sites only" };
  }
  return { safe: true };
}

function judgeContent(site: CandidateSite): SiteVerdict {
  let url: URL;
  try {
    url = new URL(site.url);
  } catch {
    return { safe: false, reason: "invalid-url", detail: "not a URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { safe: false, reason: "invalid-url", detail: `${url.protocol} link` };
  }
  if (url.username || url.password) return { safe: false, reason: "invalid-url", detail: "credentials in the link" };

  const hostReason = unsafeHostReason(url.hostname.replace(/^\[|\]$/g, ""));
  if (hostReason) return { safe: false, reason: "blocked-host", detail: hostReason };

  const text = `${site.title}\n${site.description}`;
  const words = SEARCH_UNSAFE_WORDS.exec(text);
  if (words) return { safe: false, reason: "unsafe-words", detail: words[0] };
  const topics = checkReplySafety(text);
  if (!topics.safe) {
    const issue = topics.issues[0]!;
    return { safe: false, reason: "unsafe-words", detail: issue.kind === "blocked_topic" ? issue.topic : issue.reason };
  }
  return { safe: true };
}

export function filterSafeSites<Site extends CandidateSite>(sites: readonly Site[], context: SafetyContext): Site[] {
  return sites.filter((site) => judgeSite(site, context).safe);
}
