import { getDomain } from "tldts";

/** Private suffixes included: `alice.github.io` and `bob.github.io` are two sites. */
export function siteOf(url: URL): string {
  const host = url.hostname.toLowerCase();
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

export function isSameSite(a: URL, b: URL): boolean {
  return siteOf(a) === siteOf(b);
}
