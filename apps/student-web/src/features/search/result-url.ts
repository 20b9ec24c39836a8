import { HttpUrl } from "@kidsafe/contracts";

/** The URL as a result card shows it: host without 'www.', then the path (no lone '/'), no query or fragment. */
export function displayUrl(link: string): string {
  try {
    const url = new URL(link);
    const host = url.hostname.replace(/^www\./i, "");
    const path = url.pathname === "/" ? "" : url.pathname.replace(/\/$/, "");
    return `${host}${path}`;
  } catch {
    return link;
  }
}

/** A favicon is shown only from an http(s) address; anything else (data:, javascript:, garbage) is left out. */
export function faviconSource(favicon: string | null | undefined): string | null {
  if (favicon === null || favicon === undefined) return null;
  return HttpUrl.safeParse(favicon).success ? favicon : null;
}
