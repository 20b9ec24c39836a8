import type { IncomingHttpHeaders } from "node:http";
import { BLOCKED_PREVIEW_HOSTS } from "@kidsafe/contracts";

/**
 * A browser refuses such a page, so the overlay shows the 'doesn't allow previews' message instead of an empty frame. ALLOW-FROM is obsolete and
 * browsers ignore it.
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

/** A look-alike does not count: 'box.com' is not 'x.com'. */
export function isAlwaysBlockedHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return BLOCKED_PREVIEW_HOSTS.some((blocked) => host === blocked || host.endsWith(`.${blocked}`));
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : (value ?? ""));

function frameAncestorsOf(policy: string): string[] | null {
  for (const directive of policy.split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name?.toLowerCase() === "frame-ancestors") return sources.map((source) => source.toLowerCase());
  }
  return null;
}

function admitsEveryOrigin(sources: readonly string[]): boolean {
  return sources.some((source) => source === "*" || source === "https:" || source === "http:");
}
