import { BLOCKED_PREVIEW_HOSTS, HttpUrl } from "@kidsafe/contracts";

/** A link the overlay may show: an http(s) URL, parsed. null for anything else (javascript:, file:, garbage). */
export function previewableUrl(link: string): URL | null {
  if (!HttpUrl.safeParse(link).success) return null;
  try {
    return new URL(link);
  } catch {
    return null;
  }
}

/**
 * These sites never embed (they forbid framing), so the overlay says so at once instead of
 * showing a broken frame. A subdomain counts as its site (www.youtube.com, m.facebook.com); a look-alike
 * does not ('box.com' is not 'x.com').
 */
export function isEmbeddingBlocked(url: URL): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  return BLOCKED_PREVIEW_HOSTS.some((blocked) => host === blocked || host.endsWith(`.${blocked}`));
}

/** The host as a child reads it: without 'www.'. */
export function displayHost(url: URL): string {
  return url.hostname.replace(/^www\./i, "");
}

/** Opens a link in a new browser tab that cannot reach back into ours, and tells it nothing about where it came from. */
export function openInNewTab(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer");
}
