/**
 * Reads a website for a safety check: its page, then a few same-site pages that page links to, all through
 * `safeFetch` and all bounded (bytes per page, visible text over all pages, total time). Only the first page must
 * be read; the others are best effort and reported in `unreachable` when they fail.
 */
import { decodeText } from "./decode-text.ts";
import { isSafeFetchError } from "./errors.ts";
import { cleanText, readPageContent } from "./page-content.ts";
import { HTML_CONTENT_TYPES, SAFE_FETCH_DEFAULTS, safeFetch } from "./safe-fetch.ts";
import type { SafeFetchOptions, SafeFetchResult } from "./safe-fetch.ts";
import { isSameSite } from "./same-site.ts";
import { SiteReadError, siteReadReason } from "./site-read-error.ts";

export interface SitePage {
  /** The page's address after redirects. */
  url: string;
  title: string;
  description: string;
  /** What a visitor reads on the page, whitespace collapsed; cut to the reading's text budget. */
  text: string;
}

export interface SiteReading {
  /** The first page, then the other pages read, in the order the first page links to them. */
  pages: SitePage[];
  /** Other pages that could not be read, with the reason in words for the website's owner. */
  unreachable: Array<{ url: string; reason: string }>;
}

export interface ReadSiteOptions extends Pick<SafeFetchOptions, "policy" | "resolve" | "connectTimeoutMs" | "userAgent"> {
  /** Same-site pages read after the first, at most. */
  extraPages?: number;
  /** Decoded bytes read of each page; a larger page is not read. */
  maxBytesPerPage?: number;
  /** Characters of visible text kept over all pages, the first page's first. */
  maxTextLength?: number;
  /** The whole reading; the other pages are read at the same time, after the first. */
  totalTimeoutMs?: number;
}

export const SITE_READ_DEFAULTS = {
  extraPages: 3,
  maxBytesPerPage: 2 * 1024 * 1024,
  maxTextLength: 20_000,
  totalTimeoutMs: 12_000,
  userAgent: "Mozilla/5.0 (compatible; KidSafeAI-SafetyCheck/1.0)",
} as const;

/** Less text budget than a sentence is not worth a cut-off fragment: the page keeps its title and description. */
const MIN_TEXT_WORTH_KEEPING = 80;

/** Links to files rather than pages: fetching them would only end in "not a web page". */
const FILE_LINK =
  /\.(?:pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|zip|gz|rar|7z|mp3|wav|ogg|mp4|m4v|mov|avi|webm|exe|dmg|apk|ipa|css|js|json|xml|rss|txt|csv|docx?|xlsx?|pptx?)$/i;

/**
 * Throws `SiteReadError` (with a reason such as "The website could not be reached", "The website blocked our
 * check" or "This address is not allowed") only when the first page cannot be read.
 */
export async function readSite(url: string | URL, options: ReadSiteOptions = {}): Promise<SiteReading> {
  const settings = { ...SITE_READ_DEFAULTS, ...definedOnly(options) };
  const deadline = performance.now() + settings.totalTimeoutMs;
  const timeLeft = () => Math.floor(deadline - performance.now());
  // Each fetch may take the fetcher's usual cap, but never past the reading's deadline.
  const fetchOptions = (): SafeFetchOptions => ({
    // Only what the caller set: an undefined policy or resolver must not replace the fetcher's defaults.
    ...definedOnly({ policy: settings.policy, resolve: settings.resolve, connectTimeoutMs: settings.connectTimeoutMs }),
    userAgent: settings.userAgent,
    maxBodyBytes: settings.maxBytesPerPage,
    acceptContentTypes: HTML_CONTENT_TYPES,
    totalTimeoutMs: Math.min(SAFE_FETCH_DEFAULTS.totalTimeoutMs, timeLeft()),
  });

  let first: SafeFetchResult;
  try {
    first = await safeFetch(url, fetchOptions());
  } catch (error) {
    if (isSafeFetchError(error)) throw new SiteReadError(String(url), error.code, siteReadReason(error), { cause: error });
    throw error;
  }
  const home = readPageContent(decodeText(first.body, first.contentType), first.url, settings.maxTextLength);
  const pages: SitePage[] = [{ url: first.url, title: home.title, description: home.description, text: home.text }];
  const unreachable: SiteReading["unreachable"] = [];

  const homeUrl = new URL(first.url);
  const alreadyRead = new Set([first.url, ...first.redirects, withoutFragment(url)]);
  const others = home.links
    .filter((link) => !alreadyRead.has(link) && isSameSite(new URL(link), homeUrl) && !FILE_LINK.test(new URL(link).pathname))
    .slice(0, settings.extraPages);
  if (others.length === 0 || timeLeft() <= 0) return { pages, unreachable };

  const results = await Promise.all(others.map((link) => readOtherPage(link, homeUrl, fetchOptions(), settings.maxTextLength)));
  let textLeft = settings.maxTextLength - home.text.length;
  for (const [index, result] of results.entries()) {
    if ("reason" in result) {
      unreachable.push({ url: others[index]!, reason: result.reason });
      continue;
    }
    // A link that redirected to a page already read adds nothing.
    if (pages.some((page) => page.url === result.url)) continue;
    const text = textLeft >= MIN_TEXT_WORTH_KEEPING ? cleanText(result.text, textLeft) : "";
    textLeft -= text.length;
    pages.push({ ...result, text });
  }
  return { pages, unreachable };
}

/** One of the other pages: read only while it stays on the site (a redirect elsewhere is not followed). */
async function readOtherPage(
  link: string,
  homeUrl: URL,
  options: SafeFetchOptions,
  maxTextLength: number,
): Promise<SitePage | { reason: string }> {
  let leftTheSite = false;
  const followRedirect = (target: URL) => {
    leftTheSite = !isSameSite(target, homeUrl);
    return !leftTheSite;
  };
  try {
    const page = await safeFetch(link, { ...options, followRedirect });
    const content = readPageContent(decodeText(page.body, page.contentType), page.url, maxTextLength);
    return { url: page.url, title: content.title, description: content.description, text: content.text };
  } catch (error) {
    if (!isSafeFetchError(error)) throw error;
    return { reason: leftTheSite ? "The page redirected to another website, which was not read" : siteReadReason(error) };
  }
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function withoutFragment(url: string | URL): string {
  const copy = new URL(url);
  copy.hash = "";
  return copy.href;
}
