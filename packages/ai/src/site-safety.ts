/**
 * The one safety filter every website result passes before a child sees it, whichever provider found it
 * (the built-in catalogue or Gemini with Google Search). Synchronous, and pure apart from a memo of verdicts.
 *
 * A site is refused when its link is not a plain http(s) link to a named host, its host is blocked (the AI
 * layer's list: adult, gambling, dating, shock sites, link shorteners, bare IP addresses, blocked top-level
 * domains), its title or description has blocked words, its age range does not include the child, or — in
 * study mode — it is not known to be educational.
 */
import { LRUCache } from "lru-cache";
import { checkReplySafety, unsafeHostReason } from "./reply-safety.ts";

export interface CandidateSite {
  title: string;
  description: string;
  url: string;
  /** The ages the site is made for, when known. Unknown means "any age". */
  minAge?: number;
  maxAge?: number;
  /** Unknown (undefined) counts as not educational in study mode. */
  educational?: boolean;
}

export interface SafetyContext {
  /** The child's age, or null when they chose smart_adapt. */
  age: number | null;
  studyMode: boolean;
}

export type SiteRefusal = "invalid-url" | "blocked-host" | "unsafe-words" | "outside-age" | "not-educational";

export type SiteVerdict = { safe: true } | { safe: false; reason: SiteRefusal; detail: string };

/**
 * Words that do not belong in a search result for a child, beyond the AI layer's list of blocked topics
 * (which already covers swearing, hate, sexual content, drugs, weapons and self-harm). Whole words only, so
 * 'Essex' or 'carbon dating' pass.
 */
const SEARCH_UNSAFE_WORDS =
  /\b(?:casinos?|gambling|betting|bookmakers?|nude|nudes|nudity|naked pics|sexy|hookups?|escorts?|dating (?:site|app)s?|online dating|gore|vapes?|vaping|e-?cigarettes?)\b/i;

/**
 * Verdicts on a site's link and text, remembered by link: the catalogue and the sponsored index hand the same few
 * thousand sites out again and again, and the word checks are the filter's only real cost. A link whose title or
 * description changed is judged again. Bounded; the least recently used goes first.
 */
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

/** The link and the words: what does not depend on the child. */
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

/** The candidates a child may see, in their order. */
export function filterSafeSites<Site extends CandidateSite>(sites: readonly Site[], context: SafetyContext): Site[] {
  return sites.filter((site) => judgeSite(site, context).safe);
}
