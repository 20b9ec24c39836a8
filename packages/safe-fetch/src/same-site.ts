import { getDomain } from "tldts";

/**
 * The site a URL belongs to: its registrable domain by the Public Suffix List, private suffixes included, so
 * `www.kids.co.uk` and `games.kids.co.uk` are one site while `alice.github.io` and `bob.github.io` are two. An IP
 * address or a single-label name (localhost) is its own site.
 */
export function siteOf(url: URL): string {
  const host = url.hostname.toLowerCase();
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

export function isSameSite(a: URL, b: URL): boolean {
  return siteOf(a) === siteOf(b);
}
