import { parse } from "tldts";

/**
 * Computed only here, from the app's URL, when a row is written and when one is looked up, so no spelling of one site can miss another. Loopback
 * keeps the first path segment: in development one local server stands for many sites.
 */
export function siteKeyOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InvalidSiteUrlError(url);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new InvalidSiteUrlError(url);
  const host = parsed.hostname.replace(/^\.+|\.+$/g, "");
  if (host === "") throw new InvalidSiteUrlError(url);
  const segments = parsed.pathname
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => decodeSegment(segment).toLowerCase());

  if (isLoopback(host)) return [parsed.port === "" ? host : `${host}:${parsed.port}`, segments[0]].filter(Boolean).join("/");
  const info = parse(host, { allowPrivateDomains: true, extractHostname: false });
  if (info.isIp) return host;

  const bareHost = host.replace(/^www\./, "");
  const pathTenant = PATH_TENANT_HOSTS[bareHost];
  if (pathTenant) return pathTenant(parsed, segments) ?? [bareHost, segments[0]].filter(Boolean).join("/");
  const subdomainHost = SUBDOMAIN_TENANT_HOSTS.find((suffix) => bareHost.endsWith(`.${suffix}`));
  if (subdomainHost)
    return `${bareHost
      .slice(0, -subdomainHost.length - 1)
      .split(".")
      .at(-1)!}.${subdomainHost}`;
  return info.domain ?? bareHost;
}

export class InvalidSiteUrlError extends Error {
  constructor(url: string) {
    super(`Not a website address: ${url.slice(0, 200)}`);
    this.name = "InvalidSiteUrlError";
  }
}

type TenantOf = (url: URL, segments: string[]) => string | undefined;

const appleApp: TenantOf = (_url, segments) => {
  const id = segments.find((segment) => /^id\d+$/.test(segment));
  if (!id) return undefined;
  return `apps.apple.com/${segments.includes("developer") ? "developer" : "app"}/${id}`;
};
const firstSegments =
  (host: string, count: number): TenantOf =>
  (_url, segments) =>
    segments.length >= count ? [host, ...segments.slice(0, count)].join("/") : undefined;

const PATH_TENANT_HOSTS: Record<string, TenantOf> = {
  "apps.apple.com": appleApp,
  "itunes.apple.com": appleApp,
  "play.google.com": (url) => {
    const id = url.searchParams.get("id")?.trim().toLowerCase();
    return id ? `play.google.com/store/apps/details?id=${id}` : undefined;
  },
  // The name may change, the id does not.
  "chromewebstore.google.com": (_url, segments) =>
    segments[0] === "detail" && segments[2] ? `chromewebstore.google.com/detail/${segments[2]}` : undefined,
  "apps.microsoft.com": firstSegments("apps.microsoft.com", 2),
  "sites.google.com": firstSegments("sites.google.com", 2),
  "scratch.mit.edu": firstSegments("scratch.mit.edu", 2),
  "github.com": firstSegments("github.com", 1),
  "gitlab.com": firstSegments("gitlab.com", 1),
};

const SUBDOMAIN_TENANT_HOSTS = [
  "itch.io",
  "glitch.me",
  "neocities.org",
  "squarespace.com",
  "substack.com",
  "tumblr.com",
  "weebly.com",
  "wordpress.com",
];

function isLoopback(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(host) || host === "[::1]";
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
