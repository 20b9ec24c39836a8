import type { IncomingHttpHeaders } from "node:http";
import { BLOCKED_PREVIEW_HOSTS } from "@kidsafe/contracts";

/**
 * Whether a page may be shown inside our overlay's frame, judged from the headers it answered with. A browser
 * refuses to frame a page that sends X-Frame-Options DENY or SAMEORIGIN (our origin is never the site's), or a
 * CSP frame-ancestors that does not admit every origin: the overlay then shows the seed's 'doesn't allow
 * previews' message instead of an empty frame. ALLOW-FROM is obsolete and browsers ignore it. The seed's
 * sites (YouTube, Facebook, Instagram, Twitter/X) never allow it, whatever a particular page answers.
 */
export function allowsFraming(pageUrl: string, headers: IncomingHttpHeaders): boolean {
  if (isAlwaysBlockedHost(new URL(pageUrl).hostname)) return false;
  const frameOptions = headerText(headers["x-frame-options"]).toLowerCase();
  if (/\b(deny|sameorigin)\b/.test(frameOptions)) return false;
  for (const policy of headerText(headers["content-security-policy"]).split(",")) {
    const ancestors = frameAncestorsOf(policy);
    if (ancestors !== null && !admitsEveryOrigin(ancestors)) return false;
  }
  return true;
}

/** A subdomain counts as its site (www.youtube.com); a look-alike does not ('box.com' is not 'x.com'). */
export function isAlwaysBlockedHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return BLOCKED_PREVIEW_HOSTS.some((blocked) => host === blocked || host.endsWith(`.${blocked}`));
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : (value ?? ""));

/** The sources of one policy's frame-ancestors directive, or null when it has none. */
function frameAncestorsOf(policy: string): string[] | null {
  for (const directive of policy.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name?.toLowerCase() === "frame-ancestors") return sources.map((source) => source.toLowerCase());
  }
  return null;
}

/** '*' or a bare scheme our page is served on admits us; 'none', 'self' and named hosts do not. */
function admitsEveryOrigin(sources: readonly string[]): boolean {
  return sources.some((source) => source === "*" || source === "https:" || source === "http:");
}
