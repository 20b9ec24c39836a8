import { decodeText } from "./decode-text.ts";
import { isSafeFetchError } from "./errors.ts";
import { cleanText, readPageContent } from "./page-content.ts";
import { HTML_CONTENT_TYPES, SAFE_FETCH_DEFAULTS, safeFetch } from "./safe-fetch.ts";
import type { SafeFetchOptions, SafeFetchResult } from "./safe-fetch.ts";
import { isSameSite } from "./same-site.ts";
import { SiteReadError, siteReadReason } from "./site-read-error.ts";

export interface SitePage {
  url: string;
  title: string;
  description: string;
  text: string;
}

export interface SiteReading {
  pages: SitePage[];
  /** Reasons in words for the website's owner. */
  unreachable: Array<{ url: string; reason: string }>;
}

export interface ReadSiteOptions extends Pick<SafeFetchOptions, "policy" | "resolve" | "connectTimeoutMs" | "userAgent"> {
  extraPages?: number;
  maxBytesPerPage?: number;
  maxTextLength?: number;
  /** The other pages are read at the same time, after the first. */
  totalTimeoutMs?: number;
}

export const SITE_READ_DEFAULTS = {
  extraPages: 3,
  maxBytesPerPage: 2 * 1024 * 1024,
  maxTextLength: 20_000,
  totalTimeoutMs: 12_000,
  userAgent: "Mozilla/5.0 (compatible; KidSafeAI-SafetyCheck/1.0)",
} as const;

/** Less budget than a sentence is not worth a cut-off fragment. */
const MIN_TEXT_WORTH_KEEPING = 80;

const FILE_LINK =
  /\.(?:pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|zip|gz|rar|7z|mp3|wav|ogg|mp4|m4v|mov|avi|webm|exe|dmg|apk|ipa|css|js|json|xml|rss|txt|csv|docx?|xlsx?|pptx?)$/i;

/** Throws `SiteReadError` only when the first page cannot be read; the others are best effort. */
export async function readSite(url: string | URL, options: ReadSiteOptions = {}): Promise<SiteReading> {
  const settings = { ...SITE_READ_DEFAULTS, ...definedOnly(options) };
  const deadline = performance.now() + settings.totalTimeoutMs;
  const timeLeft = () => Math.floor(deadline - performance.now());
  const fetchOptions = (): SafeFetchOptions => ({
    // An undefined policy or resolver must not replace the fetcher's defaults.
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
    if (pages.some((page) => page.url === result.url)) continue;
    const text = textLeft >= MIN_TEXT_WORTH_KEEPING ? cleanText(result.text, textLeft) : "";
    textLeft -= text.length;
    pages.push({ ...result, text });
  }
  return { pages, unreachable };
}

/** A redirect off the site is not followed. */
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
